// The local ProductSearch (decision 018): Orama, an in-process search engine, so `npm start` and the tests stay
// offline. Its index lives in the host's memory: the host rebuilds it from the products when it starts (a search
// or a change arriving meanwhile waits for that, never seeing a half-built index), then the keepStoreSearch
// trigger feeds it, as it feeds Typesense in production.
import { count, create, insertMultiple, remove, search, upsert } from '@orama/orama';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { ProductSearch, SearchPosition } from '../ports/product-search.port.ts';
import { MAX_SCANNED, indexGrams, positionOf, searchPage, type Candidate } from './store-search-grams.ts';
import { storeOrder, type StoreOrder } from './store-order.ts';

export interface OramaProductSearch extends ProductSearch {
  /**
   * Replaces the whole index with `load()`'s listings. Until it has finished, every other call waits; a change
   * made meanwhile is applied after it (the trigger re-reads the product, so a late one is still the newest).
   * If it fails, the next call tries it again before it goes on (and fails too if the load still does): the
   * index never answers from less than the whole store.
   */
  rebuild(load: () => Promise<StoreListing[]>): Promise<void>;
}

/**
 * Each text's pieces as an `enum[]` property: Orama keeps a set of listings per value, and `containsAll`
 * intersects those sets. (Its full-text index scores every posting by BM25: about 6 µs each, 4 s for a
 * 10-piece query over 50,000 listings, where the sets take milliseconds.) Orama only says which listings hold
 * the pieces: the order and the cursor are the StoreOrder's (its number index corrupts on remove: store-order.ts).
 */
const schema = { nameGrams: 'enum[]', descriptionGrams: 'enum[]' } as const;
const newIndex = () => create({ schema, sort: { enabled: false } });
type Index = ReturnType<typeof newIndex>;

const pieces = (listing: StoreListing) => ({
  id: listing.id,
  nameGrams: indexGrams(listing.name),
  descriptionGrams: indexGrams(listing.description),
});
const entry = (listing: StoreListing): Candidate => ({ listing, position: positionOf(listing) });

/** Every piece, in one of the two texts (SPEC 5 matches within the name or within the description). */
const holdsAll = (grams: string[]) => ({
  or: [{ nameGrams: { containsAll: grams } }, { descriptionGrams: { containsAll: grams } }],
});

export function oramaProductSearch(): OramaProductSearch {
  /** Replaced together by a rebuild, so a call never pairs one build's pieces with another's order. */
  let current: { index: Index; order: StoreOrder } = { index: newIndex(), order: storeOrder([]) };
  let ready: Promise<void> = Promise.resolve();
  /** The load of a rebuild that failed, tried again by the next call. */
  let failedLoad: (() => Promise<StoreListing[]>) | null = null;

  const build = async (load: () => Promise<StoreListing[]>) => {
    try {
      const listings = await load();
      const fresh = newIndex();
      await insertMultiple(fresh, listings.map(pieces));
      current = { index: fresh, order: storeOrder(listings.map(entry)) };
      failedLoad = null;
    } catch (error) {
      failedLoad = load;
      throw error;
    }
  };
  /** Waits for the index; one caller tries a failed rebuild again, the others wait for that try. */
  const whenReady = async () => {
    const current = ready;
    try {
      await current;
    } catch {
      if (ready === current && failedLoad) ready = build(failedLoad);
      await ready;
    }
  };

  /** The ids of the listings holding every piece in one of their texts. */
  const holders = async (index: Index, grams: string[]) => {
    const { hits } = await search(index, { where: holdsAll(grams), limit: count(index) });
    return new Set(hits.map((hit) => hit.id));
  };
  const fetchCandidates = async (grams: string[], after: SearchPosition | null, limit: number) => {
    const { index, order } = current;
    return order.after(after, limit, grams.length ? await holders(index, grams) : undefined);
  };

  return {
    async upsert(listing) {
      await whenReady();
      const { index, order } = current;
      await upsert(index, pieces(listing));
      order.put(entry(listing));
    },
    async remove(productId) {
      await whenReady();
      const { index, order } = current;
      await remove(index, productId);
      order.delete(productId);
    },
    async search(request) {
      await whenReady();
      // One engine call costs the same whatever its limit: ask for every candidate a page may confirm at once.
      return searchPage(fetchCandidates, request, MAX_SCANNED);
    },
    rebuild(load) {
      const previous = ready;
      ready = previous.catch(() => undefined).then(() => build(load));
      return ready;
    },
  };
}
