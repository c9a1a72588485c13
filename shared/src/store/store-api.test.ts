import { describe, expect, it } from 'vitest';
import { storeOrderRequestSchema } from '../payments/payments-api.ts';
import { codOrderRequestSchema, idempotencyKeyFrom, reverseGeocodeQuerySchema } from './store-api.ts';

describe('store request shapes', () => {
  const cod = { productId: 'p1', deliveryAddress: ' 12 MG Road ' };

  it('takes a COD order by product id, or by SPEC 7’s product object, and never its price', () => {
    expect(codOrderRequestSchema.parse({ ...cod, paymentMethod: 'cod', price: 1 })).toEqual({
      productId: 'p1',
      deliveryAddress: '12 MG Road',
      paymentMethod: 'cod',
    });
    const { productId: _id, ...rest } = cod;
    expect(codOrderRequestSchema.parse({ ...rest, product: { id: 'p2', price: 1 } })).toMatchObject({
      productId: 'p2',
    });
  });

  it('refuses a COD order without an address, or as another method', () => {
    expect(codOrderRequestSchema.safeParse({ ...cod, deliveryAddress: '  ' }).success).toBe(false);
    expect(codOrderRequestSchema.safeParse({ ...cod, paymentMethod: 'card' }).success).toBe(false);
  });

  it('reads the Idempotency-Key header: absent, bare or quoted, and refuses what is not a key', () => {
    expect(idempotencyKeyFrom(undefined)).toBeNull();
    expect(idempotencyKeyFrom('a3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b')).toBe('a3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    expect(idempotencyKeyFrom('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe('8e03978e-40d5-43e8-bc93-6894a57f9324');
    for (const bad of ['', '""', 'two words', 'k'.repeat(256), 'caf\u00e9'])
      expect(idempotencyKeyFrom(bad)).toBeUndefined();
  });

  it('pays a store order by card or UPI only', () => {
    const order = { purpose: 'store', productId: 'p1', deliveryAddress: 'Indore' };
    expect(storeOrderRequestSchema.safeParse({ ...order, paymentMethod: 'upi' }).success).toBe(true);
    expect(storeOrderRequestSchema.safeParse({ ...order, paymentMethod: 'cod' }).success).toBe(false);
  });

  it('reads coordinates from a query string, within the globe', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '22.7', lon: '75.8' })).toEqual({ lat: 22.7, lon: 75.8 });
    expect(reverseGeocodeQuerySchema.safeParse({ lat: '91', lon: '0' }).success).toBe(false);
    expect(reverseGeocodeQuerySchema.safeParse({ lat: 'north', lon: '0' }).success).toBe(false);
  });
});
