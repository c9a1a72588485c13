// GET /api/store/search: SPEC 5's rule (a case-insensitive substring of the name or the
// description) answered by the server's search engine, a bounded page at a time, newest first.
import { z } from 'zod';
import { endpoint, errorsWith } from '../api/endpoint.ts';
import { STORE_PAGE_SIZE, STORE_SEARCH_MAX, type StoreListing } from './listing.ts';

export const STORE_SEARCH_PATH = '/api/store/search';
export { STORE_SEARCH_MAX };
/** Cursors are opaque to clients; longer ones are not ours. */
const CURSOR_MAX = 512;

export const storeSearchTexts = {
  empty: 'Please enter something to search for.',
  tooLong: `Search text can have at most ${STORE_SEARCH_MAX} characters.`,
  badCursor: 'This page of results is no longer available. Please search again.',
  failed: 'Search is not available right now. Please try again.',
} as const;

/** The query string: `q`, the search text; `after`, the `next` of the page before (absent for the first). */
export const storeSearchQuerySchema = z.object({
  q: z
    .string(storeSearchTexts.empty)
    .trim()
    .min(1, storeSearchTexts.empty)
    .max(STORE_SEARCH_MAX, storeSearchTexts.tooLong),
  after: z
    .string(storeSearchTexts.badCursor)
    .min(1, storeSearchTexts.badCursor)
    .max(CURSOR_MAX, storeSearchTexts.badCursor)
    .optional(),
});
export type StoreSearchQuery = z.infer<typeof storeSearchQuerySchema>;

const listingSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  createdAt: z.number().nullable(),
}) satisfies z.ZodType<StoreListing>;

/** The answer: at most STORE_PAGE_SIZE matches, newest first; `next` asks for the following page, null at the end. */
export const storeSearchPageSchema = z.object({
  products: z.array(listingSchema).max(STORE_PAGE_SIZE),
  next: z.string().nullable(),
});
export type StoreSearchPage = z.infer<typeof storeSearchPageSchema>;

/** Open to visitors (SPEC 6: they browse the store). */
export const storeSearchContract = endpoint
  .meta({ caller: 'public' })
  .route({
    method: 'GET',
    path: '/store/search',
    summary: 'Search the store',
    description:
      "SPEC 5's rule (a case-insensitive substring of the name or the description), newest first, a page at a time.",
  })
  .input(storeSearchQuerySchema)
  .output(storeSearchPageSchema)
  .errors(
    errorsWith({
      BAD_REQUEST: storeSearchTexts.empty,
      SERVICE_UNAVAILABLE: storeSearchTexts.failed,
    }),
  );
