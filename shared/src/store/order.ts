// SPEC 3 'Store order' and SPEC 4 'Order tracking': the order the server writes when a purchase is paid (or
// placed cash on delivery) and the statuses it can have; the steps between them are the order process's rows
// (order-process.ts), the buyer's cancellation inside SPEC 9's window among them.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { refundStatuses } from '../projects/project.ts';

/**
 * Every status an order can have, in the order it reaches them (SPEC 4's tracking steps), Cancelled last, so
 * nothing is 'ahead' of it (the machine's rule).
 */
export const orderStatuses = ['Order Confirmed', 'Shipped', 'Out for Delivery', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['card', 'upi', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** SPEC 9: a step every 2 s after confirmation (configurable on the server). */
export const ORDER_STEP_MS = 2000;
/** SPEC 9: delivery is estimated 7 days after purchase. */
export const ESTIMATED_DELIVERY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The product as it was when bought (SPEC 3: a copy, so later edits do not change past orders). */
export const orderedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string().catch(''),
  sellerId: z.string(),
  sellerEmail: z.string(),
});
export type OrderedProduct = z.infer<typeof orderedProductSchema>;

export const storeOrderSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentEmail: z.string(),
  /** The product's seller, kept beside the copy so their sales can be listed (beyond SPEC). */
  sellerId: z.string(),
  product: orderedProductSchema,
  deliveryAddress: z.string(),
  paymentMethod: z.enum(paymentMethods),
  orderStatus: z.enum(orderStatuses),
  orderedAt: epochMillis,
  /** Null for cash on delivery. */
  razorpay_payment_id: z.string().nullable().default(null),
  razorpay_order_id: z.string().nullable().default(null),
  /** When the buyer cancelled it; null while it is not cancelled. */
  cancelledAt: epochMillis.default(null),
  /** Its refund's status, mirrored by the server from the refund record (refunds/order-{id}); null: no refund. */
  refundStatus: z.enum(refundStatuses).nullable().catch(null).default(null),
  /**
   * 'manual': this order's seller moves it on by hand whatever the store's tracking mode (the demo's recent order,
   * which would otherwise be Delivered seconds after a start, and browser tests that need an order to stay put).
   * Absent: the store's mode decides.
   */
  tracking: z.enum(['automatic', 'manual']).optional().catch(undefined),
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export function estimatedDelivery(orderedAt: number): number {
  return orderedAt + ESTIMATED_DELIVERY_DAYS * DAY_MS;
}

/** Newest first (SPEC 7: ordered by orderedAt descending); orders without a time yet come first. */
export function newestOrdersFirst<O extends Pick<StoreOrder, 'orderedAt'>>(orders: readonly O[]): O[] {
  return [...orders].sort((a, b) => (b.orderedAt ?? Infinity) - (a.orderedAt ?? Infinity));
}
