// Request and response shapes of the store's endpoints, shared by the api function and the web app.
import { z } from 'zod';
import { endpoint, errorsWith, missingFileText } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { deliveryAddressSchema } from '../payments/payments-api.ts';
import { blockTexts } from '../safety/block.ts';
import { limitMetDeclared } from '../safety/limits.ts';
import { cancellationTexts } from './order-cancellation.ts';
import { orderStatuses } from './order.ts';
import { orderStepTexts } from './order-process.ts';
import { newProductSchema } from './product.ts';

/**
 * POST /api/create-cod-order, SPEC 7's body: the product itself (only its id is used: the server reads the
 * stored product), the delivery address and the method. A retry's key is the Idempotency-Key header.
 */
export const codOrderRequestSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || 'productId' in body || !('product' in body)) return body;
    const product = (body as { product?: unknown }).product;
    const id = product && typeof product === 'object' && 'id' in product ? product.id : undefined;
    return { ...body, productId: id };
  },
  z.object({
    productId: documentId('productId'),
    deliveryAddress: deliveryAddressSchema,
    paymentMethod: z.literal('cod').optional(),
  }),
);
export type CodOrderRequest = z.infer<typeof codOrderRequestSchema>;

/**
 * The standard header (IETF httpapi 'The Idempotency-Key HTTP Header Field') that makes a retried COD request
 * the same order. Optional: without it the server still serves the request, once per buyer, product and
 * address in a short window.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeyInvalid = 'Idempotency-Key must be 1 to 255 visible ASCII characters.';

/**
 * The header's key, null when it was not sent, or undefined when it is not a key. The draft sends it as a
 * structured-field string ("…"); a bare value (most clients send a UUID) is taken as it is.
 */
export function idempotencyKeyFrom(header: string | undefined): string | null | undefined {
  if (header === undefined) return null;
  const key = /^"(.*)"$/.exec(header.trim())?.[1] ?? header.trim();
  return /^[\x21-\x7E]{1,255}$/.test(key) ? key : undefined;
}

/** What the store's order endpoints answer: the new order's id. */
export const storeOrderCreatedSchema = z.object({ orderId: z.string() });

/** GET /api/geocode/reverse?lat=&lon= (SPEC 7's reverse geocoding, through our server). */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
export const reverseGeocodeResultSchema = z.object({ display_name: z.string() });

/** SPEC 8 says what the person sees; this is what the API answers when the lookup fails. */
export const lookupFailed = 'The address could not be looked up.';

/** How the store's order tracking runs here (ORDER_TRACKING: the steps move by themselves, or a seller moves them). */
export const storeConfigSchema = z.object({ orderTracking: z.enum(['automatic', 'manual']) });
export type StoreConfig = z.infer<typeof storeConfigSchema>;

/** The Idempotency-Key header as the COD endpoint declares it: the key, or null when none was sent. */
const idempotencyKeyHeader = z
  .string(idempotencyKeyInvalid)
  .optional()
  .transform((header, context) => {
    const key = idempotencyKeyFrom(header);
    if (key === undefined) context.addIssue({ code: 'custom', message: idempotencyKeyInvalid });
    return key ?? null;
  });

/** What a cancellation answers: whether a refund was requested (card and UPI) or there was none (COD). */
export const orderCancelledSchema = z.object({ refund: z.enum(['requested', 'none']) });

/** What an upload answers (SPEC 7 reads `secure_url`). */
export const uploadResultSchema = z.object({ secure_url: z.string().min(1) });

/** The store's endpoints declared with the contract (decision 022); the search is in store-search-api.ts. */
export const storeContract = {
  // SPEC 5's 'Sell a Pre-Built Project', through the API so it can be limited (decision 032).
  listProduct: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/store/products',
      successStatus: 201,
      summary: 'List a product in the store (SPEC 5)',
    })
    .input(newProductSchema)
    .output(z.object({ id: z.string() }))
    .errors(errorsWith({ FORBIDDEN: 'Only sellers can list products.', TOO_MANY_REQUESTS: limitMetDeclared })),
  // SPEC 7's body, and the standard Idempotency-Key header, so a retried request is one order.
  placeCodOrder: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/create-cod-order',
      inputStructure: 'detailed',
      summary: 'Place a cash-on-delivery order (SPEC 7)',
    })
    // The body first: its problems are the ones reported first, as before the header's.
    .input(z.object({ body: codOrderRequestSchema, headers: z.object({ 'idempotency-key': idempotencyKeyHeader }) }))
    .output(storeOrderCreatedSchema)
    .errors(errorsWith({ CONFLICT: blockTexts.blockedBetween, TOO_MANY_REQUESTS: limitMetDeclared })),
  // SPEC 9's cancellation by the buyer: inside the window and before delivery, with a full refund.
  cancelOrder: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/store/orders/{orderId}/cancellation',
      summary: 'Cancel a store order within 24 hours of purchase and before delivery; card and UPI are refunded',
    })
    .input(z.object({ orderId: documentId('orderId') }))
    .output(orderCancelledSchema)
    .errors(
      errorsWith({
        NOT_FOUND: cancellationTexts.notFound,
        FORBIDDEN: cancellationTexts.notYours,
        CONFLICT: cancellationTexts.outsidePolicy,
      }),
    ),
  // Beyond SPEC: with automatic tracking off, the product's seller moves each shipment on (decision 028's order process).
  stepOrder: endpoint
    .meta({ caller: 'member' })
    .route({
      method: 'POST',
      path: '/store/orders/{orderId}/steps',
      summary: "Move an order of the seller's product one tracking step on, from the status it is at",
    })
    .input(z.object({ orderId: documentId('orderId'), from: z.enum(orderStatuses) }))
    .output(z.object({ orderStatus: z.enum(orderStatuses) }))
    .errors(
      errorsWith({
        NOT_FOUND: orderStepTexts.notFound,
        FORBIDDEN: orderStepTexts.notSeller,
        CONFLICT: orderStepTexts.movedOn,
      }),
    ),
  config: endpoint
    .meta({ caller: 'public' })
    .route({ method: 'GET', path: '/store/config', summary: 'How order tracking runs' })
    .output(storeConfigSchema),
  reverseGeocode: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'GET', path: '/geocode/reverse', summary: "A delivery address for the buyer's position (SPEC 7)" })
    .input(reverseGeocodeQuerySchema)
    .output(reverseGeocodeResultSchema)
    .errors(errorsWith({ NOT_FOUND: lookupFailed, BAD_GATEWAY: lookupFailed })),
  // The photo is checked by its bytes and stored re-encoded (decision 016); the form sends it with progress.
  uploadProductImage: endpoint
    .meta({ caller: 'member', body: 'multipart' })
    .route({
      method: 'POST',
      path: '/uploads/product-image',
      successStatus: 201,
      summary: "A product's photo: JPEG, PNG or WebP, at most 5 MB (SPEC 7)",
    })
    .input(z.object({ file: z.file({ error: missingFileText }) }))
    .output(uploadResultSchema),
};
