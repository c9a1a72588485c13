// The admin console's search over users and store products: a case-insensitive substring of what
// the tables show (a user's name, email and role; a product's name and seller's email), like the store's
// search (SPEC 5), at a cost that does not grow with the collection. A trigger keeps on each user (and beside each
// product, decision 087) a map of the distinct 1-, 2- and 3-character pieces ("grams") of its folded text; a search asks Firestore for the
// documents holding every trigram of the query (equality filters, which Firestore answers by merging its
// single-field indexes) and keeps those that really contain it. Holding every trigram almost always means
// containing the text, so a page of results costs about a page of reads (docs/decisions/017-admin-search.md).

/** The map field the server keeps on users and on products' search entries; clients may not write it (firestore.rules). */
export const SEARCH_GRAMS_FIELD = 'searchGrams';

/** At most this many trigrams go into one query: a few spread over the text already pick it out. */
export const MAX_QUERY_GRAMS = 6;

/** Lower case, accents and compatibility forms folded ('É' and 'ﬁ' as 'e' and 'fi'), spaces collapsed. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** By code point, so a gram never splits an emoji's surrogate pair (Firestore refuses a lone surrogate). */
const characters = (folded: string) => Array.from(folded);

/** Each distinct piece of 1 to 3 characters of each text; no piece spans two texts. */
export function gramsOf(texts: readonly string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    const chars = characters(foldForSearch(text));
    for (let start = 0; start < chars.length; start++) {
      for (let size = 1; size <= 3 && start + size <= chars.length; size++) {
        grams.add(chars.slice(start, start + size).join(''));
      }
    }
  }
  return [...grams].sort();
}

/** The stored form: a map from gram to true, so a query can require several grams at once. */
export function searchGramsOf(texts: readonly string[]): Record<string, true> {
  return Object.fromEntries(gramsOf(texts).map((gram) => [gram, true as const]));
}

/** Whether a stored field already says what `wanted` says (so the trigger writes nothing). */
export function sameSearchGrams(stored: unknown, wanted: Record<string, true>): boolean {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return false;
  const keys = Object.keys(stored);
  return (
    keys.length === Object.keys(wanted).length &&
    keys.every((key) => wanted[key] === true && (stored as Record<string, unknown>)[key] === true)
  );
}

/**
 * The grams a document must hold to contain the search: the text itself when it is 3 characters or fewer
 * (every such piece is stored), otherwise up to MAX_QUERY_GRAMS of its trigrams, first and last included and
 * the rest spread between. Empty for an empty search.
 */
export function queryGrams(search: string): string[] {
  const chars = characters(foldForSearch(search));
  if (chars.length === 0) return [];
  if (chars.length <= 3) return [chars.join('')];
  const trigrams = [...new Set(Array.from({ length: chars.length - 2 }, (_, i) => chars.slice(i, i + 3).join('')))];
  if (trigrams.length <= MAX_QUERY_GRAMS) return trigrams;
  const step = (trigrams.length - 1) / (MAX_QUERY_GRAMS - 1);
  return Array.from({ length: MAX_QUERY_GRAMS }, (_, i) => trigrams[Math.round(i * step)]!);
}

/** The rule itself: some text contains the search, folded alike. */
export function matchesAdminSearch(texts: readonly string[], search: string): boolean {
  const needle = foldForSearch(search);
  return texts.some((text) => foldForSearch(text).includes(needle));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A user as the table shows them: the name (full name, else the sign-in's display name), email and role. */
export function userSearchTexts(data: Record<string, unknown>): string[] {
  return [text(data.fullName) || text(data.displayName), text(data.email), text(data.role)];
}

/** A store product as the table shows it: its name and its seller's email. */
export function productSearchTexts(data: Record<string, unknown>): string[] {
  return [text(data.name), text(data.sellerEmail)];
}

/**
 * A product's search entry (decision 087): the fields its row shows, which the table's search reads instead of the
 * product, and the grams of its texts.
 */
export function productSearchEntry(data: Record<string, unknown>): {
  name: string;
  sellerEmail: string;
  price: unknown;
  [SEARCH_GRAMS_FIELD]: Record<string, true>;
} {
  return {
    name: text(data.name),
    sellerEmail: text(data.sellerEmail),
    price: data.price ?? null,
    [SEARCH_GRAMS_FIELD]: searchGramsOf(productSearchTexts(data)),
  };
}
