// The console search's keys and lower-case titles (decision 063; shared/src/admin/search-keys.ts) for records written
// before the server wrote them with each record: the demo's data on a start, and production once
// (`scripts/backfill-admin-search.ts`). A page at a time; a key written only where its record is not yet on its list,
// and a title only where missing or stale, so running it twice, or beside the app, is harmless.
import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  PRODUCT_SEARCH_FIELD,
  TITLE_SEARCH_FIELD,
  searchKeyTargets,
  searchTitleOf,
  type SearchKeyTarget,
} from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { usableSearchKey, writeSearchKey } from '../../platform/search-keys.ts';

/** Each collection's keys (the field read, the target it names) and its lower-case title (from, to), if any. */
const sources: {
  collection: string;
  keys: { field: string; target: (path: string) => SearchKeyTarget }[];
  title?: { from: string; to: string };
}[] = [
  {
    collection: paths.paymentOrders,
    keys: [{ field: 'paymentId', target: searchKeyTargets.paymentOfOrder }],
  },
  {
    collection: paths.refunds,
    keys: [
      { field: 'paymentId', target: searchKeyTargets.paymentOfRefund },
      { field: 'providerRefundId', target: searchKeyTargets.refundId },
    ],
  },
  {
    collection: paths.payouts,
    keys: [
      { field: 'providerPayoutId', target: searchKeyTargets.payoutId },
      { field: 'reference', target: searchKeyTargets.utr },
    ],
  },
  {
    collection: paths.storeOrders,
    keys: [{ field: 'razorpay_payment_id', target: searchKeyTargets.paymentOfStoreOrder }],
    title: { from: 'product.name', to: PRODUCT_SEARCH_FIELD },
  },
  { collection: paths.projects, keys: [], title: { from: 'title', to: TITLE_SEARCH_FIELD } },
];

export async function backfillConsoleSearch(db: Firestore, pageSize = 150): Promise<{ read: number; written: number }> {
  let read = 0;
  let written = 0;
  for (const source of sources) {
    let last: DocumentSnapshot | undefined;
    for (;;) {
      const ordered = db.collection(source.collection).orderBy(FieldPath.documentId()).limit(pageSize);
      const page = await (last ? ordered.startAfter(last) : ordered).get();
      read += page.size;
      const batch = db.batch();
      let writes = 0;
      const keys = page.docs.flatMap((doc) =>
        source.keys.flatMap(({ field, target }) => {
          const value = doc.get(field);
          return usableSearchKey(value) ? [{ value, target: target(doc.ref.path) }] : [];
        }),
      );
      const stored = keys.length > 0 ? await db.getAll(...keys.map(({ value }) => db.doc(paths.searchKey(value)))) : [];
      keys.forEach(({ value, target }, index) => {
        const targets = (stored[index]?.get('targets') ?? []) as SearchKeyTarget[];
        if (targets.some((kept) => kept.path === target.path && kept.field === target.field)) return;
        writeSearchKey(batch, db, value, target);
        writes += 1;
      });
      for (const doc of page.docs) {
        const title = source.title && doc.get(source.title.from);
        if (source.title && typeof title === 'string' && doc.get(source.title.to) !== searchTitleOf(title)) {
          batch.update(doc.ref, { [source.title.to]: searchTitleOf(title) });
          writes += 1;
        }
      }
      if (writes > 0) await batch.commit();
      written += writes;
      if (page.size < pageSize) break;
      last = page.docs.at(-1);
    }
  }
  return { read, written };
}
