// A store order's lifecycle in the escrow's form (decision 028: transition, who takes it, by which road, from which
// status, what it writes, what else it does, who is told), beside the project's (projects/escrow-process.ts). The
// server's tracking task, the seller's step and the buyer's cancellation ask it; the tracking view's machine
// (order-lifecycle.machine.ts) only follows the stored status.
import type { Effect, Road } from '../projects/escrow-process.ts';
import type { OrderStatus, StoreOrder } from './order.ts';
import { canCancelOrder } from './order-cancellation.ts';

/** What the seller's step is refused with. */
export const orderStepTexts = {
  notFound: 'This order does not exist.',
  notSeller: "Only the seller of this order's product can move it on.",
  movedOn: 'This order has already moved on. Refresh to see where it is.',
} as const;

/** Who moves an order: its buyer, the product's seller, or the server on its own clock. */
export type OrderParty = 'buyer' | 'seller' | 'server';

export interface OrderTransition {
  by: readonly OrderParty[];
  /** The seller's and buyer's steps go through the API; the server's, as a task. */
  roads: readonly Road[];
  /** The status it leaves, or null when any live status may (a cancellation, within the policy). */
  from: OrderStatus | null;
  to: OrderStatus;
  /**
   * `earn`: the order is over and its money is earned, the seller's 70% owed and the platform's 30% kept (a card or
   * UPI payment from what was held; cash on delivery as it is collected); `refund`: a paid order's money goes back.
   */
  effects: readonly Effect[];
  /** Who is told (the buyer of each step they did not take). */
  tells: readonly ('buyer' | 'seller')[];
}

const step = (from: OrderStatus, to: OrderStatus, effects: readonly Effect[] = []): OrderTransition => ({
  by: ['seller', 'server'],
  roads: ['api', 'task'],
  from,
  to,
  effects,
  tells: ['buyer'],
});

/** SPEC 4's tracking steps, the last of which ends the order, and the buyer's cancellation (SPEC 9). */
export const orderProcess = {
  ship: step('Order Confirmed', 'Shipped'),
  dispatch: step('Shipped', 'Out for Delivery'),
  deliver: step('Out for Delivery', 'Delivered', ['earn']),
  cancel: { by: ['buyer'], roads: ['api'], from: null, to: 'Cancelled', effects: ['refund'], tells: [] },
} as const satisfies Record<string, OrderTransition>;
export type OrderTransitionName = keyof typeof orderProcess;

/** The tracking step that leaves `status`; null once Delivered or Cancelled. */
export function orderStepFrom(status: OrderStatus): Exclude<OrderTransitionName, 'cancel'> | null {
  for (const name of ['ship', 'dispatch', 'deliver'] as const) if (orderProcess[name].from === status) return name;
  return null;
}

/** Whether `buyerId` may cancel now (SPEC 9's window, before delivery): the cancel transition's guard. */
export const canCancel = (
  order: Pick<StoreOrder, 'studentId' | 'orderStatus' | 'orderedAt'>,
  buyerId: string,
  now: number,
) => canCancelOrder(order, buyerId, now).ok;
