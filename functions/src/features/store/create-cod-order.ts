// POST /api/create-cod-order: cash on delivery needs no payment, so the order is created at once, for the
// stored product. The Idempotency-Key header names the order: a double click or a retried request finds the
// order the first one made instead of making a second. A client that sends no key (SPEC 7's body alone) is
// still served, and still protected from a double submit: one order per buyer, product and address within
// COD_REPEAT_WINDOW_MS. Each new order takes one of the buyer's hourly cash-on-delivery orders (decision 032), named
// by what makes it the same order, so a double click or a retry takes none of it.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { Product } from '@marketplace/shared/store/product';
import type { CodOrderRequest } from '@marketplace/shared/store/store-api';
import type { Limit } from '../../platform/api/request-limits.ts';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { orderedProduct, storeErrors, storeOrderDocument } from './store-records.ts';
import { purchasableProduct } from './store-purchase.ts';
import { transact } from '../../platform/transaction.ts';

/** Long enough for a double click or a client's retry, short enough that a real second order goes through. */
export const COD_REPEAT_WINDOW_MS = 60_000;

const hashed = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('base64url').slice(0, 24);

export function codOrderId(uid: string, idempotencyKey: string): string {
  return `cod_${hashed(uid, idempotencyKey)}`;
}

export interface CodOrderCommand extends CodOrderRequest {
  /** The Idempotency-Key header's value; null when the client sent none. */
  idempotencyKey: string | null;
}

export async function createCodOrder(
  { db }: { db: Firestore },
  caller: Caller,
  input: CodOrderCommand,
  limit: Limit,
  now = Date.now(),
): Promise<Outcome<{ orderId: string }>> {
  const product = await purchasableProduct(db, caller, input.productId);
  if (!product.ok) return product;
  const order = () =>
    storeOrderDocument({
      buyer: { uid: caller.uid, email: caller.email },
      product: orderedProduct(product.value),
      deliveryAddress: input.deliveryAddress,
      paymentMethod: 'cod',
      razorpay: null,
    });
  if (input.idempotencyKey === null) {
    await limit(
      `window-${hashed(caller.uid, product.value.id, input.deliveryAddress, String(Math.floor(now / COD_REPEAT_WINDOW_MS)))}`,
    );
    return orderOncePerWindow(db, caller, product.value, input.deliveryAddress, order, now);
  }
  await limit(codOrderId(caller.uid, input.idempotencyKey));
  return orderOncePerKey(db, caller, input.idempotencyKey, input.productId, order);
}

async function orderOncePerKey(
  db: Firestore,
  caller: Caller,
  key: string,
  productId: string,
  order: () => ReturnType<typeof storeOrderDocument>,
): Promise<Outcome<{ orderId: string }>> {
  const orderId = codOrderId(caller.uid, key);
  const ref = db.doc(paths.storeOrder(orderId));
  return transact(db, async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      return existing.get('product.id') === productId
        ? success({ orderId })
        : failure('conflict', storeErrors.requestReused);
    }
    tx.create(ref, order());
    return success({ orderId });
  });
}

/**
 * One record per buyer, product and address names the last order made for them: a request inside the window
 * answers that order, and the transaction makes two concurrent requests agree on one.
 */
async function orderOncePerWindow(
  db: Firestore,
  caller: Caller,
  product: Product,
  deliveryAddress: string,
  order: () => ReturnType<typeof storeOrderDocument>,
  now: number,
): Promise<Outcome<{ orderId: string }>> {
  const last = db.doc(paths.codRequest(hashed(caller.uid, product.id, deliveryAddress)));
  return transact(db, async (tx) => {
    const previous = await tx.get(last);
    const at = previous.get('at') as Timestamp | undefined;
    const orderId = previous.get('orderId') as string | undefined;
    if (at && orderId && now - at.toMillis() < COD_REPEAT_WINDOW_MS) return success({ orderId });
    const ref = db.collection(paths.storeOrders).doc();
    tx.create(ref, order());
    // expireAt: a Firestore TTL policy may remove the record once the window has passed.
    tx.set(last, {
      orderId: ref.id,
      at: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + COD_REPEAT_WINDOW_MS),
    });
    return success({ orderId: ref.id });
  });
}
