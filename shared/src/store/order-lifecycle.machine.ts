// SPEC 4 'Order tracking' as a machine: Order Confirmed -> Shipped -> Out for Delivery -> Delivered. The
// server's step task and a seller's manual step both ask it for the next status ('order.advance'); the
// tracking view runs it driven by the order document ('order.synced'), which only ever moves it forward.
// Cancelled (the buyer, through the server) is where tracking stops: nothing advances it.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { orderStatuses, type OrderStatus } from './order.ts';

export type OrderLifecycleEvent =
  /** One step on. */
  | { type: 'order.advance' }
  /** The stored order says it is at `status` (a later status than shown moves the view on; an earlier one is stale). */
  | { type: 'order.synced'; status: OrderStatus };

const isAhead = (status: OrderStatus, shown: OrderStatus) =>
  orderStatuses.indexOf(status) > orderStatuses.indexOf(shown);

export const orderLifecycleMachine = setup({
  types: {
    context: {} as { status: OrderStatus },
    events: {} as OrderLifecycleEvent,
    input: {} as { status: OrderStatus },
  },
  guards: {
    ahead: ({ context, event }) => event.type === 'order.synced' && isAhead(event.status, context.status),
  },
  actions: {
    sync: assign({ status: ({ context, event }) => (event.type === 'order.synced' ? event.status : context.status) }),
  },
}).createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({ status: input.status }),
  initial: 'routing',
  states: {
    // Starts at the stored status (an order opened after it has moved on).
    routing: {
      always: [
        { guard: ({ context }) => context.status === 'Shipped', target: 'shipped' },
        { guard: ({ context }) => context.status === 'Out for Delivery', target: 'outForDelivery' },
        { guard: ({ context }) => context.status === 'Delivered', target: 'delivered' },
        { guard: ({ context }) => context.status === 'Cancelled', target: 'cancelled' },
        { target: 'confirmed' },
      ],
    },
    confirmed: {
      on: { 'order.advance': { target: 'shipped', actions: assign({ status: 'Shipped' }) } },
    },
    shipped: {
      on: { 'order.advance': { target: 'outForDelivery', actions: assign({ status: 'Out for Delivery' }) } },
    },
    outForDelivery: {
      on: { 'order.advance': { target: 'delivered', actions: assign({ status: 'Delivered' }) } },
    },
    // Not a final state: a late 'order.synced' or 'order.advance' is simply ignored, never an error.
    delivered: {},
    // Reached only from the stored order (the server cancels); last in orderStatuses, so nothing syncs past it.
    cancelled: {},
  },
  on: {
    'order.synced': { guard: 'ahead', target: '.routing', actions: 'sync' },
  },
});

export type OrderLifecycleSnapshot = SnapshotFrom<typeof orderLifecycleMachine>;

/** The status one step after `status` by the machine's own rules; null once Delivered or Cancelled. */
export function advancedStatus(status: OrderStatus): OrderStatus | null {
  const [start] = initialTransition(orderLifecycleMachine, { status });
  const [next] = transition(orderLifecycleMachine, start, { type: 'order.advance' });
  return next.context.status === status ? null : next.context.status;
}
