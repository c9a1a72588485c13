// The admin dashboard's tiles (SPEC 2) at a cost that does not grow with the data: every change to a counted
// collection recomputes that collection's figures with an aggregation query (count, sum: about one read per
// 1,000 index entries) into one document the dashboard watches. Recomputing instead of incrementing makes a
// redelivered or out-of-order event harmless: the last recount says what the collection holds.
import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { AdminStats } from '@marketplace/shared/admin/admin-api';
import { paths } from '@marketplace/shared/paths';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

type Counted = 'users' | 'products' | 'jobs' | 'applications';

const collections: Record<Counted, string> = {
  users: paths.users,
  products: paths.storeProducts,
  jobs: paths.jobs,
  applications: paths.applications,
};

/** Rupees to 2 decimals: a sum of prices carries float noise (0.1 + 0.2). */
const rupees = (value: number) => Math.round(value * 100) / 100;

async function figuresOf(db: Firestore, counted: Counted): Promise<Partial<AdminStats>> {
  const collection = db.collection(collections[counted]);
  if (counted !== 'products') {
    const snapshot = await collection.count().get();
    return { [counted]: snapshot.data().count };
  }
  // A price stored as text by the earlier app is left out of the sum (Firestore sums numbers only).
  const snapshot = await collection
    .aggregate({ count: AggregateField.count(), value: AggregateField.sum('price') })
    .get();
  return { products: snapshot.data().count, productValue: rupees(snapshot.data().value ?? 0) };
}

export async function recountAdminStats(
  db: Firestore,
  counted: readonly Counted[] = Object.keys(collections) as Counted[],
) {
  const figures = Object.assign({}, ...(await Promise.all(counted.map((name) => figuresOf(db, name)))));
  await db.doc(paths.adminStats).set({ ...figures, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
}

interface Recount {
  again: boolean;
  done: Promise<void>;
}
const running = new WeakMap<Firestore, Map<Counted, Recount>>();

/**
 * One recount at a time per collection: the first event waits a turn of the event loop, so the rest of a burst
 * handed over together (a backfill, one listener snapshot of thousands of changes) joins it; events that arrive
 * while it runs ask for one more after it, and wait for that. A burst costs one aggregation, not one per
 * document, and each caller still sees a count that includes its change. A failed recount fails every event
 * it stood for, so each is retried (and their retries fold again).
 */
function recountSoon(db: Firestore, counted: Counted): Promise<void> {
  const byCollection = running.get(db) ?? new Map<Counted, Recount>();
  running.set(db, byCollection);
  const current = byCollection.get(counted);
  if (current) {
    current.again = true;
    return current.done;
  }
  const recount: Recount = { again: false, done: Promise.resolve() };
  recount.done = (async () => {
    try {
      await new Promise((resolve) => setImmediate(resolve));
      do {
        recount.again = false;
        await recountAdminStats(db, [counted]);
      } while (recount.again);
    } finally {
      byCollection.delete(counted);
    }
  })();
  byCollection.set(counted, recount);
  return recount.done;
}

/** Only a document's arrival or removal changes a count; an edit changes the value only when it is a price. */
function changesFigures(counted: Counted, change: DocumentChange): boolean {
  if (!change.before || !change.after) return true;
  return counted === 'products' && change.before.price !== change.after.price;
}

const recountTrigger = (counted: Counted, document: string): Trigger<DbDeps> => ({
  kind: 'firestore',
  document,
  handle: async ({ db }, change) => {
    if (changesFigures(counted, change)) await recountSoon(db, counted);
  },
});

export const countUsersTrigger = recountTrigger('users', paths.user('{uid}'));
export const countProductsTrigger = recountTrigger('products', paths.storeProduct('{productId}'));
export const countJobsTrigger = recountTrigger('jobs', paths.job('{jobId}'));
export const countApplicationsTrigger = recountTrigger('applications', paths.application('{applicationId}'));
