// The console's search (decision 063): one box that finds a payment, refund or payout by its provider id or UTR, an
// order or a project by its id or the start of its title (in any case), a document by its serial number, a person by
// email or by name. A provider's unique key (payment, refund, payout id, UTR) is read as one document by id, the
// search key the server wrote with the record (shared/src/admin/search-keys.ts), then what it names in one batch: no
// query of 100,000 payments. The rest are reads by id or equality (or prefix) queries on an indexed field with a small
// limit, all at once: the cost does not grow with the collections. Names use the admin search's grams on users
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
import {
  PRODUCT_SEARCH_FIELD,
  TITLE_SEARCH_FIELD,
  searchTitleOf,
  type SearchKeyTarget,
} from '@marketplace/shared/admin/search-keys';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';
import { factsOf } from './console-facts.ts';
import { historyOf } from './console-history.ts';

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

/** The records a provider's key names, each checked to carry it still (a retried payout's old UTR finds nothing). */
async function byKey(db: Firestore, key: string): Promise<Found[]> {
  const stored = await db.doc(paths.searchKey(key)).get();
  const targets = (stored.get('targets') ?? []) as SearchKeyTarget[];
  if (targets.length === 0) return [];
  const docs = await db.getAll(...targets.map((target) => db.doc(target.path)));
  return targets.flatMap((target, index) => {
    const doc = docs[index]!;
    return doc.exists && doc.get(target.field) === key ? [{ kind: target.kind, matched: target.matched, doc }] : [];
  });
}

const byQuery = async (query: Query, kind: SearchKind, matched: string): Promise<Found[]> =>
  (await query.limit(EACH).get()).docs.map((doc) => ({ kind, matched, doc }));

const prefix = (db: Firestore, collection: string, field: string, q: string) =>
  db
    .collection(collection)
    .where(field, '>=', q)
    .where(field, '<=', q + PREFIX_END)
    .orderBy(field);

/**
 * The reads of a record by its key: a provider's id or UTR through its search key, a payment order, store order or
 * project by its id. Each is one document read, so a key's search costs the same at any size.
 */
function keyLookUps(db: Firestore, q: string): Promise<Found[]>[] {
  if (documentIdProblem(q) !== null) return [];
  return [
    // Provider keys: Razorpay's payment (pay_…), refund (rfnd_…) and payout (pout_…) ids and a payout's UTR name
    // their payment order, refund, payout or store order through one search key; its order (order_…) id is the
    // payment order's own id.
    byKey(db, q),
    byId(db, paths.paymentOrder(q), 'payment', 'Provider order id'),
    byId(db, paths.storeOrder(q), 'order', 'Order id'),
    byId(db, paths.project(q), 'project', 'Project id'),
  ];
}

/** The queries on indexed fields: a title's or product's start (in any case), a serial, an email, a name. */
function fieldLookUps(db: Firestore, q: string): Promise<Found[]>[] {
  const email = q.toLowerCase();
  const title = searchTitleOf(q);
  const grams = queryGrams(q);
  return [
    byQuery(prefix(db, paths.storeOrders, PRODUCT_SEARCH_FIELD, title), 'order', 'Product name starts with'),
    byQuery(prefix(db, paths.projects, TITLE_SEARCH_FIELD, title), 'project', 'Title starts with'),
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

/**
 * A key names its record: when the text is one, the answer is what it names, and the queries are not run (on the
 * emulator each costs with all the data stored, decision 063's bench). Anything else goes to the queries.
 */
async function lookUp(db: Firestore, q: string): Promise<Found[]> {
  const byKeys = (await Promise.all(keyLookUps(db, q))).flat();
  return byKeys.length > 0 ? byKeys : (await Promise.all(fieldLookUps(db, q))).flat();
}

export async function searchConsole({ db }: { db: Firestore }, q: string): Promise<{ results: SearchResult[] }> {
  const found = await lookUp(db, q);
  const seen = new Set<string>();
  const unique = found.filter(({ kind, doc }) => {
    const key = `${kind}:${doc.ref.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Each found record's history at once: a search names a handful, each history is one bounded query.
  const results: SearchResult[] = await Promise.all(
    unique.map(async ({ kind, matched, doc }) => {
      const facts = factsOf(kind, doc.id, doc.data() ?? {});
      return { kind, id: doc.id, matched, ...facts, history: await historyOf(db, kind, doc.id) };
    }),
  );
  return { results };
}
