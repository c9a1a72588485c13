// The admin console's Firestore half: the dashboard's figures (a counter's few shards), jobs, applications, and the
// users and products tables a page at a time. Each table is one live query of at most a page, so the
// console costs the same with 10,000 users as with 10; so is each page of a search (the server keeps the grams
// it asks for: shared/src/admin/admin-search.ts).
import {
  addDoc,
  deleteDoc,
  documentId,
  FieldPath,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { TOTALS_COUNTER, adminStatsOf } from '@marketplace/shared/insights/totals';
import {
  SEARCH_GRAMS_FIELD,
  matchesAdminSearch,
  productSearchTexts,
  queryGrams,
  userSearchTexts,
} from '@marketplace/shared/admin/admin-search';
import { applicationSchema } from '@marketplace/shared/careers/application';
import { refundSchema, type Refund } from '@marketplace/shared/payments/refund';
import { reviewSchema } from '@marketplace/shared/reviews/review';
import type { PostJobInput } from '@marketplace/shared/careers/job';
import { roles, type Role } from '@marketplace/shared/session/profile';
import {
  applicationDoc,
  applicationsCollection,
  jobDoc,
  jobsCollection,
  refundsCollection,
  reviewsCollection,
  storeProductsCollection,
  productSearchEntriesCollection,
  counterShardsCollection,
  usersCollection,
} from '../../lib/paths.ts';
import { watchJobs } from '../../lib/jobs.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { logged, type Watch } from '../../lib/watch.ts';
import { firestoreSubjectName, withSubjectNames } from './refund-names.ts';
import {
  ADMIN_PAGE_SIZE,
  type AdminPort,
  type AdminServerCalls,
  type Page,
  type PageRequest,
  type ProductRow,
  type UserRow,
} from './admin.port.ts';

/** What the Post New Job form writes (the rules suite checks exactly this document). */
export const jobDocument = (job: PostJobInput): DocumentData => ({ ...job, postedAt: serverTimestamp() });

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function userRow(document: QueryDocumentSnapshot): UserRow {
  const data = document.data();
  const role = data.role as unknown;
  return {
    id: document.id,
    name: text(data.fullName) || text(data.displayName),
    email: text(data.email),
    role: (roles as readonly unknown[]).includes(role) ? (role as Role) : null,
  };
}

function productRow(document: QueryDocumentSnapshot): ProductRow {
  const data = document.data();
  return {
    id: document.id,
    name: text(data.name),
    price: Number(data.price) || 0,
    sellerEmail: text(data.sellerEmail),
  };
}

interface TableSource<Row> {
  /** The unfiltered table in its order, which pages follow by `sortKey` and then document id. A cursor is
   * JSON of those two, so it can be kept in component state. */
  ordered: Query;
  sortKey: (document: QueryDocumentSnapshot) => unknown;
  /** What a search filters: every document of the table, or for the products their search entries (decision 087),
   * each with the fields its row shows. */
  all: Query;
  /** What a search looks in: the texts the row shows (shared/src/admin/admin-search.ts). */
  texts: (data: DocumentData) => string[];
  row: (document: QueryDocumentSnapshot) => Row;
  sortRows: (a: Row, b: Row) => number;
}

/** A page of the table, live: the first page, the page after a cursor, or the matches of a search. */
function watchPage<Row extends { id: string }>(
  what: string,
  source: TableSource<Row>,
  request: PageRequest,
): Watch<Page<Row>> {
  const search = request.search.trim();
  if (search) return watchSearch(what, source, search, request.after);
  const [afterKey, afterId] = request.after ? (JSON.parse(request.after) as [unknown, string]) : [];
  const after = afterId === undefined ? [] : [startAfter(afterKey, afterId)];
  const page = query(source.ordered, orderBy(documentId()), ...after, limit(ADMIN_PAGE_SIZE + 1));
  return watchQuery(what, page, (snapshot) => {
    const docs = snapshot.docs.slice(0, ADMIN_PAGE_SIZE);
    const last = docs.at(-1);
    const hasMore = snapshot.docs.length > ADMIN_PAGE_SIZE && last;
    return {
      rows: docs.map(source.row),
      next: hasMore ? JSON.stringify([source.sortKey(last), last.id]) : null,
    };
  });
}

/**
 * One page of a search: the documents whose grams hold the search's, in id order from the cursor (the previous
 * page's last id), one more than a page to know there is a next. Firestore answers equality filters on several
 * fields by merging their single-field indexes, so this reads what it returns, whatever the collection's size.
 */
export function searchPageQuery(all: Query, search: string, after: string | null): Query {
  const holdsGrams = queryGrams(search).map((gram) => where(new FieldPath(SEARCH_GRAMS_FIELD, gram), '==', true));
  const from = after === null ? [] : [startAfter(after)];
  return query(all, ...holdsGrams, orderBy(documentId()), ...from, limit(ADMIN_PAGE_SIZE + 1));
}

/** The matches of a search, a page at a time: what holds every gram and really contains the text. */
function watchSearch<Row extends { id: string }>(
  what: string,
  source: TableSource<Row>,
  search: string,
  after: string | null,
): Watch<Page<Row>> {
  return watchQuery(what, searchPageQuery(source.all, search, after), (snapshot) => {
    const docs = snapshot.docs.slice(0, ADMIN_PAGE_SIZE);
    const last = docs.at(-1);
    const rows = docs.filter((document) => matchesAdminSearch(source.texts(document.data()), search));
    return {
      rows: rows.map(source.row).sort(source.sortRows),
      next: snapshot.docs.length > ADMIN_PAGE_SIZE && last ? last.id : null,
    };
  });
}

/**
 * The table of every document in `all`, in the order of a text field its rows show under the same name; a search
 * filters `searched` (by default `all` itself).
 */
function tableOrderedBy<Field extends string, Row extends Record<Field, string> & { id: string }>(
  field: Field,
  all: Query,
  texts: TableSource<Row>['texts'],
  row: TableSource<Row>['row'],
  searched: Query = all,
): TableSource<Row> {
  return {
    ordered: query(all, orderBy(field)),
    sortKey: (document) => document.get(field),
    all: searched,
    texts,
    row,
    sortRows: (a, b) => a[field].localeCompare(b[field]),
  };
}

/** The latest failure first; a refund without a time yet goes last. */
const latestFirst = (a: Refund, b: Refund) => (b.updatedAt ?? 0) - (a.updatedAt ?? 0);

export function firestoreAdmin(db: Firestore): Omit<AdminPort, AdminServerCalls | 'watchRating'> {
  const users = tableOrderedBy('email', usersCollection(db), userSearchTexts, userRow);
  const products = tableOrderedBy(
    'name',
    storeProductsCollection(db),
    productSearchTexts,
    productRow,
    productSearchEntriesCollection(db),
  );

  return {
    watchStats: () =>
      watchQuery('Reading the dashboard figures', counterShardsCollection(db, TOTALS_COUNTER), (snapshot) =>
        adminStatsOf(snapshot.docs.map((shard) => shard.data())),
      ),
    watchJobs: () => watchJobs(db),
    postJob: (job) =>
      logged(
        'Posting a job',
        addDoc(jobsCollection(db), jobDocument(job)).then(() => undefined),
      ),
    deleteJob: (id) => logged('Deleting a job', deleteDoc(jobDoc(db, id))),
    watchApplications: () =>
      watchQuery('Listing applications', query(applicationsCollection(db), orderBy('appliedAt', 'desc')), (snapshot) =>
        parsedDocuments(applicationSchema, snapshot.docs),
      ),
    deleteApplication: (id) => logged('Deleting an application', deleteDoc(applicationDoc(db, id))),
    watchUsers: (request) => watchPage('Listing users', users, request),
    watchProducts: (request) => watchPage('Listing store products', products, request),
    // Failed refunds are few (each is retried or fixed), so they are sorted here and need no composite index.
    watchFailedRefunds: () =>
      withSubjectNames(
        watchQuery(
          'Listing failed refunds',
          query(refundsCollection(db), where('status', '==', 'failed')),
          (snapshot) => parsedDocuments(refundSchema, snapshot.docs).sort(latestFirst),
        ),
        firestoreSubjectName(db),
      ),
    watchRecentReviews: () =>
      watchQuery(
        'Listing reviews',
        query(
          reviewsCollection(db),
          where('hidden', '==', false),
          orderBy('createdAt', 'desc'),
          limit(ADMIN_PAGE_SIZE),
        ),
        (snapshot) => parsedDocuments(reviewSchema, snapshot.docs),
      ),
    // The same index as the newest reviews' (hidden, then createdAt descending).
    watchHiddenReviews: () =>
      watchQuery(
        'Listing hidden reviews',
        query(reviewsCollection(db), where('hidden', '==', true), orderBy('createdAt', 'desc'), limit(ADMIN_PAGE_SIZE)),
        (snapshot) => parsedDocuments(reviewSchema, snapshot.docs),
      ),
  };
}
