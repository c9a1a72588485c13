import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import {
  PLACEHOLDER_IMAGE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  checkSellProduct,
  newProductFields,
  newProductSchema,
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

// What POST /api/store/products takes (decision 032: listing goes through the API): the limits the rules held before.
describe('newProductSchema', () => {
  const form = { name: 'Line-following robot kit', description: 'An Arduino robot.', price: 1999.99 };
  const accepted = (patch: Record<string, unknown>) => newProductSchema.safeParse({ ...form, ...patch }).success;

  it.each([
    [1, true],
    [19.99, true],
    [500_000, true],
    [500_000.01, false],
    [0.99, false],
    [-5, false],
    [1.005, false],
    [Infinity, false],
    [NaN, false],
    ['19.99', false],
  ])('takes a price of %s: %s', (price, outcome) => {
    expect(accepted({ price })).toBe(outcome);
  });

  it.each([
    ['', true],
    ['/media/products/abc_-1.jpg', true],
    ['/media/products/Zx9-_q.png', true],
    ['https://res.cloudinary.com/demo-cloud/image/upload/v2/a/b/c.webp', true],
    ['https://example.com/x.jpg', false],
    ['https://res.cloudinary.com.example.com/demo/image/upload/v1/x.jpg', false],
    ['http://res.cloudinary.com/demo-cloud/image/upload/v1/products/x.jpg', false],
    ['https://res.cloudinary.com/demo-cloud/raw/upload/v1/resumes/x.pdf', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['/media/products/../../x.jpg', false],
    ['/media/resumes/abc.jpg', false],
    ['/media/products/abc.svg', false],
    [`/media/products/${'a'.repeat(500)}.jpg`, false],
  ])('takes an image URL of %j: %s', (imageUrl, outcome) => {
    expect(accepted({ imageUrl })).toBe(outcome);
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a long name', { name: 'n'.repeat(PRODUCT_NAME_MAX + 1) }],
    ['an empty description', { description: '' }],
    ['a long description', { description: 'd'.repeat(PRODUCT_DESCRIPTION_MAX + 1) }],
  ])('refuses %s', (_what, patch) => {
    expect(accepted(patch)).toBe(false);
  });

  it('trims the name and the description, and takes no image as none', () => {
    expect(newProductSchema.parse({ ...form, name: '  Kit ' })).toEqual({ ...form, name: 'Kit', imageUrl: '' });
  });
});
