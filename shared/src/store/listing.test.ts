import { describe, expect, it } from 'vitest';
import { listingFrom } from './listing.ts';

const stored = { sellerId: 's', name: 'Kit', description: 'D', price: 10, imageUrl: 'https://x/kit.jpg', createdAt: 5 };

describe('a stored listing', () => {
  it('reads with its id, and its date as epoch millis from a number, an RFC 3339 string or a Timestamp', () => {
    expect(listingFrom('p1', stored)).toEqual({ id: 'p1', ...stored });
    expect(listingFrom('p1', { ...stored, createdAt: '1970-01-01T00:00:00.007Z' })?.createdAt).toBe(7);
    expect(listingFrom('p1', { ...stored, createdAt: { toMillis: () => 9 } })?.createdAt).toBe(9);
    expect(listingFrom('p1', { ...stored, createdAt: 'soon' })?.createdAt).toBeNull();
  });

  it('takes a missing image as none (the placeholder shows)', () => {
    const { imageUrl: _, ...withoutImage } = stored;
    expect(listingFrom('p1', withoutImage)?.imageUrl).toBe('');
  });

  it.each([
    ['no name', { ...stored, name: undefined }],
    ['a price as text', { ...stored, price: '10' }],
    ['a price that is not a number', { ...stored, price: Number.NaN }],
    ['no seller', { ...stored, sellerId: 3 }],
    ['nothing', null],
  ])('leaves out one with %s', (_, data) => {
    expect(listingFrom('p1', data)).toBeNull();
  });
});
