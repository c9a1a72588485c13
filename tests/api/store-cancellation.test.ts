// Store order cancellations (SPEC 9's Cancellation & Refund Policy): the buyer cancels within 24 hours
// of purchase and before Delivered; a card or UPI order is refunded in full through the refunds and
// the order follows its refund's status; a cash-on-delivery order is cancelled without a refund; tracking stops.
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../support/fail-on-console.ts';
import { Timestamp } from 'firebase-admin/firestore';
import { contentionText } from '@marketplace/shared/api/endpoint';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor } from '@marketplace/shared/payments/refund';
import { storeOrderSchema, type OrderStatus } from '@marketplace/shared/store/order';
import { cancellationTexts } from '@marketplace/shared/store/order-cancellation';
import { CANCELLATION_WINDOW_MS } from '@marketplace/shared/store/order-process';
import { createApp } from '../../functions/src/app.ts';
import { advanceOrder } from '../../functions/src/features/store/order-tracking.ts';
import { orderedProduct, storeOrderDocument } from '../../functions/src/features/store/store-records.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, listen, type Backend } from './support/emulators.ts';
import { call, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { refundOf, useRefundWebhooks, withRefundTrigger } from './support/refunds.ts';
import { paidOrder, seedProduct, verify } from './support/store.ts';

let backend: Backend, api: PaymentsApi, buyer: Person, otherBuyer: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [buyer, otherBuyer, seller] = suite.people;
});
useRefundWebhooks(() => backend);

const HOUR_MS = 60 * 60 * 1000;

const cancel = (as: Person, orderId: string) =>
  call(api, 'POST', `/store/orders/${orderId}/cancellation`, { as, body: {} });

/** A cash-on-delivery order of `buyer`, bought `ageMs` ago, at `status`. */
async function seedCodOrder(id: string, { ageMs = HOUR_MS, status = 'Order Confirmed' as OrderStatus } = {}) {
  const product = orderedProduct({
    id: 'p1',
    sellerId: seller.uid,
    sellerEmail: seller.email,
    name: 'Line Following Robot',
    description: 'Arduino robot',
    price: 1899,
    imageUrl: '',
    createdAt: null,
  });
  await backend.db.doc(paths.storeOrder(id)).set({
    ...storeOrderDocument({
      buyer: { uid: buyer.uid, email: buyer.email },
      product,
      deliveryAddress: 'Hostel 4, Indore',
      paymentMethod: 'cod',
      razorpay: null,
    }),
    orderStatus: status,
    orderedAt: Timestamp.fromMillis(Date.now() - ageMs),
  });
  return id;
}

/** A card order bought through the real checkout; its store order's id is the payment order's. */
async function cardOrder(price = 2799): Promise<string> {
  const productId = await seedProduct(backend, seller, { name: 'Weather Station', price });
  const { order, result } = await paidOrder(api, buyer, productId);
  expect((await verify(api, buyer, result)).status).toBe(200);
  return order.id;
}

const orderOf = async (id: string) =>
  storeOrderSchema.parse({ ...(await backend.db.doc(paths.storeOrder(id)).get()).data(), id });
const refundCount = async () => (await backend.db.collection(paths.refunds).get()).size;

describe('POST /api/store/orders/{orderId}/cancellation inside the window', () => {
  it('cancels a COD order without a refund', async () => {
    const id = await seedCodOrder('cod-1');
    expect(await cancel(buyer, id)).toEqual({ status: 200, body: { refund: 'none' } });
    expect(await orderOf(id)).toMatchObject({
      orderStatus: 'Cancelled',
      cancelledAt: expect.any(Number),
      refundStatus: null,
    });
    expect(await refundCount()).toBe(0);
  });

  it('cancels 23 hours after purchase, and at Out for Delivery', async () => {
    await seedCodOrder('late-but-in', { ageMs: 23 * HOUR_MS });
    await seedCodOrder('on-its-way', { status: 'Out for Delivery' });
    expect((await cancel(buyer, 'late-but-in')).status).toBe(200);
    expect((await cancel(buyer, 'on-its-way')).status).toBe(200);
  });

  it('refunds a card order in full, and the order shows the refund processed by the provider', async () => {
    await withRefundTrigger(backend, async () => {
      const id = await cardOrder(2799);
      expect(await cancel(buyer, id)).toEqual({ status: 200, body: { refund: 'requested' } });
      expect((await orderOf(id)).orderStatus).toBe('Cancelled');
      const refund = await eventually(
        () => refundOf(backend, refundIdFor.storeOrder(id)),
        (stored) => stored?.status === 'processed',
      );
      expect(refund).toMatchObject({
        purpose: 'store',
        subjectId: id,
        payerId: buyer.uid,
        paymentOrderId: id,
        amountPaise: 279900,
        title: 'Weather Station',
      });
      expect(refund!.paymentId).toMatch(/^pay_/);
      await eventually(
        () => orderOf(id),
        (order) => order.refundStatus === 'processed',
      );
    });
  });
});

describe('refusals', () => {
  it('refuses after the 24 hours with the policy, and changes nothing', async () => {
    const id = await seedCodOrder('too-late', { ageMs: CANCELLATION_WINDOW_MS + 60_000 });
    expect(await cancel(buyer, id)).toEqual({ status: 409, body: { error: cancellationTexts.outsidePolicy } });
    expect((await orderOf(id)).orderStatus).toBe('Order Confirmed');
  });

  it('refuses a Delivered order with the policy, even inside the window', async () => {
    const id = await seedCodOrder('delivered', { status: 'Delivered' });
    expect(await cancel(buyer, id)).toEqual({ status: 409, body: { error: cancellationTexts.outsidePolicy } });
    expect((await orderOf(id)).orderStatus).toBe('Delivered');
  });

  it('refuses someone else (403) and an unknown order (404)', async () => {
    const id = await seedCodOrder('alices');
    expect(await cancel(otherBuyer, id)).toEqual({ status: 403, body: { error: cancellationTexts.notYours } });
    expect(await cancel(seller, id)).toEqual({ status: 403, body: { error: cancellationTexts.notYours } });
    expect(await cancel(buyer, 'no-such-order')).toEqual({ status: 404, body: { error: cancellationTexts.notFound } });
    expect((await orderOf(id)).orderStatus).toBe('Order Confirmed');
  });

  it('refuses a second cancellation', async () => {
    const id = await seedCodOrder('twice');
    expect((await cancel(buyer, id)).status).toBe(200);
    expect(await cancel(buyer, id)).toEqual({ status: 409, body: { error: cancellationTexts.alreadyCancelled } });
  });

  it('answers cancellations racing each other and the tracking step 200 or 409, never 500 (decision 030)', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => seedCodOrder(`race-${i}`)));
    const [answers] = await Promise.all([
      Promise.all(ids.flatMap((id) => Array.from({ length: 5 }, () => cancel(buyer, id)))),
      Promise.all(ids.map((id) => advanceOrder(backend, { data: { orderId: id, from: 'Order Confirmed' } }))),
    ]);
    expect(answers.filter(({ status }) => status !== 200 && status !== 409)).toEqual([]);
    expect(answers.filter(({ status }) => status === 200)).toHaveLength(ids.length);
    for (const id of ids) expect((await orderOf(id)).orderStatus).toBe('Cancelled');
  });

  it('answers 409 with words when contention outlasts every retry, and changes nothing', async () => {
    expectConsole('warn', /API request lost to contention/);
    const id = await seedCodOrder('contended');
    const lockTimeout = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
    const contended = new Proxy(backend.db, {
      get: (db, key) => (key === 'runTransaction' ? () => Promise.reject(lockTimeout) : Reflect.get(db, key, db)),
    });
    const server = await listen(createApp({ ...backend, db: contended }));
    try {
      const answer = await fetch(`${server.url}/api/store/orders/${id}/cancellation`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 409,
        body: { error: contentionText },
      });
    } finally {
      await server.close();
    }
    expect((await orderOf(id)).orderStatus).toBe('Order Confirmed');
  });

  it('lets one of many cancellations at once win, with one refund', async () => {
    const id = await cardOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(buyer, id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await refundCount()).toBe(1);
  });
});

describe('tracking stops', () => {
  it('leaves a cancelled order alone: a pending step task changes nothing', async () => {
    const id = await seedCodOrder('stopped');
    expect((await cancel(buyer, id)).status).toBe(200);
    await advanceOrder(backend, { data: { orderId: id, from: 'Order Confirmed' } });
    expect((await orderOf(id)).orderStatus).toBe('Cancelled');
  });

  it('stops automatic tracking: the order stays Cancelled while steps would have run', async () => {
    const stepMs = 300;
    const delivery = deliverFirestore(
      backend.db,
      { scheduleOrderStep: triggers.scheduleOrderStep },
      { ...backend, orderTracking: { mode: 'automatic', stepMs } },
    );
    try {
      await delivery.listening;
      const id = await seedCodOrder('tracked', { ageMs: 0 });
      expect((await cancel(buyer, id)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5 * stepMs));
      expect((await orderOf(id)).orderStatus).toBe('Cancelled');
    } finally {
      await delivery();
    }
  });
});
