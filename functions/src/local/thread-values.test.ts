import { GeoPoint, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import { triggers } from '../triggers.ts';
import { plainValue, storedValue } from './thread-values.ts';
import { isThreaded, threadedTriggers } from './threaded-triggers.ts';

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-thread-values' }));

describe("a change's documents across to the handler thread", () => {
  it('arrive as the values the admin SDK gives, nested, after the copy a message between threads makes', () => {
    const document = {
      name: 'Lamp',
      price: 1200,
      hidden: false,
      note: null,
      createdAt: new Timestamp(1796008540, 997_485_000),
      seller: db.doc('users/u1'),
      where: new GeoPoint(12.5, 77.25),
      file: Buffer.from('pdf'),
      tags: ['a', { at: new Timestamp(1, 2) }],
      shipping: { city: 'Pune' },
    };
    // What postMessage does to a message: a structured clone, which keeps plain data only.
    const crossed = storedValue(db, structuredClone(plainValue(document))) as typeof document;
    expect(crossed).toMatchObject({ name: 'Lamp', price: 1200, hidden: false, note: null, shipping: { city: 'Pune' } });
    expect(crossed.createdAt).toBeInstanceOf(Timestamp);
    expect(crossed.createdAt.isEqual(document.createdAt)).toBe(true);
    expect(crossed.seller.isEqual(document.seller)).toBe(true);
    expect(crossed.where.isEqual(document.where)).toBe(true);
    expect(Buffer.isBuffer(crossed.file) && crossed.file.toString()).toBe('pdf');
    expect((crossed.tags[1] as { at: Timestamp }).at.isEqual(new Timestamp(1, 2))).toBe(true);
    expect(storedValue(db, structuredClone(plainValue(null)))).toBeNull();
  });

  it('go only to handlers of the trigger table, by the names it gives them', () => {
    for (const [name, trigger] of Object.entries(threadedTriggers))
      expect(triggers[name as keyof typeof triggers]).toBe(trigger);
    expect(isThreaded('keepListing')).toBe(true);
    // Its engine lives on the host's thread.
    expect(isThreaded('keepStoreSearch')).toBe(false);
  });
});
