// Why a person's account cannot be deleted now (decision 040): their projects, refunds, payouts and store orders
// read once, then judged by shared's deletionBlockers. The person's deletion, the admin's and the Privacy page's
// check all ask this.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { deletionBlockers, type DeletionBlocker } from '@marketplace/shared/privacy/deletion';
import {
  orderFacts,
  payoutFacts,
  projectFacts,
  refundFacts,
  type MoneyFacts,
} from '@marketplace/shared/privacy/deletion-facts';
import type { ZodType } from 'zod';

/** The documents of `queries` read as `schema` (with their ids), each once; unreadable ones left out. */
async function readAll<T>(queries: Query[], schema: ZodType<T>): Promise<T[]> {
  const snapshots = await Promise.all(queries.map((query) => query.get()));
  const byId = new Map(snapshots.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.id, doc]));
  return [...byId.values()].flatMap((doc) => {
    const parsed = schema.safeParse({ ...doc.data(), id: doc.id });
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Every project, refund, payout and store order of theirs, by one equality each (no composite index): a person has
 * a few hundred at most, and shared's rule, not a query, says which of them hold money or work.
 */
export async function moneyFactsOf(db: Firestore, uid: string): Promise<MoneyFacts> {
  const by = (collection: string, field: string) => db.collection(collection).where(field, '==', uid);
  const [projects, refunds, payouts, orders] = await Promise.all([
    readAll([by(paths.projects, 'studentId'), by(paths.projects, 'sellerId')], projectFacts),
    readAll([by(paths.refunds, 'payerId')], refundFacts),
    readAll([by(paths.payouts, 'sellerId')], payoutFacts),
    readAll([by(paths.storeOrders, 'studentId'), by(paths.storeOrders, 'sellerId')], orderFacts),
  ]);
  return { projects, refunds, payouts, orders };
}

export async function blockersOf(db: Firestore, uid: string): Promise<DeletionBlocker[]> {
  return deletionBlockers(uid, await moneyFactsOf(db, uid));
}
