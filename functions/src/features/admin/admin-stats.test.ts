// The recount triggers under a burst (issue 17: a restart's catch-up sent thousands of product events, and
// each recount is an aggregation over the whole collection): a burst costs one recount, not one per event.
import type { Firestore } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { DocumentChange } from '../../platform/triggers.ts';
import { countProductsTrigger } from './admin-stats.ts';

/** A database whose aggregations take `latencyMs` and are counted; `failFirst` makes the first one fail. */
function countingDb(latencyMs: number, failFirst = false) {
  let aggregations = 0;
  let writes = 0;
  const aggregate = {
    get: async () => {
      aggregations += 1;
      const failing = failFirst && aggregations === 1;
      await sleep(latencyMs);
      if (failing) throw new Error('4 DEADLINE_EXCEEDED: Deadline exceeded after 60.000s');
      return { data: () => ({ count: 5000, value: 1234.5 }) };
    },
  };
  const collection = { count: () => aggregate, aggregate: () => aggregate };
  const doc = { set: async () => void (writes += 1) };
  const db = { collection: () => collection, doc: () => doc } as unknown as Firestore;
  return { db, aggregations: () => aggregations, writes: () => writes };
}

const created = (i: number): DocumentChange => ({
  id: `e-${i}`,
  path: `products/p-${i}`,
  params: { productId: `p-${i}` },
  before: null,
  after: { price: i },
});

function handleProductChange(db: Firestore, change: DocumentChange): Promise<void> {
  if (countProductsTrigger.kind !== 'firestore') throw new Error('countProducts is a Firestore trigger');
  return countProductsTrigger.handle({ db }, change);
}

const burst = (db: Firestore, from: number, size: number) =>
  Array.from({ length: size }, (_, i) => handleProductChange(db, created(from + i)));

describe('countProducts under a burst', () => {
  it('folds 4,000 events handed over at once into one recount', async () => {
    const counting = countingDb(20);
    await Promise.all(burst(counting.db, 0, 4000));
    expect(counting.aggregations()).toBe(1);
    expect(counting.writes()).toBe(1);
  });

  it('folds events arriving while a recount runs into one more recount, which each of them waits for', async () => {
    const counting = countingDb(50);
    const first = Promise.all(burst(counting.db, 0, 2000));
    await sleep(10);
    let laterDone = false;
    const later = Promise.all(burst(counting.db, 2000, 2000)).then(() => (laterDone = true));
    await first;
    // The first recount may have begun before the later events were written: they wait for the next one.
    expect(laterDone).toBe(false);
    await later;
    expect(counting.aggregations()).toBe(2);
  });

  it('a failed recount fails every event it stood for (so each is retried), at the cost of one aggregation', async () => {
    const counting = countingDb(20, true);
    const results = await Promise.allSettled(burst(counting.db, 0, 4000));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(counting.aggregations()).toBe(1);
    // Their retries come back together and fold again.
    await Promise.all(burst(counting.db, 0, 4000));
    expect(counting.aggregations()).toBe(2);
  });
});
