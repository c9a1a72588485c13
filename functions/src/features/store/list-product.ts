// POST /api/store/products (SPEC 5 'Sell product'): a seller lists a product, whose listing and search entry the
// store's triggers then keep. Through the API rather than straight from the browser so the hourly limit holds on
// every road (decision 032): it is taken just before the product is written. The seller edits and removes their own
// listing from the browser under the rules, as before.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { newProductFields, type NewProduct } from '@marketplace/shared/store/product';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { storeErrors } from './store-records.ts';

export async function listProduct(
  { db }: { db: Firestore },
  caller: Caller,
  { imageUrl, ...product }: NewProduct & { imageUrl: string },
  limit: Limit,
): Promise<Outcome<{ id: string }>> {
  if (caller.role !== 'seller') return failure('forbidden', storeErrors.onlySellers);
  await limit();
  const ref = db.collection(paths.storeProducts).doc();
  await ref.create({ ...newProductFields(caller, product, imageUrl), createdAt: FieldValue.serverTimestamp() });
  log.info('product listed', { productId: ref.id, sellerId: caller.uid });
  return success({ id: ref.id });
}
