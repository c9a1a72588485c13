// Keeps the admin search's grams (shared/src/admin/admin-search.ts) on every user, and beside every store product in
// its search entry (decision 087): one document per user or product, so nothing is shared between documents and a
// search reads only what it finds. The handler works out the grams from the document as it is now, and writes only
// when they differ: a user's own write comes back as an event that then changes nothing, and a redelivered, late or
// out-of-order event cannot leave grams of an older name behind. The writes of many events go in one commit
// (decision 037). A product's entry is not on the product: a write there would come back to all four of the product's
// triggers, doubling what an import of thousands of products delivers.
import { FieldPath, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  SEARCH_GRAMS_FIELD,
  productSearchEntry,
  sameSearchGrams,
  searchGramsOf,
  userSearchTexts,
} from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { gatheredWritesOf, isGuardFailure, type GuardedWrite } from '../../platform/gathered-writes.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

type TextsOf = (data: DocumentData) => string[];

const upToDate = (data: DocumentData, textsOf: TextsOf) =>
  sameSearchGrams(data[SEARCH_GRAMS_FIELD], searchGramsOf(textsOf(data)));

/** Brings the grams of a document just read up to date; true when it wrote them. */
async function writeIfStale(snapshot: DocumentSnapshot, textsOf: TextsOf): Promise<boolean> {
  const data = snapshot.data();
  if (!data || upToDate(data, textsOf)) return false;
  try {
    // Only if nobody wrote the document since it was read: this never puts back grams of a name just changed.
    await gatheredWritesOf(snapshot.ref.firestore).add({
      writes: [
        {
          update: snapshot.ref,
          data: { [SEARCH_GRAMS_FIELD]: searchGramsOf(textsOf(data)) },
          lastUpdateTime: snapshot.updateTime!,
        },
      ],
      increments: [],
    });
    return true;
  } catch (error) {
    // The document changed after we read it (its own event brings the grams up to date), or was deleted meanwhile.
    if (isGuardFailure(error)) return false;
    throw error;
  }
}

const keepSearchGrams =
  (textsOf: TextsOf) =>
  async ({ db }: DbDeps, change: DocumentChange): Promise<void> => {
    // Deleted, or already right (the trigger's own write comes back this way): nothing to read or write.
    if (!change.after || upToDate(change.after, textsOf)) return;
    await writeIfStale(await db.doc(change.path).get(), textsOf);
  };

export const keepUserSearchGrams = keepSearchGrams(userSearchTexts);

/** Read again this many times when another event of the same product wrote its entry meanwhile. */
const ROUNDS = 5;

const sameEntry = (stored: DocumentData | undefined, wanted: DocumentData | null) =>
  stored === undefined || wanted === null
    ? stored === undefined && wanted === null
    : stored.name === wanted.name &&
      stored.sellerEmail === wanted.sellerEmail &&
      stored.price === wanted.price &&
      sameSearchGrams(stored[SEARCH_GRAMS_FIELD], wanted[SEARCH_GRAMS_FIELD] as Record<string, true>);

/**
 * Makes a product's search entry say what the product says now (none for a deleted product); true when it wrote.
 * Both are read at once and the entry written only if nobody wrote it since: an event that loses to another reads
 * both again, so the last write is always of the product as it last was.
 */
export async function syncProductSearchEntry(db: Firestore, productId: string): Promise<boolean> {
  const entry = db.doc(paths.productSearchEntry(productId));
  for (let round = 1; ; round++) {
    const [product, stored] = await db.getAll(db.doc(paths.storeProduct(productId)), entry);
    if (!product || !stored) throw new Error(`reading product ${productId} and its search entry answered less`);
    const wanted = product.exists ? productSearchEntry(product.data()!) : null;
    if (sameEntry(stored.data(), wanted)) return false;
    const write: GuardedWrite =
      wanted === null
        ? { delete: entry, lastUpdateTime: stored.updateTime! }
        : stored.exists
          ? { update: entry, data: wanted, lastUpdateTime: stored.updateTime! }
          : { create: entry, data: wanted };
    try {
      await gatheredWritesOf(db).add({ writes: [write], increments: [] });
      return true;
    } catch (error) {
      if (!isGuardFailure(error) || round === ROUNDS) throw error;
    }
  }
}

export async function keepProductSearchGrams({ db }: DbDeps, change: DocumentChange): Promise<void> {
  // A change of neither the row's fields nor the product's existence leaves the entry as it was: no read.
  if (change.before && change.after && sameEntry(productSearchEntry(change.before), productSearchEntry(change.after)))
    return;
  await syncProductSearchEntry(db, change.params.productId!);
}

export const userSearchGramsTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.user('{uid}'),
  handle: keepUserSearchGrams,
};
export const productSearchGramsTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.storeProduct('{productId}'),
  handle: keepProductSearchGrams,
};

/**
 * The backfill when the search is introduced over existing data (production; `scripts/backfill-admin-search.ts`):
 * every user and store product once, a page at a time, writing only where the grams (a product's search entry) are
 * missing or stale.
 * The trigger does the same for each change, so running this beside it, or twice, is harmless.
 */
export async function backfillSearchGrams(
  db: Firestore,
  pageSize = 300,
): Promise<{ users: { read: number; written: number }; products: { read: number; written: number } }> {
  const run = async (collection: string, bringUpToDate: (document: DocumentSnapshot) => Promise<boolean>) => {
    let read = 0;
    let written = 0;
    let last: string | undefined;
    for (;;) {
      const ordered = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
      const page = await (last === undefined ? ordered : ordered.startAfter(last)).get();
      read += page.size;
      written += (await Promise.all(page.docs.map(bringUpToDate))).filter(Boolean).length;
      if (page.size < pageSize) return { read, written };
      last = page.docs.at(-1)!.id;
    }
  };
  return {
    users: await run(paths.users, (user) => writeIfStale(user, userSearchTexts)),
    products: await run(paths.storeProducts, (product) => syncProductSearchEntry(db, product.id)),
  };
}
