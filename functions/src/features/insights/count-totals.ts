// The admin dashboard's tiles kept by increments (decision 037; they replace a recount of the whole collection on
// every change into one shared document). Each counted item (a profile, a store product, a job, an application) has a
// record of what it adds to the totals now (`counted/{kind}-{id}`); every event re-reads the item and that record and
// writes the difference, with the record updated in the same commit only if nobody changed it since it was read. So
// a repeated, late or out-of-order event adds nothing twice, and the last event of an item leaves what it holds now.
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { toPaise } from '@marketplace/shared/projects/money';
import { TOTALS_COUNTER, type TotalsField } from '@marketplace/shared/insights/totals';
import { gatheredWritesOf, isGuardFailure, type GuardedWrite } from '../../platform/gathered-writes.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

type Contribution = Partial<Record<TotalsField, number>>;

interface Tally {
  kind: string;
  document: string;
  /** What an item adds to the totals. */
  adds: (data: DocumentData) => Contribution;
}

/** Redelivered while another event of the same item was being counted: read both again, this many times. */
const ROUNDS = 5;

function difference(want: Contribution, have: Contribution): Contribution {
  const fields = new Set([...Object.keys(want), ...Object.keys(have)] as TotalsField[]);
  const delta: Contribution = {};
  for (const field of fields) {
    const by = (want[field] ?? 0) - (have[field] ?? 0);
    if (by !== 0) delta[field] = by;
  }
  return delta;
}

const sameContribution = (a: Contribution, b: Contribution) => Object.keys(difference(a, b)).length === 0;

async function countItem({ db }: DbDeps, tally: Tally, id: string): Promise<void> {
  const record = db.doc(insightsPaths.counted(`${tally.kind}-${id}`));
  for (let round = 1; ; round++) {
    // Both in one read (decision 082): a burst of items costs the emulator one request each, not two.
    const [item, counted] = await db.getAll(db.doc(tally.document.replace(/\{\w+\}$/, id)), record);
    if (!item || !counted) throw new Error(`reading ${tally.kind} ${id} and its count answered less than asked`);
    const want = item.exists ? tally.adds(item.data()!) : {};
    const have = (counted.get('adds') ?? {}) as Contribution;
    const delta = difference(want, have);
    if (Object.keys(delta).length === 0) return;
    const write: GuardedWrite = counted.exists
      ? { update: record, data: { adds: want }, lastUpdateTime: counted.updateTime! }
      : { create: record, data: { adds: want } };
    try {
      await gatheredWritesOf(db).add({
        writes: [write],
        increments: Object.entries(delta).map(([field, by]) => ({ counter: TOTALS_COUNTER, field, by })),
      });
      return;
    } catch (error) {
      if (!isGuardFailure(error) || round === ROUNDS) throw error;
    }
  }
}

function tallyTrigger(tally: Tally): Trigger<DbDeps> {
  return {
    kind: 'firestore',
    document: tally.document,
    handle: async (deps, change: DocumentChange) => {
      // An edit that changes nothing counted (a rename, the admin search's grams) costs no read.
      if (change.before && change.after && sameContribution(tally.adds(change.before), tally.adds(change.after)))
        return;
      await countItem(deps, tally, Object.values(change.params).at(-1)!);
    },
  };
}

/** A price the earlier app stored as text is left out of the value, as Firestore's sums left it out. */
const priceOf = (data: DocumentData) => (typeof data.price === 'number' ? toPaise(data.price) : 0);

const tallies = {
  users: { kind: 'users', document: paths.user('{uid}'), adds: () => ({ users: 1 }) },
  products: {
    kind: 'products',
    document: paths.storeProduct('{productId}'),
    adds: (data) => ({ products: 1, productValuePaise: priceOf(data) }),
  },
  jobs: { kind: 'jobs', document: paths.job('{jobId}'), adds: () => ({ jobs: 1 }) },
  applications: {
    kind: 'applications',
    document: paths.application('{applicationId}'),
    adds: () => ({ applications: 1 }),
  },
} satisfies Record<string, Tally>;

export const countUserTotalsTrigger = tallyTrigger(tallies.users);
export const countProductTotalsTrigger = tallyTrigger(tallies.products);
export const countJobTotalsTrigger = tallyTrigger(tallies.jobs);
export const countApplicationTotalsTrigger = tallyTrigger(tallies.applications);

/**
 * The backfill over data from before these counters (scripts/backfill-insights.ts): every item counted as an event
 * of it would be, a page at a time. Beside the triggers, or run twice, it adds nothing twice.
 */
export async function backfillTotals(deps: DbDeps, pageSize = 1000): Promise<Record<keyof typeof tallies, number>> {
  const counts = { users: 0, products: 0, jobs: 0, applications: 0 };
  for (const [name, tally] of Object.entries(tallies) as [keyof typeof tallies, Tally][]) {
    const collection = deps.db.collection(tally.document.replace(/\/\{\w+\}$/, ''));
    let last: string | undefined;
    for (;;) {
      const ordered = collection.orderBy(FieldPath.documentId()).select().limit(pageSize);
      const page = await (last === undefined ? ordered : ordered.startAfter(last)).get();
      await Promise.all(page.docs.map((item) => countItem(deps, tally, item.id)));
      counts[name] += page.size;
      if (page.size < pageSize) break;
      last = page.docs.at(-1)!.id;
    }
  }
  return counts;
}
