// A product as the store shows it to everyone (issue 18's read model): the product less its seller's email,
// one document per product in `storeListings`. Zod-free, so a visitor's first screen can read it without the
// validation library (decision 013's budget).

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
