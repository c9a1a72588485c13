// The console's search (decision 063): one box that finds a payment, refund or payout by its provider id or UTR, an
// order or a project by its id or the start of its title, a document by its serial number, a person by email or by
// name. Every look-up is a document read by id or an equality (or prefix) query on an indexed field with a small
// limit, all at once: its cost does not grow with the collections. Names use the admin search's grams on users
// (decision 017), the one search the people already have.
import type { DocumentData, DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import {
  SEARCH_GRAMS_FIELD,
  matchesAdminSearch,
  queryGrams,
  userSearchTexts,
} from '@marketplace/shared/admin/admin-search';
import type { SearchKind, SearchResult } from '@marketplace/shared/admin/console-api';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';
import { factsOf } from './console-facts.ts';

/** Each look-up answers at most this many: a search names a thing, it does not list a collection. */
const EACH = 5;
/** The last character Firestore orders: a prefix's range ends with it. */
const PREFIX_END = '\uf8ff';

interface Found {
  kind: SearchKind;
  matched: string;
  doc: DocumentSnapshot<DocumentData>;
}

const byId = async (db: Firestore, path: string, kind: SearchKind, matched: string): Promise<Found[]> => {
  const doc = await db.doc(path).get();
  return doc.exists ? [{ kind, matched, doc }] : [];
};

const byQuery = async (query: Query, kind: SearchKind, matched: string): Promise<Found[]> =>
  (await query.limit(EACH).get()).docs.map((doc) => ({ kind, matched, doc }));

const prefix = (db: Firestore, collection: string, field: string, q: string) =>
  db
    .collection(collection)
    .where(field, '>=', q)
    .where(field, '<=', q + PREFIX_END)
    .orderBy(field);

function lookUps(db: Firestore, q: string): Promise<Found[]>[] {
  const asId = documentIdProblem(q) === null;
  const email = q.toLowerCase();
  const grams = queryGrams(q);
  return [
    // Provider ids: Razorpay's payment (pay_…), refund (rfnd_…), payout (pout_…) and order (order_…) ids.
    byQuery(db.collection(paths.paymentOrders).where('paymentId', '==', q), 'payment', 'Payment id'),
    asId ? byId(db, paths.paymentOrder(q), 'payment', 'Provider order id') : Promise.resolve([]),
    byQuery(db.collection(paths.refunds).where('providerRefundId', '==', q), 'refund', 'Refund id'),
    byQuery(db.collection(paths.refunds).where('paymentId', '==', q), 'refund', 'Refunded payment id'),
    byQuery(db.collection(paths.payouts).where('providerPayoutId', '==', q), 'payout', 'Payout id'),
    byQuery(db.collection(paths.payouts).where('reference', '==', q), 'payout', 'UTR'),
    // Orders and projects by id, or by the start of their title as it was written.
    asId ? byId(db, paths.storeOrder(q), 'order', 'Order id') : Promise.resolve([]),
    byQuery(db.collection(paths.storeOrders).where('razorpay_payment_id', '==', q), 'order', 'Payment id'),
    byQuery(prefix(db, paths.storeOrders, 'product.name', q), 'order', 'Product name starts with'),
    asId ? byId(db, paths.project(q), 'project', 'Project id') : Promise.resolve([]),
    byQuery(prefix(db, paths.projects, 'title', q), 'project', 'Title starts with'),
    byQuery(
      db.collection(paths.documents).where('serial', 'in', [...new Set([q, q.toUpperCase()])]),
      'document',
      'Serial number',
    ),
    // People: the email as given or in lower case, and the name through the admin search's grams.
    byQuery(db.collection(paths.users).where('email', '==', q), 'person', 'Email'),
    email === q
      ? Promise.resolve([])
      : byQuery(db.collection(paths.users).where('email', '==', email), 'person', 'Email'),
    grams.length === 0
      ? Promise.resolve([])
      : byQuery(
          grams.reduce<Query>(
            (query, gram) => query.where(new FieldPath(SEARCH_GRAMS_FIELD, gram), '==', true),
            db.collection(paths.users),
          ),
          'person',
          'Name or email contains',
        ).then((found) => found.filter(({ doc }) => matchesAdminSearch(userSearchTexts(doc.data() ?? {}), q))),
  ];
}

export async function searchConsole({ db }: { db: Firestore }, q: string): Promise<{ results: SearchResult[] }> {
  const found = (await Promise.all(lookUps(db, q))).flat();
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const { kind, matched, doc } of found) {
    const key = `${kind}:${doc.ref.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    results.push({ kind, id: doc.id, matched, ...factsOf(kind, doc.id, doc.data() ?? {}) });
  }
  return { results };
}
