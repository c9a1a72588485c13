// POST /api/create-cod-order: cash on delivery needs no payment, so the order is created at once, for the
// stored product. The browser's requestId names the order: a double click or a retried request finds the
// order the first one made instead of making a second.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { CodOrderRequest } from '@marketplace/shared/store/store-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { orderedProduct, storeErrors, storeOrderDocument } from './store-records.ts';
import { purchasableProduct } from './store-purchase.ts';

export function codOrderId(uid: string, requestId: string): string {
  return `cod_${createHash('sha256').update(`${uid}|${requestId}`).digest('base64url').slice(0, 24)}`;
}

export async function createCodOrder(
  { db }: { db: Firestore },
  caller: Caller,
  input: CodOrderRequest,
): Promise<Outcome<{ orderId: string }>> {
  const product = await purchasableProduct(db, caller, input.productId);
  if (!product.ok) return product;
  const orderId = codOrderId(caller.uid, input.requestId);
  const ref = db.doc(paths.storeOrder(orderId));
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      return existing.get('product.id') === input.productId
        ? success({ orderId })
        : failure('conflict', storeErrors.requestReused);
    }
    tx.create(
      ref,
      storeOrderDocument({
        buyer: { uid: caller.uid, email: caller.email },
        product: orderedProduct(product.value),
        deliveryAddress: input.deliveryAddress,
        paymentMethod: 'cod',
        razorpay: null,
      }),
    );
    return success({ orderId });
  });
}
