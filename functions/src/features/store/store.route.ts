// The store's endpoints (SPEC 7 'HTTP'): cash-on-delivery orders, product image uploads, reverse geocoding
// for the delivery address, and how order tracking runs (search is declared with the contract: decision 022).
// Routes only parse, call and answer.
import { Router, type Request } from 'express';
import {
  IDEMPOTENCY_KEY_HEADER,
  codOrderRequestSchema,
  idempotencyKeyFrom,
  idempotencyKeyInvalid,
  reverseGeocodeQuerySchema,
} from '@marketplace/shared/store/store-api';
import { callerOf, requireCaller, type AuthDeps } from '../../platform/auth.ts';
import { failure, parseBody, respond } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { readImageUpload } from '../../platform/uploads/image-upload.ts';
import type { Geocoder } from '../../ports/geocoder.port.ts';
import type { Media } from '../../ports/media.port.ts';
import { createCodOrder } from './create-cod-order.ts';
import type { OrderTrackingSettings } from './order-tracking.ts';
import { storeErrors } from './store-records.ts';

export interface StoreRouteDeps extends AuthDeps {
  media: Media;
  geocoder: Geocoder;
  orderTracking: OrderTrackingSettings;
}

/** SPEC 8 says what the person sees; this is what the API answers when the lookup fails. */
const lookupFailed = 'The address could not be looked up.';

export function storeRouter(deps: StoreRouteDeps): Router {
  const signedIn = requireCaller(deps);
  const router = Router();

  router.get('/store/config', (_req, res) => {
    res.json({ orderTracking: deps.orderTracking.mode });
  });

  router.post('/create-cod-order', signedIn, async (req, res) => {
    const input = parseBody(codOrderRequestSchema, req.body);
    if (!input.ok) return respond(res, input);
    const idempotencyKey = idempotencyKeyFrom(req.get(IDEMPOTENCY_KEY_HEADER));
    if (idempotencyKey === undefined) return respond(res, failure('invalid', idempotencyKeyInvalid));
    respond(res, await createCodOrder(deps, callerOf(res), { ...input.value, idempotencyKey }));
  });

  router.post('/uploads/product-image', signedIn, async (req, res) => {
    if (callerOf(res).role !== 'seller') return respond(res, failure('forbidden', storeErrors.onlySellers));
    // Stored only as the server's own encoding of what decoded (decision 016), never the uploaded bytes.
    const upload = await readImageUpload(req, 'file');
    if (!upload.ok) return respond(res, upload);
    try {
      const { url } = await deps.media.storeImage(upload.value.file, 'products');
      res.status(201).json({ secure_url: url });
    } catch (error) {
      log.error('product image could not be stored', error, { uid: callerOf(res).uid });
      respond(res, failure('provider-failed', 'The image could not be stored. Please try again.'));
    }
  });

  router.get('/geocode/reverse', signedIn, async (req: Request, res) => {
    const query = parseBody(reverseGeocodeQuerySchema, req.query);
    if (!query.ok) return respond(res, query);
    try {
      const place = await deps.geocoder.reverse(query.value.lat, query.value.lon);
      if (!place) return respond(res, failure('not-found', lookupFailed));
      res.json({ display_name: place.displayName });
    } catch (error) {
      log.error('reverse geocoding failed', error, { lat: query.value.lat, lon: query.value.lon });
      respond(res, failure('provider-failed', lookupFailed));
    }
  });

  return router;
}
