// The store's documents as the server reads and writes them: a product (through shared's schema) and the
// order a purchase creates (SPEC 3 'Store order'), built in one place for card, UPI and cash on delivery.
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { PRODUCT_SEARCH_FIELD, searchTitleOf } from '@marketplace/shared/admin/search-keys';
import { listingFrom, type StoreListing } from '@marketplace/shared/store/listing';
import { productSchema, type Product } from '@marketplace/shared/store/product';
import type { OrderedProduct, PaymentMethod } from '@marketplace/shared/store/order';
import type { DocumentChange } from '../../platform/triggers.ts';

/** Null when there are no fields, or they no longer have a product's shape (it cannot be sold or listed). */
function productOf(id: string, data: Record<string, unknown> | null | undefined): Product | null {
  if (!data) return null;
  const parsed = productSchema.safeParse({ ...data, id });
  return parsed.success ? parsed.data : null;
}

/** Null when the product does not exist (or no longer has a product's shape: it cannot be sold). */
export function productFrom(snapshot: DocumentSnapshot): Product | null {
  return productOf(snapshot.id, snapshot.data());
}

/**
 * What everyone may see of a product with these stored fields (the store's listing and its search): all but the
 * seller's email. A product of the earlier app without a date is dated `storedAt`, when it was stored, so the
 * listings and the search put it in the same place. Null when it is not a product (productOf), or is hidden
 * (decision 031: by a moderator, or its seller is suspended), so it leaves the store's pages, its first screen and
 * its search together. A trigger reads a change's fields with it, and a stored product's with listingOf: the same
 * listing either way.
 */
export function listingOfProduct(
  id: string,
  data: Record<string, unknown> | null | undefined,
  storedAt?: number,
): StoreListing | null {
  const product = productOf(id, data);
  if (!product || product.hidden === true) return null;
  const { sellerId, name, description, price, imageUrl, createdAt } = product;
  return { id, sellerId, name, description, price, imageUrl, createdAt: createdAt ?? storedAt ?? 0 };
}

export function listingOf(snapshot: DocumentSnapshot): StoreListing | null {
  return listingOfProduct(snapshot.id, snapshot.data(), snapshot.createTime?.toMillis());
}

/**
 * Whether a product's change leaves its listing as it was: a write of a field no listing shows, such as the admin
 * search's grams on a product written before they moved to its search entry (decisions 017, 087). Its listing and the
 * search index then have nothing to do.
 */
export function listingUnchanged({ params, before, after }: DocumentChange): boolean {
  if (!before || !after) return false;
  // Hidden or shown again (decision 031): the listing goes or comes back whatever else it says.
  if ((before.hidden === true) !== (after.hidden === true)) return false;
  const [was, is] = [listingFrom(params.productId!, before), listingFrom(params.productId!, after)];
  return was !== null && is !== null && JSON.stringify(was) === JSON.stringify(is);
}

/** SPEC 3: the order keeps a copy of the product as it was sold. */
export function orderedProduct(product: Product): OrderedProduct {
  const { id, name, description, price, imageUrl, sellerId, sellerEmail } = product;
  return { id, name, description, price, imageUrl, sellerId, sellerEmail };
}

export interface NewStoreOrder {
  buyer: { uid: string; email: string };
  product: OrderedProduct;
  deliveryAddress: string;
  paymentMethod: PaymentMethod;
  /** Null for cash on delivery. */
  razorpay: { paymentId: string; orderId: string } | null;
}

/** The stored order: 'Order Confirmed' at creation (SPEC 9), orderedAt the server's time. */
export function storeOrderDocument(order: NewStoreOrder) {
  return {
    studentId: order.buyer.uid,
    studentEmail: order.buyer.email,
    sellerId: order.product.sellerId,
    product: order.product,
    [PRODUCT_SEARCH_FIELD]: searchTitleOf(order.product.name),
    deliveryAddress: order.deliveryAddress,
    paymentMethod: order.paymentMethod,
    orderStatus: 'Order Confirmed',
    orderedAt: FieldValue.serverTimestamp(),
    razorpay_payment_id: order.razorpay?.paymentId ?? null,
    razorpay_order_id: order.razorpay?.orderId ?? null,
  };
}

export const storeErrors = {
  productNotFound: 'This product is no longer in the store.',
  productGone: 'This product was removed from the store while you were paying.',
  ownProduct: 'You cannot buy your own product.',
  noProfile: 'Choose your role before buying.',
  requestReused: 'This Idempotency-Key was already used for another product.',
  onlySellers: 'Only sellers can list products.',
  notPayable: 'This product cannot be bought: its price is outside what one payment can take.',
  hidden: 'This product is no longer in the store.',
} as const;
