// Order tracking on the server (SPEC 4, 9): an order moves Order Confirmed -> Shipped -> Out for Delivery ->
// Delivered, a step every ORDER_STEP_MS, through the trigger and the local task queue the host uses; a
// redelivered event or a repeated task never skips or repeats a step; with tracking set to 'manual' the
// order waits for its seller.
import { afterEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { OrderStatus } from '@marketplace/shared/store/order';
import { advanceOrder, scheduleOrderStep } from '../../functions/src/features/store/order-tracking.ts';
import { orderedProduct, storeOrderDocument } from '../../functions/src/features/store/store-records.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { TEST_ORDER_STEP_MS, eventually, useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

let stopDelivery: (() => Promise<void>) | null = null;
// Awaited: a delivery saves its mark as it stops, and a mark saved after the next test's clear would make that
// test's catch-up skip what it wrote before it.
afterEach(async () => {
  await stopDelivery?.();
  stopDelivery = null;
});

const product = orderedProduct({
  id: 'p1',
  sellerId: 'seller-1',
  sellerEmail: 'seller@example.test',
  name: 'Line Following Robot',
  description: 'Arduino robot',
  price: 1899,
  imageUrl: '',
  createdAt: null,
});

async function placeOrder(id: string, status: OrderStatus = 'Order Confirmed', extra: Record<string, unknown> = {}) {
  await backend.db.doc(paths.storeOrder(id)).set({
    ...storeOrderDocument({
      buyer: { uid: 'student-1', email: 'student@example.test' },
      product,
      deliveryAddress: 'Indore',
      paymentMethod: 'cod',
      razorpay: null,
    }),
    orderStatus: status,
    orderedAt: Timestamp.now(),
    ...extra,
  });
}
const statusOf = async (id: string) =>
  (await backend.db.doc(paths.storeOrder(id)).get()).get('orderStatus') as OrderStatus;

/**
 * Every status the order is seen in, until Delivered; `listening` settles on the listener's first answer (the
 * emulator can miss a write made while a listener is still being set up).
 */
function watchUntilDelivered(id: string): { listening: Promise<void>; statuses: Promise<OrderStatus[]> } {
  const seen: OrderStatus[] = [];
  let answered: () => void = () => {};
  const listening = new Promise<void>((resolve) => (answered = resolve));
  const statuses = new Promise<OrderStatus[]>((resolve) => {
    const stop = backend.db.doc(paths.storeOrder(id)).onSnapshot((snapshot) => {
      answered();
      const status = snapshot.get('orderStatus') as OrderStatus | undefined;
      if (status && seen.at(-1) !== status) seen.push(status);
      if (status === 'Delivered') {
        stop();
        resolve(seen);
      }
    });
  });
  return { listening, statuses };
}

describe('automatic order tracking', () => {
  it('moves a new order through every step to Delivered, one step at a time', async () => {
    const delivery = deliverFirestore(backend.db, { scheduleOrderStep: triggers.scheduleOrderStep }, backend);
    stopDelivery = delivery;
    const watching = watchUntilDelivered('order-1');
    await Promise.all([delivery.listening, watching.listening]);
    const started = Date.now();
    await placeOrder('order-1');
    expect(await watching.statuses).toEqual(['Order Confirmed', 'Shipped', 'Out for Delivery', 'Delivered']);
    // Three steps, each after its interval.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * TEST_ORDER_STEP_MS);
  });

  it('picks an order up where it stands on a catch-up delivery (the host starting again)', async () => {
    await placeOrder('order-2', 'Out for Delivery');
    stopDelivery = deliverFirestore(backend.db, { scheduleOrderStep: triggers.scheduleOrderStep }, backend);
    await eventually(
      () => statusOf('order-2'),
      (status) => status === 'Delivered',
    );
  });
});

describe('scheduleOrderStep and advanceOrder, called as a redelivering queue would', () => {
  const change = (id: string, before: OrderStatus | null, after: OrderStatus) => ({
    id: `${id}-${after}`,
    path: paths.storeOrder(id),
    params: { orderId: id },
    before: before === null ? null : { orderStatus: before },
    after: { orderStatus: after },
  });

  it('schedules one step however often the same change is delivered', async () => {
    const enqueued: unknown[] = [];
    const counting = { ...backend, taskQueue: { enqueue: async (...args: unknown[]) => void enqueued.push(args) } };
    for (let i = 0; i < 3; i++) await scheduleOrderStep(counting, change('order-3', null, 'Order Confirmed'));
    // The local queue and Cloud Tasks both drop a task whose id they already hold: the ids are the same.
    const ids = new Set(enqueued.map((args) => (args as [string, unknown, { id: string }])[2].id));
    expect(ids.size).toBe(1);
    // A change that is not a move (an unrelated field) schedules nothing.
    enqueued.length = 0;
    await scheduleOrderStep(counting, change('order-3', 'Shipped', 'Shipped'));
    expect(enqueued).toEqual([]);
  });

  it('moves one step for a task, and nothing for a repeated or late task', async () => {
    await placeOrder('order-4');
    await advanceOrder(backend, { data: { orderId: 'order-4', from: 'Order Confirmed' } });
    expect(await statusOf('order-4')).toBe('Shipped');
    // The same task again, and a late one for a step already taken: no skip, no repeat.
    await advanceOrder(backend, { data: { orderId: 'order-4', from: 'Order Confirmed' } });
    expect(await statusOf('order-4')).toBe('Shipped');
    await advanceOrder(backend, { data: { orderId: 'order-4', from: 'Shipped' } });
    await advanceOrder(backend, { data: { orderId: 'order-4', from: 'Shipped' } });
    expect(await statusOf('order-4')).toBe('Out for Delivery');
  });

  it('never moves a Delivered order, and ignores a task for an order that is not there', async () => {
    await placeOrder('order-5', 'Delivered');
    await advanceOrder(backend, { data: { orderId: 'order-5', from: 'Delivered' } });
    expect(await statusOf('order-5')).toBe('Delivered');
    await advanceOrder(backend, { data: { orderId: 'missing', from: 'Shipped' } });
    expect((await backend.db.doc(paths.storeOrder('missing')).get()).exists).toBe(false);
  });
});

describe('manual order tracking', () => {
  it('schedules nothing: the order waits for its seller', async () => {
    const manual = { ...backend, orderTracking: { mode: 'manual' as const, stepMs: TEST_ORDER_STEP_MS } };
    const delivery = deliverFirestore(backend.db, { scheduleOrderStep: triggers.scheduleOrderStep }, manual);
    stopDelivery = delivery;
    // Written once the trigger is listening, so the order is seen and, in manual mode, left where it is.
    await delivery.listening;
    await placeOrder('order-6');
    await new Promise((resolve) => setTimeout(resolve, 10 * TEST_ORDER_STEP_MS));
    expect(await statusOf('order-6')).toBe('Order Confirmed');
  });

  it('leaves an order marked for manual tracking to its seller while the others move on', async () => {
    const delivery = deliverFirestore(backend.db, { scheduleOrderStep: triggers.scheduleOrderStep }, backend);
    stopDelivery = delivery;
    await delivery.listening;
    await placeOrder('order-7', 'Order Confirmed', { tracking: 'manual' });
    await placeOrder('order-8');
    await eventually(
      () => statusOf('order-8'),
      (status) => status !== 'Order Confirmed',
    );
    await new Promise((resolve) => setTimeout(resolve, 4 * TEST_ORDER_STEP_MS));
    expect(await statusOf('order-7')).toBe('Order Confirmed');
  });
});
