// The 'store' payment purpose: buying a product by card or UPI. The price is the stored one; the verified
// payment creates the store order under the payment order's id, so the browser's verify and the webhook,
// in either order and however often, make one order.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import type { storeOrderRequestSchema } from '@marketplace/shared/payments/payments-api';
import { orderedProductSchema } from '@marketplace/shared/store/order';
import type { Product } from '@marketplace/shared/store/product';
import { isPayableAmount, toPaise } from '@marketplace/shared/projects/money';
import { blockTexts } from '@marketplace/shared/safety/block';
import type { Caller } from '../../platform/auth.ts';
import { blockedBetween } from '../../platform/blocks.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { writeSearchKey } from '../../platform/search-keys.ts';
import type { PaymentPurposeHandler } from '../../ports/payment-purpose.port.ts';
import { orderedProduct, productFrom, storeErrors, storeOrderDocument } from './store-records.ts';

/** What a store payment order keeps besides the generic fields. */
const purchaseOrderSchema = z.looseObject({
  product: orderedProductSchema,
  deliveryAddress: z.string(),
  paymentMethod: z.enum(['card', 'upi']),
  studentEmail: z.string(),
});

/**
 * The product a caller may buy: it exists and is in the store, they have a profile, it is not their own listing, and
 * neither of them blocked the other (decision 031).
 */
export async function purchasableProduct(db: Firestore, caller: Caller, productId: string): Promise<Outcome<Product>> {
  const product = purchasable(caller, await db.doc(paths.storeProduct(productId)).get());
  if (product.ok && (await blockedBetween(db, caller.uid, product.value.sellerId))) {
    return failure('conflict', blockTexts.blockedBetween);
  }
  return product;
}

/** The same checks on a product document already read, but for blocks (purchasableProduct reads those). */
function purchasable(caller: Caller, stored: DocumentSnapshot): Outcome<Product> {
  if (!caller.role) return failure('forbidden', storeErrors.noProfile);
  const product = productFrom(stored);
  if (!product || product.hidden === true) return failure('not-found', storeErrors.productNotFound);
  if (product.sellerId === caller.uid) return failure('forbidden', storeErrors.ownProduct);
  // A price stored before the maximum existed (or past the rules) is not charged.
  if (!isPayableAmount(product.price)) return failure('conflict', storeErrors.notPayable);
  return success(product);
}

export const storePurchase: PaymentPurposeHandler<z.infer<typeof storeOrderRequestSchema>> = {
  subject: ({ productId }) => paths.storeProduct(productId),

  price(caller, { productId, deliveryAddress, paymentMethod }, subject) {
    const product = purchasable(caller, subject);
    if (!product.ok) return product;
    return success({
      amountPaise: toPaise(product.value.price),
      receipt: productId,
      notes: { productId, studentId: caller.uid },
      fields: { product: orderedProduct(product.value), deliveryAddress, paymentMethod, studentEmail: caller.email },
    });
  },

  async fulfil(tx, db, order, paymentId) {
    const purchase = purchaseOrderSchema.parse(order);
    const storeOrder = db.doc(paths.storeOrder(order.id));
    // Read before writing (a transaction's rule); an order already there is this payment's own.
    const [existing, product] = await Promise.all([
      tx.get(storeOrder),
      tx.get(db.doc(paths.storeProduct(purchase.product.id))),
    ]);
    if (existing.exists) return { ok: true };
    // Deleted while the buyer was paying: nothing to sell, so the payment is refunded (record-payment.ts).
    if (!product.exists) return { ok: false, reason: storeErrors.productGone, title: purchase.product.name };
    tx.create(
      storeOrder,
      storeOrderDocument({
        buyer: { uid: order.studentId, email: purchase.studentEmail },
        product: purchase.product,
        deliveryAddress: purchase.deliveryAddress,
        paymentMethod: purchase.paymentMethod,
        razorpay: { paymentId, orderId: order.id },
      }),
    );
    writeSearchKey(tx, db, paymentId, searchKeyTargets.paymentOfStoreOrder(storeOrder.path));
    return { ok: true };
  },

  async refusal(db, caller, subject) {
    const sellerId = subject.get('sellerId');
    return typeof sellerId === 'string' && (await blockedBetween(db, caller.uid, sellerId))
      ? blockTexts.blockedBetween
      : null;
  },

  confirmation: (order) => ({ orderId: order.id }),

  heldFor: (order) => ledgerSubject.order(order.id),
};
