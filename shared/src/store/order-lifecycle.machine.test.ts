import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { advancedStatus, orderLifecycleMachine, orderMachineFrom, orderStateOf } from './order-lifecycle.machine.ts';
import { orderStatuses, type OrderStatus } from './order.ts';
import { orderProcess, orderRefusal, orderStepFrom, trackingSteps } from './order-process.ts';

/** Where the machine goes on `event` from a stored `status` (the status itself: it ignored the event). */
function after(status: OrderStatus, type: 'order.advance' | 'order.cancel', machine = orderLifecycleMachine) {
  const tracker = createActor(machine, { input: { status } }).start();
  tracker.send({ type });
  const { value, context } = tracker.getSnapshot();
  tracker.stop();
  return { value, status: context.status };
}

describe('the order machine, built from the process table (decision 062)', () => {
  it.each(orderStatuses)(
    'from %s, moves exactly where the table leads, and ignores what it does not allow',
    (status) => {
      // The tracking step: the row leaving this status, or nothing.
      const step = orderStepFrom(status);
      const advanced = step ? orderProcess[step].to : status;
      expect(after(status, 'order.advance')).toEqual({ value: orderStateOf[advanced], status: advanced });
      // The cancellation: where the row's `from` allows (its buyer and clock aside), else nothing.
      const cancels = orderRefusal('cancel', { orderStatus: status, orderedAt: 0 }, 'buyer', 0) === null;
      const cancelled = cancels ? orderProcess.cancel.to : status;
      expect(after(status, 'order.cancel')).toEqual({ value: orderStateOf[cancelled], status: cancelled });
    },
  );

  it('refuses a transition missing from the table, in the machine as in the table', () => {
    // Delivered → Cancelled is no row: the table refuses it, and the machine ignores it.
    expect(orderRefusal('cancel', { orderStatus: 'Delivered', orderedAt: 0 }, 'buyer', 0)).toBe('not-from');
    expect(after('Delivered', 'order.cancel')).toEqual({ value: 'delivered', status: 'Delivered' });
    // A table without its `dispatch` row makes a machine that cannot leave Shipped.
    const { dispatch: _left, ...withoutDispatch } = orderProcess;
    const machine = orderMachineFrom(withoutDispatch);
    expect(after('Shipped', 'order.advance', machine)).toEqual({ value: 'shipped', status: 'Shipped' });
    expect(advancedStatus('Shipped', machine)).toBeNull();
    expect(advancedStatus('Order Confirmed', machine)).toBe('Shipped');
  });

  it("states the tracking steps once: the table's rows from where an order starts", () => {
    expect(trackingSteps).toEqual(['Order Confirmed', 'Shipped', 'Out for Delivery', 'Delivered']);
    expect(orderStatuses).toEqual([...trackingSteps, orderProcess.cancel.to]);
  });
});

describe('the order lifecycle (SPEC 4 Order tracking)', () => {
  it('steps Order Confirmed -> Shipped -> Out for Delivery -> Delivered, and no further', () => {
    const seen: (OrderStatus | null)[] = [];
    let status: OrderStatus | null = 'Order Confirmed';
    while (status) {
      seen.push(status);
      status = advancedStatus(status);
    }
    expect(seen).toEqual([...trackingSteps]);
    expect(advancedStatus('Delivered')).toBeNull();
  });

  it('never advances a cancelled order (tracking stops)', () => {
    expect(advancedStatus('Cancelled')).toBeNull();
  });

  it.each(trackingSteps)('follows the stored order from %s to Cancelled, and stays there', (status) => {
    const tracker = createActor(orderLifecycleMachine, { input: { status } }).start();
    tracker.send({ type: 'order.synced', status: 'Cancelled' });
    expect(tracker.getSnapshot().value).toBe('cancelled');
    tracker.send({ type: 'order.synced', status: 'Delivered' });
    tracker.send({ type: 'order.advance' });
    expect(tracker.getSnapshot().context.status).toBe('Cancelled');
  });

  it('follows the stored order forward, and ignores a stale status arriving late', () => {
    const tracker = createActor(orderLifecycleMachine, { input: { status: 'Order Confirmed' } }).start();
    tracker.send({ type: 'order.synced', status: 'Out for Delivery' });
    expect(tracker.getSnapshot().context.status).toBe('Out for Delivery');
    expect(tracker.getSnapshot().value).toBe('outForDelivery');
    tracker.send({ type: 'order.synced', status: 'Shipped' });
    expect(tracker.getSnapshot().context.status).toBe('Out for Delivery');
    tracker.send({ type: 'order.synced', status: 'Delivered' });
    expect(tracker.getSnapshot().value).toBe('delivered');
    tracker.send({ type: 'order.synced', status: 'Shipped' });
    tracker.send({ type: 'order.advance' });
    expect(tracker.getSnapshot().context.status).toBe('Delivered');
  });

  it.each(orderStatuses)('starts at a stored %s', (status) => {
    const tracker = createActor(orderLifecycleMachine, { input: { status } }).start();
    expect(tracker.getSnapshot().context.status).toBe(status);
  });

  it('moves one step per advance, from wherever it starts', () => {
    const tracker = createActor(orderLifecycleMachine, { input: { status: 'Shipped' } }).start();
    tracker.send({ type: 'order.advance' });
    expect(tracker.getSnapshot().context.status).toBe('Out for Delivery');
    tracker.send({ type: 'order.advance' });
    tracker.send({ type: 'order.advance' });
    expect(tracker.getSnapshot().context.status).toBe('Delivered');
  });
});
