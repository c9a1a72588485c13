// Request and response shapes of the payment endpoints, shared by the api function and the web app. A payment
// order has a purpose (ARCHITECTURE 'Ports'): funding a project today, a store order next; the checkout
// itself knows nothing of either.
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { DELIVERY_ADDRESS_MAX } from '../store/purchase.ts';
import { EXPIRY, cardMessages, cvcProblem, validCardNumber } from './card.ts';
import { paymentErrors } from './payment-errors.ts';

/** A UPI id (virtual payment address): name@bank. */
export const upiIdSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Enter a UPI ID like name@bank.');

/** SPEC 7: orders are in INR; a body may say so, and may not say anything else. */
const orderCurrency = z.literal('INR').optional();

/**
 * Funding a project: the amount is the milestone under way's, from the stored terms; `milestones: 'all'` funds every
 * milestone still to fund in one payment (decision 075), their sum.
 */
export const projectOrderRequestSchema = z.object({
  purpose: z.literal('project'),
  projectId: documentId('projectId'),
  milestones: z.literal('all').optional(),
  currency: orderCurrency,
});

/** Where a store order is delivered (SPEC 5), by card, UPI or cash on delivery alike. */
export const deliveryAddressSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a delivery address.')
  .max(DELIVERY_ADDRESS_MAX, `The delivery address can have at most ${DELIVERY_ADDRESS_MAX} characters.`);

/** Buying a store product by card or UPI (a payment order's 'store' purpose): the price is the stored one. */
export const storeOrderRequestSchema = z.object({
  purpose: z.literal('store'),
  productId: documentId('productId'),
  deliveryAddress: deliveryAddressSchema,
  paymentMethod: z.enum(['card', 'upi']),
  currency: orderCurrency,
});

/**
 * POST /api/create-order. The amount is never taken from the body (SPEC 7 lists amount and currency; the
 * server reads the stored price instead, and ignores both). A body without a purpose funds a project, as
 * the first version of the endpoint did.
 */
export const createOrderRequestSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !('purpose' in body) ? { ...body, purpose: 'project' } : body),
  z.discriminatedUnion('purpose', [projectOrderRequestSchema, storeOrderRequestSchema]),
);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** What the provider opened: the id the checkout pays, and the amount in paise. */
export const paymentOrderSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** What Razorpay Checkout (or the local simulated checkout) hands back on success. */
export const paymentResultSchema = z.object({
  razorpay_order_id: documentId('razorpay_order_id'),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * POST /api/verify-payment. The stored order says what the payment is for; a project funding may name
 * its project, which must then be the order's.
 */
export const verifyPaymentRequestSchema = paymentResultSchema.extend({ projectId: documentId('projectId').optional() });
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/** What verify-payment answers, by purpose: the project's new payment status, or the new store order. */
export const verifyPaymentResponseSchema = z.union([
  z.object({ paymentStatus: z.literal('Funded') }),
  z.object({ orderId: z.string() }),
]);
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** GET /api/payments/config: which checkout the browser opens. */
export const paymentsConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('razorpay'), keyId: z.string() }),
  z.object({ provider: z.literal('simulated') }),
]);
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The card's fields as the server receives them, by card.ts's rules (the expiry's date is checked against a clock). */
const cardFieldsSchema = z.object({
  cardNumber: z.string().refine(validCardNumber, cardMessages.number),
  expiry: z.string().regex(EXPIRY, cardMessages.expiryFormat),
  // Its length depends on the number, so it is checked with the card (cvcFitsCard).
  cvc: z.string(),
  name: z.string().trim().min(1, cardMessages.name),
});

const cvcFitsCard = (card: { cardNumber: string; cvc: string }, context: z.RefinementCtx) => {
  const problem = cvcProblem(card);
  if (problem) context.addIssue({ code: 'custom', path: ['cvc'], message: problem });
};

/**
 * POST /api/payments/simulated/pay: the local stand-in for Razorpay Checkout's card or UPI step. A body
 * that names no method pays by card, as the first version of the endpoint did.
 */
export const simulatedPayRequestSchema = z.preprocess(
  (body) => (body && typeof body === 'object' && !('method' in body) ? { ...body, method: 'card' } : body),
  z.discriminatedUnion('method', [
    // The card as its form checks it (card.ts); the server checks the expiry against its own clock.
    cardFieldsSchema.extend({ method: z.literal('card'), orderId: documentId('orderId') }).superRefine(cvcFitsCard),
    z.object({ method: z.literal('upi'), orderId: documentId('orderId'), vpa: upiIdSchema }),
  ]),
);
export type SimulatedPayRequest = z.infer<typeof simulatedPayRequestSchema>;

/**
 * POST /api/razorpay/webhook: the headers Razorpay sends. Both may be missing as far as the schema goes: the
 * signature is checked first, over the exact bytes, and each refusal has its own text (paymentErrors).
 */
export const razorpayWebhookHeadersSchema = z.object({
  'x-razorpay-signature': z
    .string()
    .optional()
    .describe("HMAC-SHA256 (hex) of the body's exact bytes with the webhook secret"),
  'x-razorpay-event-id': z.string().optional().describe("The event's id: an event is accepted once"),
});

/** What the webhook answers once the event is accepted: whether that event id had been accepted before. */
export const razorpayWebhookAcceptedSchema = z.object({ duplicate: z.boolean() });

/** The checkout's endpoints, for every purpose (decision 022). */
export const paymentsContract = {
  config: endpoint
    .meta({ caller: 'public' })
    .route({ method: 'GET', path: '/payments/config', summary: 'Which payment provider the checkout uses' })
    .output(paymentsConfigSchema),
  // The profile is read with the project or product it prices, by the use case.
  createOrder: endpoint
    .meta({ caller: 'signed-in' })
    .route({ method: 'POST', path: '/create-order', summary: 'Create a payment order from stored data (SPEC 7)' })
    .input(createOrderRequestSchema)
    .output(paymentOrderSchema)
    .errors(errorsWith({ NOT_FOUND: 'Not found.', BAD_GATEWAY: paymentErrors.orderNotCreated })),
  // No role needed: the order names its payer. Allowed while suspended: the money has moved (decision 031).
  verifyPayment: endpoint
    .meta({ caller: 'signed-in', whileSuspended: true })
    .route({ method: 'POST', path: '/verify-payment', summary: "Verify a payment's signature and record it (SPEC 7)" })
    .input(verifyPaymentRequestSchema)
    .output(verifyPaymentResponseSchema)
    .errors(
      errorsWith({
        BAD_REQUEST: paymentErrors.badSignature,
        NOT_FOUND: paymentErrors.orderNotFound,
        FORBIDDEN: paymentErrors.orderOfSomeoneElse,
        CONFLICT: paymentErrors.alreadyPaid,
      }),
    ),
  // The simulated provider's card and UPI step (local only: answers 404 where Razorpay is in use).
  simulatedPay: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'POST', path: '/payments/simulated/pay', summary: 'Pay with the simulated provider (local)' })
    .input(simulatedPayRequestSchema)
    .output(paymentResultSchema)
    .errors(errorsWith({ NOT_FOUND: 'Not found.' })),
  // Razorpay's events (ARCHITECTURE 'Deliberate improvements'). The signature covers the exact bytes sent, so the
  // server checks it on the body as received (the handler's context), not as parsed: the body is described for
  // the document only, and no schema answers before the signature is checked.
  razorpayWebhook: endpoint
    .meta({ caller: 'public' })
    .route({
      method: 'POST',
      path: '/razorpay/webhook',
      inputStructure: 'detailed',
      summary: 'Receive a Razorpay event (webhook)',
      description:
        'Accepted only with a valid `x-razorpay-signature` over the exact body, once per `x-razorpay-event-id`, ' +
        'and queued; a captured payment or a paid order is then recorded for its purpose, as verify-payment does. ' +
        `Other 400 texts: "${paymentErrors.missingEventId}", "${paymentErrors.badEventId('…')}", ` +
        `"${paymentErrors.webhookNotJson}". A 503 asks Razorpay to retry.`,
      spec: (operation) => ({
        ...operation,
        requestBody: {
          required: true,
          description:
            "Razorpay's event. `payment.captured` and `order.paid` record the payment; others are accepted and ignored.",
          content: {
            'application/json': {
              schema: { type: 'object', properties: { event: { type: 'string' }, payload: { type: 'object' } } },
            },
          },
        },
      }),
    })
    .input(z.object({ headers: razorpayWebhookHeadersSchema }))
    .output(razorpayWebhookAcceptedSchema)
    .errors(
      errorsWith({
        BAD_REQUEST: paymentErrors.badWebhookSignature,
        SERVICE_UNAVAILABLE: paymentErrors.eventNotQueued,
      }),
    ),
};
