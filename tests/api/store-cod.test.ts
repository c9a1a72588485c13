// Cash on delivery (SPEC 5 'Purchase', 7 'POST /api/create-cod-order', 8) and the reverse geocoding behind
// 'Use my location': the order is the stored product's, at the stored price, once per request.
import { describe, expect, it } from 'vitest';
import { storeOrderSchema } from '@marketplace/shared/store/order';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyInvalid } from '@marketplace/shared/store/store-api';
import { storeErrors } from '../../functions/src/features/store/store-records.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { call, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { ADDRESS, seedProduct, storeOrders } from './support/store.ts';

let backend: Backend, api: PaymentsApi, buyer: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [buyer, seller] = suite.people;
});

const cod = (as: Person | undefined, body: Record<string, unknown>, idempotencyKey?: string) =>
  call(api, 'POST', '/create-cod-order', {
    ...(as ? { as } : {}),
    body,
    ...(idempotencyKey === undefined ? {} : { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
  });
/** SPEC 7's body: the product, the address and the method; a retry's key goes in the Idempotency-Key header. */
const request = (productId: string, extra: Record<string, unknown> = {}) => ({
  product: { id: productId },
  deliveryAddress: ADDRESS,
  paymentMethod: 'cod',
  ...extra,
});

describe('POST /api/create-cod-order', () => {
  it('creates the order for the stored product at the stored price, whatever price the body claims', async () => {
    const productId = await seedProduct(backend, seller, { name: 'RFID Attendance', price: 1599 });
    const { status, body } = await cod(buyer, {
      ...request(productId),
      product: { id: productId, price: 1 },
      price: 1,
    });
    expect(status).toBe(200);
    const orders = await storeOrders(backend);
    expect(orders.map((order) => order.id)).toEqual([body.orderId]);
    expect(storeOrderSchema.parse(orders[0])).toMatchObject({
      studentId: buyer.uid,
      sellerId: seller.uid,
      product: { id: productId, name: 'RFID Attendance', price: 1599 },
      deliveryAddress: ADDRESS,
      paymentMethod: 'cod',
      orderStatus: 'Order Confirmed',
      razorpay_payment_id: null,
      razorpay_order_id: null,
    });
  });

  it('takes exactly SPEC 7’s body (product, deliveryAddress, paymentMethod), with no key, and also a productId', async () => {
    const productId = await seedProduct(backend, seller);
    expect(
      (
        await cod(buyer, {
          product: { id: productId, name: 'anything', price: 0 },
          deliveryAddress: ADDRESS,
          paymentMethod: 'cod',
        })
      ).status,
    ).toBe(200);
    const other = await seedProduct(backend, seller);
    expect((await cod(buyer, { productId: other, deliveryAddress: ADDRESS })).status).toBe(200);
    expect(await storeOrders(backend)).toHaveLength(2);
  });

  it('makes one order from a double click or a retried request (the same Idempotency-Key)', async () => {
    const productId = await seedProduct(backend, seller);
    const key = 'a3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    const responses = await Promise.all(Array.from({ length: 5 }, () => cod(buyer, request(productId), key)));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(new Set(responses.map((response) => response.body.orderId)).size).toBe(1);
    // Later, the same key is still the same order; a new purchase is a new key, so a new order.
    expect((await cod(buyer, request(productId), key)).body.orderId).toBe(responses[0]!.body.orderId);
    expect(await storeOrders(backend)).toHaveLength(1);
    expect((await cod(buyer, request(productId), 'b3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).status).toBe(200);
    expect(await storeOrders(backend)).toHaveLength(2);
  });

  it('makes one order from two quick identical requests without a key; another address is another order', async () => {
    const productId = await seedProduct(backend, seller);
    const [first, second] = await Promise.all([cod(buyer, request(productId)), cod(buyer, request(productId))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.orderId).toBe(first.body.orderId);
    expect(await storeOrders(backend)).toHaveLength(1);
    expect((await cod(buyer, request(productId, { deliveryAddress: `${ADDRESS}, Gate 2` }))).status).toBe(200);
    expect(await storeOrders(backend)).toHaveLength(2);
  });

  it('refuses a key reused for another product, and a key that is not one, and writes nothing for them', async () => {
    const [first, second] = [await seedProduct(backend, seller), await seedProduct(backend, seller)];
    await cod(buyer, request(first), 'key-0000-0001');
    expect(await cod(buyer, request(second), 'key-0000-0001')).toEqual({
      status: 409,
      body: { error: storeErrors.requestReused },
    });
    expect(await cod(buyer, request(second), 'k'.repeat(256))).toEqual({
      status: 400,
      body: { error: idempotencyKeyInvalid },
    });
    expect(await storeOrders(backend)).toHaveLength(1);
  });

  it('answers 400 with the SPEC text for a missing address, and writes nothing', async () => {
    const productId = await seedProduct(backend, seller);
    expect(await cod(buyer, request(productId, { deliveryAddress: '  ' }))).toEqual({
      status: 400,
      body: { error: 'Please enter a delivery address.' },
    });
    expect(await storeOrders(backend)).toEqual([]);
  });

  it('answers 404 for an unknown product and 403 for the seller’s own, and writes nothing', async () => {
    expect(await cod(buyer, request('no-such-product'))).toEqual({
      status: 404,
      body: { error: storeErrors.productNotFound },
    });
    const own = await seedProduct(backend, seller);
    expect(await cod(seller, request(own))).toEqual({ status: 403, body: { error: storeErrors.ownProduct } });
    expect(await storeOrders(backend)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expectConsole('warn', /rejected ID token/);
    expect((await cod(undefined, request(await seedProduct(backend, seller)))).status).toBe(401);
  });
});

describe('GET /api/geocode/reverse', () => {
  const lookup = (query: string, as: Person | null = buyer) =>
    call(api, 'GET', `/geocode/reverse?${query}`, as ? { as } : {});

  it('names the place at the coordinates (offline locally: the nearest town)', async () => {
    const { status, body } = await lookup('lat=22.7196&lon=75.8577');
    expect(status).toBe(200);
    expect(body.display_name).toMatch(/Indore, Madhya Pradesh, India/);
  });

  it('answers 404 where there is no town to name, and 400 for coordinates off the globe', async () => {
    expect((await lookup('lat=-48.87&lon=-123.39')).status).toBe(404);
    expect((await lookup('lat=95&lon=10')).status).toBe(400);
    expect((await lookup('lat=abc&lon=10')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expectConsole('warn', /rejected ID token/);
    expect((await lookup('lat=22.7&lon=75.8', null)).status).toBe(401);
  });
});
