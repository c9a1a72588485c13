// The store's endpoints not yet declared with the contract (decision 022; the rest are in store.endpoints.ts):
// product image uploads. Routes only parse, call and answer.
import { Router } from 'express';
import { callerOf, requireCaller, type AuthDeps } from '../../platform/auth.ts';
import { failure, respond } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { readImageUpload } from '../../platform/uploads/image-upload.ts';
import type { Media } from '../../ports/media.port.ts';
import { storeErrors } from './store-records.ts';

export interface StoreRouteDeps extends AuthDeps {
  media: Media;
}

export function storeRouter(deps: StoreRouteDeps): Router {
  const signedIn = requireCaller(deps);
  const router = Router();

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

  return router;
}
