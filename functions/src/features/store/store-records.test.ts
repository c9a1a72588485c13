import { describe, expect, it } from 'vitest';
import { listingUnchanged } from './store-records.ts';

const product = { sellerId: 'seller-1', name: 'Line Following Robot', description: 'Kit', price: 2499, createdAt: 1 };
const change = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => ({
  id: 'c1',
  path: 'storeProducts/p1',
  params: { productId: 'p1' },
  before,
  after,
});

describe('listingUnchanged: whether a product change leaves its listing as it was', () => {
  it('is true for a field no listing shows (the admin search grams)', () => {
    expect(listingUnchanged(change(product, { ...product, searchGrams: ['lin'] }))).toBe(true);
  });

  it('is false when what the listing shows changes, or the product comes or goes', () => {
    expect(listingUnchanged(change(product, { ...product, price: 2599 }))).toBe(false);
    expect(listingUnchanged(change(null, product))).toBe(false);
    expect(listingUnchanged(change(product, null))).toBe(false);
  });

  it('is false when a moderator hides the product or shows it again (decision 031)', () => {
    expect(listingUnchanged(change(product, { ...product, hidden: true }))).toBe(false);
    expect(listingUnchanged(change({ ...product, hidden: true }, { ...product, hidden: false }))).toBe(false);
    expect(listingUnchanged(change({ ...product, hidden: false }, product))).toBe(true);
  });
});
