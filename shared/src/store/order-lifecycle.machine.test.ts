import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { advancedStatus, orderLifecycleMachine } from './order-lifecycle.machine.ts';
import { orderStatuses, trackingSteps, type OrderStatus } from './order.ts';

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
