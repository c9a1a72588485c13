// The store's catalogue as visitors read it: a trigger (functions/src/features/store/catalogue.ts) keeps every
// product's summary in one of a fixed number of pages, so opening the store reads a few dozen documents rather
// than one per product, and search runs in the browser over what was read.
import { z } from 'zod';
import { productSchema } from './product.ts';
import { newestProductsFirst } from './newest-first.ts';

export { newestProductsFirst };

/** What the grid and the purchase need of a product; createdAt orders the grid, newest first. */
export const catalogueEntrySchema = productSchema.pick({
  id: true,
  sellerId: true,
  name: true,
  description: true,
  price: true,
  imageUrl: true,
  createdAt: true,
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const cataloguePageSchema = z.object({
  /** Entries by product id. */
  products: z.record(z.string(), z.unknown()),
});

/** The entries of a stored page; an entry that does not parse is left out rather than breaking the page. */
export function catalogueEntries(page: unknown): CatalogueEntry[] {
  const parsed = cataloguePageSchema.safeParse(page);
  if (!parsed.success) return [];
  return Object.entries(parsed.data.products).flatMap(([id, entry]) => {
    const checked = catalogueEntrySchema.safeParse({ ...(entry as object), id });
    return checked.success ? [checked.data] : [];
  });
}

/**
 * Every entry of the stored pages, newest first: the grid as a visitor sees it. A product moving out of a page
 * of the older layout is briefly in two pages; it is shown once.
 */
export function catalogueFromPages(pages: readonly unknown[]): CatalogueEntry[] {
  const byId = new Map(pages.flatMap((page) => catalogueEntries(page)).map((entry) => [entry.id, entry]));
  return newestProductsFirst([...byId.values()]);
}
