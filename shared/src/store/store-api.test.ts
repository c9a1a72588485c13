import { describe, expect, it } from 'vitest';
import { codOrderRequestSchema, reverseGeocodeQuerySchema, storeOrderRequestSchema } from './store-api.ts';
import { catalogueEntries, catalogueFromPages } from './catalogue.ts';

describe('store request shapes', () => {
  const cod = { productId: 'p1', deliveryAddress: ' 12 MG Road ', requestId: 'request-0001' };

  it('takes a COD order by product id, or by SPEC 7’s product object, and never its price', () => {
    expect(codOrderRequestSchema.parse({ ...cod, paymentMethod: 'cod', price: 1 })).toEqual({
      productId: 'p1',
      deliveryAddress: '12 MG Road',
      paymentMethod: 'cod',
      requestId: 'request-0001',
    });
    const { productId: _id, ...rest } = cod;
    expect(codOrderRequestSchema.parse({ ...rest, product: { id: 'p2', price: 1 } })).toMatchObject({
      productId: 'p2',
    });
  });

  it('refuses a COD order without an address, a request id, or as another method', () => {
    expect(codOrderRequestSchema.safeParse({ ...cod, deliveryAddress: '  ' }).success).toBe(false);
    expect(codOrderRequestSchema.safeParse({ ...cod, requestId: 'x' }).success).toBe(false);
    expect(codOrderRequestSchema.safeParse({ ...cod, paymentMethod: 'card' }).success).toBe(false);
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

describe('catalogue pages', () => {
  it('reads each entry with its id, leaving out one that does not parse', () => {
    const page = {
      products: {
        p1: { sellerId: 's', name: 'Kit', description: 'D', price: 10, imageUrl: '', createdAt: 5 },
        p2: { name: 'no price' },
      },
      productIds: ['p1', 'p2'],
      count: 2,
    };
    expect(catalogueEntries(page)).toEqual([
      { id: 'p1', sellerId: 's', name: 'Kit', description: 'D', price: 10, imageUrl: '', createdAt: 5 },
    ]);
    expect(catalogueEntries(null)).toEqual([]);
  });

  it('shows a product held by two pages (moving out of the older layout) once, newest first', () => {
    const entry = (name: string, createdAt: number) => ({
      sellerId: 's',
      name,
      description: 'D',
      price: 10,
      imageUrl: '',
      createdAt,
    });
    const older = { products: { p1: entry('Kit', 5), p2: entry('Old', 1) } };
    const bucket = { products: { p1: entry('Kit v2', 5), p3: entry('New', 9) } };
    expect(catalogueFromPages([older, bucket]).map((product) => product.name)).toEqual(['New', 'Kit v2', 'Old']);
  });
});
