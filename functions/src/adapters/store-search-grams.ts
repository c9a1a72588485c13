// What both ProductSearch adapters share (decision 018): engines split text into words, SPEC 5 asks for any
// substring, so each text is indexed as its distinct pieces of 1, 2 and 3 characters (after the rule's own
// lower-casing), a search asks the engine for the listings holding the query's pieces, newest first, and each
// candidate is confirmed with the rule itself (matchesSearch) until a page is full. The engine retrieves and
// sorts; this module only says which pieces to ask for and keeps the page to the exact rule.
import { createHash } from 'node:crypto';
import { STORE_PAGE_SIZE, type StoreListing } from '@marketplace/shared/store/listing';
import { matchesSearch } from '@marketplace/shared/store/search';
import type { ProductSearchPage, SearchPosition } from '../ports/product-search.port.ts';

/** The rule's own normalisation (shared/src/store/search.ts): trimmed, lower case by toLocaleLowerCase. */
export const needleOf = (query: string) => query.trim().toLocaleLowerCase();

const MAX_GRAM = 3;
/** A long query is asked by this many of its 3-character pieces (first and last among them); the rule confirms. */
const MAX_QUERY_GRAMS = 12;

/**
 * A piece of `length` characters, prefixed with its length, so the engine's own prefix matching ('ab' finding
 * 'abc') never widens a piece into longer ones.
 */
const gram = (piece: string) => `${piece.length}${piece}`;

/** Every distinct piece of 1 to 3 characters of the text, as it is indexed. */
export function indexGrams(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const grams = new Set<string>();
  for (let length = 1; length <= MAX_GRAM; length++) {
    for (let i = 0; i + length <= lower.length; i++) grams.add(gram(lower.slice(i, i + length)));
  }
  return [...grams];
}

/**
 * The pieces a listing must hold in one of its texts to contain the query: the query itself when it is 3
 * characters or fewer (every such piece is indexed), else up to MAX_QUERY_GRAMS of its 3-character pieces.
 * Empty for an empty query (everything matches).
 */
export function queryGrams(query: string): string[] {
  const needle = needleOf(query);
  if (!needle) return [];
  if (needle.length <= MAX_GRAM) return [gram(needle)];
  const all = [
    ...new Set(Array.from({ length: needle.length - MAX_GRAM + 1 }, (_, i) => needle.slice(i, i + MAX_GRAM))),
  ];
  if (all.length <= MAX_QUERY_GRAMS) return all.map(gram);
  const step = (all.length - 1) / (MAX_QUERY_GRAMS - 1);
  return [...new Set(Array.from({ length: MAX_QUERY_GRAMS }, (_, i) => all[Math.round(i * step)]!))].map(gram);
}

/** Where a listing sits in the store's order (see SearchPosition). */
export function positionOf(listing: Pick<StoreListing, 'id' | 'createdAt'>): SearchPosition {
  return {
    sortAt: listing.createdAt ?? Number.MAX_SAFE_INTEGER,
    tie: createHash('sha256').update(listing.id).digest().readUIntBE(0, 6),
  };
}

/** True when `a` comes before `b` in the store's order. */
export const isBefore = (a: SearchPosition, b: SearchPosition) =>
  a.sortAt > b.sortAt || (a.sortAt === b.sortAt && a.tie < b.tie);

export interface Candidate {
  listing: StoreListing;
  position: SearchPosition;
}

/**
 * Asks the engine for the listings holding every one of `grams`, in the store's order, strictly after `after`
 * (from the start when null), at most `limit` of them.
 */
export type FetchCandidates = (grams: string[], after: SearchPosition | null, limit: number) => Promise<Candidate[]>;

/**
 * At most this many candidates are confirmed for one page, so a query whose pieces are everywhere but whose
 * whole is rare costs a bounded amount: the page then holds what was found, and `next` continues the scan.
 */
export const MAX_SCANNED = 2000;

/**
 * A page of SPEC 5's matches, newest first: candidates from the engine, `batch` at a time (what one engine call
 * returns best: all of MAX_SCANNED in process, a page of hits over HTTP), each confirmed by the rule.
 */
export async function searchPage(
  fetchCandidates: FetchCandidates,
  request: { q: string; after?: SearchPosition },
  batch: number,
): Promise<ProductSearchPage> {
  const grams = queryGrams(request.q);
  const found: Candidate[] = [];
  let from = request.after ?? null;
  let scanned = 0;
  for (;;) {
    const asked = Math.min(batch, MAX_SCANNED - scanned);
    const candidates = await fetchCandidates(grams, from, asked);
    for (const candidate of candidates) {
      scanned += 1;
      from = candidate.position;
      if (!matchesSearch(candidate.listing, request.q)) continue;
      found.push(candidate);
      if (found.length > STORE_PAGE_SIZE) {
        return {
          products: found.slice(0, STORE_PAGE_SIZE).map((c) => c.listing),
          next: found[STORE_PAGE_SIZE - 1]!.position,
        };
      }
    }
    if (candidates.length < asked) return { products: found.map((c) => c.listing), next: null };
    if (scanned >= MAX_SCANNED) return { products: found.map((c) => c.listing), next: from };
  }
}
