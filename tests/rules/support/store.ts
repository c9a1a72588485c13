// The store's listings and orders for the rules suites: a product as the Sell form writes it (the web adapter's
// builder) and an order as the server writes it (the functions' builder), so neither is a hand copy.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import type { OrderStatus, PaymentMethod } from '@marketplace/shared/store/order';
import { newProductFields, productSchema, type NewProduct } from '@marketplace/shared/store/product';
import { orderedProduct, storeOrderDocument } from '../../../functions/src/features/store/store-records.ts';
import { DELIVERY_ADDRESS, assignedSeller, student, type Caller } from './marketplace.ts';
import { seed, type Person } from './rules-test-env.ts';

/** The marketplace's cast in the store's words: the student buys the product the assigned seller listed. */
export const storeRoleOf: Record<Caller, string> = {
  visitor: 'visitor',
  student: 'buyer',
  'other student': 'another student',
  'assigned seller': "the product's seller",
  'other seller': 'another seller',
  admin: 'admin',
};

export const buyer = student;
export const productSeller = assignedSeller;

export const PRODUCT_ID = 'product-1';
export const ORDER_ID = 'order-1';

/** Where the local Media adapter keeps a product photo (functions local-disk-media.ts, folder 'products'). */
export const LOCAL_IMAGE_URL = '/media/products/abc_-1.jpg';

/** What the Sell a Pre-Built Project form passes on once shared's checkSellProduct accepted it. */
export const sellForm: NewProduct = {
  name: 'Line-following robot kit',
  description: 'An Arduino robot that follows a black line, with its code and a wiring diagram.',
  price: 1999.99,
};

/** The uid and email the app writes for this person (as seller or buyer). */
export const accountOf = (person: Person) => ({ uid: person.uid, email: String(person.token.email) });

/** A product as POST /api/store/products stores it for this seller (shared's builder), listed a moment ago. */
export function newProduct(
  seller: { uid: string; email: string },
  product: NewProduct = sellForm,
  imageUrl: string = LOCAL_IMAGE_URL,
): DocumentData {
  return { ...newProductFields(seller, product, imageUrl), createdAt: Timestamp.now() };
}

/** The listing once stored. */
export function storedProduct(seller: Person = productSeller): DocumentData {
  return newProduct(accountOf(seller));
}

export const seedProduct = (env: RulesTestEnvironment, product: DocumentData = storedProduct(), id = PRODUCT_ID) =>
  seed(env, paths.storeProduct(id), product);

/** A listing as functions listings.ts keeps it: the product less its seller's email, dated in epoch millis. */
export function storedListing({ price, createdAt }: { price?: number; createdAt?: number } = {}): DocumentData {
  const { sellerEmail: _email, createdAt: listedAt, ...summary } = storedProduct();
  return { ...summary, ...(price === undefined ? {} : { price }), createdAt: createdAt ?? listedAt.toMillis() };
}

export interface OrderOptions {
  buyer?: Person;
  seller?: Person;
  productId?: string;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  orderedAt?: number;
}

/**
 * An order as the server stores it: the product read back the way the server reads it (shared's schema), then
 * the server's own builder. The builder stamps orderedAt with the admin SDK's serverTimestamp sentinel, which
 * the harness (the web SDK, past the rules) cannot send, so the time is set here as a web Timestamp.
 */
export function storedOrder(options: OrderOptions = {}): DocumentData {
  const {
    buyer: who = buyer,
    seller = productSeller,
    productId = PRODUCT_ID,
    status = 'Order Confirmed',
    paymentMethod = 'card',
    orderedAt = Date.now(),
  } = options;
  const product = productSchema.parse({ ...storedProduct(seller), id: productId });
  const order = storeOrderDocument({
    buyer: accountOf(who),
    product: orderedProduct(product),
    deliveryAddress: DELIVERY_ADDRESS,
    paymentMethod,
    razorpay: paymentMethod === 'cod' ? null : { paymentId: 'pay_test_1', orderId: 'order_test_1' },
  });
  return { ...order, orderStatus: status, orderedAt: Timestamp.fromMillis(orderedAt) };
}

export const seedOrder = (env: RulesTestEnvironment, order: DocumentData = storedOrder(), id = ORDER_ID) =>
  seed(env, paths.storeOrder(id), order);
