// The store order's process table (order-process.ts) as a machine, built from its rows: a state per status, and
// from each status the rows that leave it (the tracking step as 'order.advance', the buyer's cancellation as
// 'order.cancel'). What the table does not allow, the machine ignores. The server's step task and a seller's manual
// step ask it for the next status; the tracking view (and the XState inspector) runs it driven by the order document
// ('order.synced'), which only ever moves it forward.
import { assign, initialTransition, setup, transition, type SnapshotFrom } from 'xstate';
import { orderStatuses, type OrderStatus } from './order.ts';
import { orderProcess, orderTransitionNames, type OrderParty, type OrderTransitionName } from './order-process.ts';

export type OrderLifecycleEvent =
  /** One tracking step on (the row the server takes from here). */
  | { type: 'order.advance' }
  /** The buyer's cancellation, where its row allows (its clock and buyer are the server's to check). */
  | { type: 'order.cancel' }
  /** The stored order says it is at `status` (a later status than shown moves the view on; an earlier one is stale). */
  | { type: 'order.synced'; status: OrderStatus };

/** The state each status is shown as. */
export const orderStateOf: Record<OrderStatus, string> = {
  'Order Confirmed': 'confirmed',
  Shipped: 'shipped',
  'Out for Delivery': 'outForDelivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/** The machine's event for a row: the server's tracking steps advance; the buyer's row cancels. */
const eventOf = (name: OrderTransitionName): OrderLifecycleEvent['type'] =>
  (orderProcess[name].by as readonly OrderParty[]).includes('server') ? 'order.advance' : 'order.cancel';

const isAhead = (status: OrderStatus, shown: OrderStatus) =>
  orderStatuses.indexOf(status) > orderStatuses.indexOf(shown);

type Rows = Record<OrderTransitionName, { from: readonly OrderStatus[]; to: OrderStatus; by: readonly OrderParty[] }>;

/** The rows leaving `status`, as the state's transitions. */
function transitionsFrom(rows: Partial<Rows>, status: OrderStatus) {
  const on: Partial<Record<OrderLifecycleEvent['type'], { target: string; actions: ReturnType<typeof assign> }>> = {};
  for (const name of orderTransitionNames) {
    const row = rows[name];
    if (!row?.from.includes(status)) continue;
    on[eventOf(name)] = {
      target: orderStateOf[row.to],
      actions: assign({ status: row.to }) as ReturnType<typeof assign>,
    };
  }
  return on;
}

/**
 * The machine of a process table (the store's own, below; a test builds one from a table with a row left out):
 * a state per status, with no state final, so a late event is ignored rather than an error.
 */
export function orderMachineFrom(rows: Partial<Rows>) {
  return setup({
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
        always: orderStatuses.map((status) => ({
          guard: ({ context }: { context: { status: OrderStatus } }) => context.status === status,
          target: orderStateOf[status],
        })),
      },
      ...Object.fromEntries(
        orderStatuses.map((status) => [orderStateOf[status], { on: transitionsFrom(rows, status) }]),
      ),
    },
    on: {
      // Cancelled is last in orderStatuses, so nothing syncs past it.
      'order.synced': { guard: 'ahead', target: '.routing', actions: 'sync' },
    },
  });
}

export const orderLifecycleMachine = orderMachineFrom(orderProcess);

export type OrderLifecycleSnapshot = SnapshotFrom<typeof orderLifecycleMachine>;

/** The status one tracking step after `status` by the machine; null once Delivered or Cancelled. */
export function advancedStatus(status: OrderStatus, machine = orderLifecycleMachine): OrderStatus | null {
  const [start] = initialTransition(machine, { status });
  const [next] = transition(machine, start, { type: 'order.advance' });
  return next.context.status === status ? null : next.context.status;
}
