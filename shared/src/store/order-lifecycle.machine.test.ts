import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { advancedStatus, orderLifecycleMachine } from './order-lifecycle.machine.ts';
import { orderStatuses, type OrderStatus } from './order.ts';

describe('the order lifecycle (SPEC 4 Order tracking)', () => {
  it('steps Order Confirmed -> Shipped -> Out for Delivery -> Delivered, and no further', () => {
    const seen: (OrderStatus | null)[] = [];
    let status: OrderStatus | null = 'Order Confirmed';
    while (status) {
      seen.push(status);
      status = advancedStatus(status);
    }
    expect(seen).toEqual([...orderStatuses]);
    expect(advancedStatus('Delivered')).toBeNull();
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
