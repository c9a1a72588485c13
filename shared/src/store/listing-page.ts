// What a listing's own page shows (decision 052): the listing, its seller as anyone may see them (name and the
// 'Verified' badge, decision 033) and the seller's rating. The server reads it to draw the page and its structured
// data; the page carries it to the app (decision 021), so both read it here, without the validation library.
import type { Rating } from '../reviews/rating-text.ts';
import { listingFrom, type StoreListing } from './listing.ts';

export interface ListingSeller {
  /** Their name on their public profile; '' when they gave none (each page says 'A seller' in its language). */
  name: string;
  verified: boolean;
}

export interface ListingPageData {
  listing: StoreListing;
  seller: ListingSeller;
  rating: Rating;
}

/**
 * Why a listing's page has no listing to show: `hidden` (a moderator's hiding or its seller's suspension, which
 * may be lifted: 404) or `gone` (no such product any more: 410). Decision 052.
 */
export type ListingAbsence = 'hidden' | 'gone';

/** The listing page as the server drew it: its data, or why there is none; `url` is its canonical address. */
export interface ListingScreen {
  id: string;
  url: string;
  page: ListingPageData | null;
  absence?: ListingAbsence;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object';

function ratingFrom(value: unknown): Rating | null {
  if (!isRecord(value)) return null;
  const { average, count } = value;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
  if (average !== null && (typeof average !== 'number' || !Number.isFinite(average))) return null;
  return { average, count };
}

/** The page's data read back; null when it does not have its shape. */
export function listingPageFrom(value: unknown): ListingPageData | null {
  if (!isRecord(value) || !isRecord(value.listing) || !isRecord(value.seller)) return null;
  const listing = listingFrom(String(value.listing.id ?? ''), value.listing);
  const rating = ratingFrom(value.rating);
  const { name, verified } = value.seller;
  if (!listing || !listing.id || !rating || typeof name !== 'string' || typeof verified !== 'boolean') return null;
  return { listing, seller: { name, verified }, rating };
}

/** The server's listing screen read back from the page; null when it does not have its shape. */
export function listingScreenFrom(value: unknown): ListingScreen | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.url !== 'string') return null;
  const page = value.page === null ? null : listingPageFrom(value.page);
  if (value.page !== null && page === null) return null;
  const absence = value.absence === 'hidden' || value.absence === 'gone' ? value.absence : undefined;
  return { id: value.id, url: value.url, page, ...(absence && { absence }) };
}
