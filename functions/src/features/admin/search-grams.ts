// Keeps the admin search's grams (shared/src/admin/admin-search.ts) on every user and store product: a field
// of the document itself, so nothing is shared between documents and a search reads only what it finds.
// The handler works out the grams from the document as it is now, and writes only when they differ: its
// own write comes back as an event that then changes nothing, and a redelivered, late or out-of-order event
// cannot leave grams of an older name behind. The writes of many events go in one commit (decision 037): the
// emulator re-reads a collection for its listeners at every commit to it.
import { FieldPath, type DocumentData, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  SEARCH_GRAMS_FIELD,
  productSearchTexts,
  sameSearchGrams,
  searchGramsOf,
  userSearchTexts,
} from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { gatheredWritesOf, isGuardFailure } from '../../platform/gathered-writes.ts';
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
export const keepProductSearchGrams = keepSearchGrams(productSearchTexts);

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
 * every user and store product once, a page at a time, writing only where the grams are missing or stale.
 * The trigger does the same for each change, so running this beside it, or twice, is harmless.
 */
export async function backfillSearchGrams(
  db: Firestore,
  pageSize = 300,
): Promise<{ users: { read: number; written: number }; products: { read: number; written: number } }> {
  const run = async (collection: string, textsOf: TextsOf) => {
    let read = 0;
    let written = 0;
    let last: string | undefined;
    for (;;) {
      const ordered = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
      const page = await (last === undefined ? ordered : ordered.startAfter(last)).get();
      read += page.size;
      written += (await Promise.all(page.docs.map((document) => writeIfStale(document, textsOf)))).filter(
        Boolean,
      ).length;
      if (page.size < pageSize) return { read, written };
      last = page.docs.at(-1)!.id;
    }
  };
  return {
    users: await run(paths.users, userSearchTexts),
    products: await run(paths.storeProducts, productSearchTexts),
  };
}
