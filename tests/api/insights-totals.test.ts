// The admin dashboard's tiles kept by sharded increments (decision 037): each counted item adds what it holds now
// once, however its events come (twice, out of order, together), and a burst through the local host's delivery ends
// with the figures right.
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOTALS_COUNTER, adminStatsOf } from '@marketplace/shared/insights/totals';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { newProductFields } from '@marketplace/shared/store/product';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { countProductTotalsTrigger } from '../../functions/src/features/insights/count-totals.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { eventually, useBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const seller = { uid: 'seller-1', email: 'seller@example.test' };
const product = (name: string, price: number) => ({
  ...newProductFields(seller, { name, description: `About ${name}`, price }, ''),
  createdAt: Timestamp.now(),
});

const stats = async () =>
  adminStatsOf(
    (await backend.db.collection(insightsPaths.counterShards(TOTALS_COUNTER)).get()).docs.map((d) => d.data()),
  );

const countProduct = (change: Omit<DocumentChange, 'path' | 'params'>, productId: string) => {
  if (countProductTotalsTrigger.kind !== 'firestore') throw new Error('countProductTotals is a Firestore trigger');
  return countProductTotalsTrigger.handle(backend, {
    ...change,
    path: paths.storeProduct(productId),
    params: { productId },
  });
};

describe('the tiles’ counters', () => {
  it('count a product once when its event comes twice, follow its price, and drop it when deleted', async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    const listed = product('Weather Station', 1999.99);
    await ref.set(listed);
    const created = { id: 'e1', before: null, after: listed };
    await Promise.all([countProduct(created, ref.id), countProduct(created, ref.id)]);
    await countProduct(created, ref.id);
    expect(await stats()).toMatchObject({ products: 1, productValue: 1999.99 });

    await ref.update({ price: 0.1 });
    await countProduct({ id: 'e2', before: listed, after: { ...listed, price: 0.1 } }, ref.id);
    expect(await stats()).toMatchObject({ products: 1, productValue: 0.1 });

    await ref.delete();
    await countProduct({ id: 'e3', before: { ...listed, price: 0.1 }, after: null }, ref.id);
    await countProduct({ id: 'e3', before: { ...listed, price: 0.1 }, after: null }, ref.id);
    expect(await stats()).toMatchObject({ products: 0, productValue: 0 });
  });

  it('end right whatever order the events come in: a creation handled after the deletion adds nothing', async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    const listed = product('Soil Sensor', 500);
    await ref.set(listed);
    await ref.delete();
    await countProduct({ id: 'gone', before: listed, after: null }, ref.id);
    await countProduct({ id: 'made', before: null, after: listed }, ref.id);
    expect(await stats()).toMatchObject({ products: 0, productValue: 0 });
  });

  it('read nothing for an edit that changes nothing counted (a rename, the admin search’s grams)', async () => {
    const ref = backend.db.collection(paths.storeProducts).doc();
    const listed = product('Line Follower', 750);
    await ref.set(listed);
    // Not yet counted: a handler that read the product for this event would count it now.
    await countProduct({ id: 'rename', before: listed, after: { ...listed, name: 'Line Follower v2' } }, ref.id);
    expect(await stats()).toMatchObject({ products: 0 });
  });

  describe('through the local host’s delivery', () => {
    let stop: () => Promise<void>;
    beforeEach(async () => {
      const delivery = deliverFirestore(
        backend.db,
        { countProductTotals: triggers.countProductTotals, countJobTotals: triggers.countJobTotals },
        backend,
      );
      stop = delivery;
      await delivery.listening;
    });
    afterEach(() => stop());

    it('a burst of 300 products in one commit and a job end with the figures right', async () => {
      const batch = backend.db.batch();
      for (let i = 0; i < 300; i++)
        batch.set(backend.db.collection(paths.storeProducts).doc(), product(`Kit ${i}`, 100.01));
      await batch.commit();
      await backend.db
        .collection(paths.jobs)
        .add({ title: 'A', location: 'B', description: 'C', postedAt: new Date() });
      const figures = await eventually(stats, (now) => now.products === 300 && now.jobs === 1, 30_000);
      expect(figures.productValue).toBeCloseTo(30_003, 2);
      // Each event's increments were gathered: far fewer shards than events, each written a few times at most.
      const shards = await backend.db.collection(insightsPaths.counterShards(TOTALS_COUNTER)).get();
      expect(shards.size).toBeLessThanOrEqual(16);
    });
  });
});
