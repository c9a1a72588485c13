import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import {
  PLACEHOLDER_IMAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  checkSellProduct,
  newProductFields,
  productImage,
  productSchema,
} from './product.ts';

const valid = { name: ' Line follower ', description: ' Follows a black line. ', price: '1899' };

describe('checkSellProduct (SPEC 5 Sell product)', () => {
  it('accepts a product and trims what is saved', () => {
    expect(checkSellProduct(valid)).toEqual({
      ok: true,
      value: { name: 'Line follower', description: 'Follows a black line.', price: 1899 },
    });
  });

  it.each(['name', 'description', 'price'] as const)('needs the %s', (field) => {
    expect(checkSellProduct({ ...valid, [field]: '   ' })).toEqual({ ok: false, error: texts.store.requiredFields });
  });

  it.each(['0', '0.99', '-5', 'abc', 'Infinity'])('refuses a price of %s: the minimum is 1', (price) => {
    expect(checkSellProduct({ ...valid, price })).toEqual({ ok: false, error: texts.store.priceMinimum });
  });

  it('refuses a price above what one payment can cover', () => {
    expect(checkSellProduct({ ...valid, price: '500000' }).ok).toBe(true);
    expect(checkSellProduct({ ...valid, price: '500000.01' })).toEqual({ ok: false, error: texts.store.priceMaximum });
    expect(checkSellProduct({ ...valid, price: '1e9' })).toEqual({ ok: false, error: texts.store.priceMaximum });
  });

  it('accepts 1 and 2 decimals, and refuses a third', () => {
    expect(checkSellProduct({ ...valid, price: '1' }).ok).toBe(true);
    expect(checkSellProduct({ ...valid, price: '19.99' }).ok).toBe(true);
    expect(checkSellProduct({ ...valid, price: '1.005' })).toEqual({ ok: false, error: texts.store.pricePaise });
  });

  it('keeps names and descriptions within what a catalogue page holds', () => {
    const long = checkSellProduct({ ...valid, name: 'n'.repeat(500), description: 'd'.repeat(5000) });
    expect(long.ok && long.value.name.length).toBe(PRODUCT_NAME_MAX);
    expect(long.ok && long.value.description.length).toBe(PRODUCT_DESCRIPTION_MAX);
  });
});

describe('products as stored', () => {
  const seller = { uid: 'seller-1', email: 'seller@example.com' };

  it('starts from the seller, the checked fields and the uploaded image', () => {
    expect(newProductFields(seller, { name: 'A', description: 'B', price: 10 }, '/media/products/a.jpg')).toEqual({
      sellerId: 'seller-1',
      sellerEmail: 'seller@example.com',
      name: 'A',
      description: 'B',
      price: 10,
      imageUrl: '/media/products/a.jpg',
    });
  });

  it('reads older data: a text price, a missing image, a Timestamp-like date', () => {
    const stored = productSchema.parse({
      id: 'p1',
      sellerId: seller.uid,
      sellerEmail: seller.email,
      name: 'A',
      description: 'B',
      price: '10.5',
      createdAt: { toMillis: () => 1_000 },
    });
    expect(stored).toMatchObject({ price: 10.5, imageUrl: '', createdAt: 1_000 });
  });

  it('shows the placeholder when a product has no image (SPEC 9)', () => {
    expect(productImage({ imageUrl: '' })).toBe(PLACEHOLDER_IMAGE);
    expect(productImage({ imageUrl: '/media/products/a.jpg' })).toBe('/media/products/a.jpg');
  });
});
