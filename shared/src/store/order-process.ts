// A store order's lifecycle as one process table, in the escrow's form (decision 028: transition, who takes it, by
// which road, from which statuses, what it writes, what else it does, who is told), beside the project's
// (projects/escrow-process.ts). Nothing else states a step (decision 062): the server's tracking task and the
// seller's step take the tracking rows (advance-order.ts), the buyer's cancellation takes the `cancel` row
// (order-cancellation.ts, cancel-order.ts), and the machine the tracking view and the XState inspector show is built
// from the rows (order-lifecycle.machine.ts). The statuses themselves are the order's field (order.ts).
import type { Effect, Road } from '../projects/escrow-process.ts';
import type { OrderStatus } from './order.ts';

/** What the seller's step is refused with. */
export const orderStepTexts = {
  notFound: 'This order does not exist.',
  notSeller: "Only the seller of this order's product can move it on.",
  movedOn: 'This order has already moved on. Refresh to see where it is.',
} as const;

/** Who moves an order: its buyer, the product's seller, or the server on its own clock. */
export type OrderParty = 'buyer' | 'seller' | 'server';

/** SPEC 9: a 24-hour window from purchase for the buyer's cancellation. */
export const CANCELLATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface OrderTransition {
  by: readonly OrderParty[];
  /** The seller's and buyer's steps go through the API; the server's, as a task. */
  roads: readonly Road[];
  /** The statuses it leaves; from any other it is refused. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** How long after the purchase it may be taken (null: whenever its `from` allows). */
  within: number | null;
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
  from: [from],
  to,
  within: null,
  effects,
  tells: ['buyer'],
});

/** SPEC 4's tracking steps, the last of which ends the order, and the buyer's cancellation (SPEC 9). */
export const orderProcess = {
  ship: step('Order Confirmed', 'Shipped'),
  dispatch: step('Shipped', 'Out for Delivery'),
  deliver: step('Out for Delivery', 'Delivered', ['earn']),
  // SPEC 9: inside 24 hours of the purchase and before it is Delivered.
  cancel: {
    by: ['buyer'],
    roads: ['api'],
    from: ['Order Confirmed', 'Shipped', 'Out for Delivery'],
    to: 'Cancelled',
    within: CANCELLATION_WINDOW_MS,
    effects: ['refund'],
    tells: [],
  },
} as const satisfies Record<string, OrderTransition>;
export type OrderTransitionName = keyof typeof orderProcess;
export const orderTransitionNames = Object.keys(orderProcess) as OrderTransitionName[];

/** The tracking rows: the steps the server takes on its own clock (and the seller by hand). */
export type TrackingStepName = {
  [N in OrderTransitionName]: 'server' extends (typeof orderProcess)[N]['by'][number] ? N : never;
}[OrderTransitionName];
const trackingStepNames = orderTransitionNames.filter((name): name is TrackingStepName =>
  (orderProcess[name].by as readonly OrderParty[]).includes('server'),
);

/** The tracking step that leaves `status`; null once Delivered or Cancelled. */
export function orderStepFrom(status: OrderStatus): TrackingStepName | null {
  return trackingStepNames.find((name) => (orderProcess[name].from as readonly OrderStatus[]).includes(status)) ?? null;
}

/** SPEC 4's tracking steps in order: where an order starts, then where each tracking row leads. */
export const trackingSteps: readonly OrderStatus[] = (() => {
  const steps: OrderStatus[] = ['Order Confirmed'];
  for (let next = orderStepFrom(steps[0]!); next; next = orderStepFrom(steps.at(-1)!))
    steps.push(orderProcess[next].to);
  return steps;
})();

/** Why a party may not take a row now: not theirs, there already, not from here, or too late. */
export type OrderRefusal = 'not-party' | 'already' | 'not-from' | 'too-late';

/**
 * Whether `party` may take the row on `order` at `now`, as the row says: its takers, its `from` and its window from
 * the purchase. An order whose time the server has not yet set (a browser's pending write) was bought just now.
 */
export function orderRefusal(
  name: OrderTransitionName,
  order: { orderStatus: OrderStatus; orderedAt: number | null },
  party: OrderParty | null,
  now: number,
): OrderRefusal | null {
  const row: OrderTransition = orderProcess[name];
  if (party === null || !row.by.includes(party)) return 'not-party';
  if (order.orderStatus === row.to) return 'already';
  if (!row.from.includes(order.orderStatus)) return 'not-from';
  if (row.within !== null && now - (order.orderedAt ?? now) >= row.within) return 'too-late';
  return null;
}
