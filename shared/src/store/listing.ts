// A product as the store shows it to everyone (the read model): the product less its seller's email,
// one document per product in `storeListings`. Zod-free, so a visitor's first screen can read it without the
// validation library (decision 013's budget).
import { toMillis } from '../to-millis.ts';

/** What a card and a purchase need of a product; createdAt (epoch millis) orders the store, newest first. */
export interface StoreListing {
  id: string;
  sellerId: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string;
  /** Null while the server has not yet set it: such a listing counts as newest. */
  createdAt: number | null;
}

/** Listings on the store's first screen and in each 'Load more' step, and results per search page. */
export const STORE_PAGE_SIZE = 24;

/** The longest search text accepted (GET /api/store/search); the store's search box stops there too. */
export const STORE_SEARCH_MAX = 200;

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A stored listing (as the SDK or a REST read decodes it) with its id; null when it does not have a listing's
 * shape, so one bad document is left out rather than breaking the store. Dates are epoch millis (the trigger
 * writes them so); an RFC 3339 string or a Timestamp-like value from older data is read too.
 */
export function listingFrom(id: string, data: unknown): StoreListing | null {
  if (!data || typeof data !== 'object') return null;
  const { sellerId, name, description, price, imageUrl, createdAt } = data as Record<string, unknown>;
  if (!isText(sellerId) || !isText(name) || !isText(description)) return null;
  if (typeof price !== 'number' || !Number.isFinite(price)) return null;
  return {
    id,
    sellerId,
    name,
    description,
    price,
    imageUrl: isText(imageUrl) ? imageUrl : '',
    createdAt: toMillis(createdAt),
  };
}
