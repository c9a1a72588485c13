// The grid's order, apart from the catalogue's schemas so the first read (web/src/first-read.ts) can find the
// first product's image without the validation library.

/** Newest first; an entry without a date (not yet set by the server) counts as newest. */
export function newestProductsFirst<E extends { createdAt: number | null }>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
}
