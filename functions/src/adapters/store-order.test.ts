import { describe, expect, it } from 'vitest';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { SearchPosition } from '../ports/product-search.port.ts';
import { storeOrder } from './store-order.ts';

const entry = (id: string, sortAt: number, tie: number) => ({
  listing: { id, sellerId: 's', name: id, description: '', price: 1, imageUrl: '', createdAt: sortAt } as StoreListing,
  position: { sortAt, tie } satisfies SearchPosition,
});
const ids = (entries: { listing: StoreListing }[]) => entries.map((each) => each.listing.id);

describe('store order', () => {
  it('orders newest first, then tie ascending, and pages strictly after a position', () => {
    const order = storeOrder([entry('old', 1, 5), entry('new-b', 2, 9), entry('new-a', 2, 3), entry('mid', 2, 7)]);
    expect(ids(order.after(null, 10))).toEqual(['new-a', 'mid', 'new-b', 'old']);
    expect(ids(order.after({ sortAt: 2, tie: 7 }, 10))).toEqual(['new-b', 'old']);
    expect(ids(order.after({ sortAt: 2, tie: 4 }, 1))).toEqual(['mid']);
    expect(ids(order.after({ sortAt: 1, tie: 5 }, 10))).toEqual([]);
    expect(ids(order.after(null, 10, new Set(['old', 'new-a', 'gone'])))).toEqual(['new-a', 'old']);
  });

  it('moves an entry on put and takes it out on delete, even beside one of the same position', () => {
    const order = storeOrder([entry('a', 2, 1), entry('twin-1', 2, 5), entry('twin-2', 2, 5), entry('z', 1, 1)]);
    order.delete('twin-1');
    order.delete('never-held');
    expect(ids(order.after(null, 10))).toEqual(['a', 'twin-2', 'z']);
    order.put(entry('a', 0, 1));
    order.put(entry('b', 3, 0));
    expect(ids(order.after(null, 10))).toEqual(['b', 'twin-2', 'z', 'a']);
    expect(order.after(null, 10).find((each) => each.listing.id === 'a')!.position.sortAt).toBe(0);
  });
});
