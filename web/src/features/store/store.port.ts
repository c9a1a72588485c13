// What the store's screens need from the outside world, in the store's words. One adapter each, built once
// at the composition root (web/src/app); component tests hand in fakes.
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { ListingPageData } from '@marketplace/shared/store/listing-page';
import type { StoreSearchPage, StoreSearchQuery } from '@marketplace/shared/store/store-search-api';
import type { OrderStatus, StoreOrder } from '@marketplace/shared/store/order';
import type { NewProduct, Product } from '@marketplace/shared/store/product';
import type { LocatedAddress, PlaceCodOrderInput } from '@marketplace/shared/store/purchase.machine';
import type { Rating } from '@marketplace/shared/reviews/rating-text';
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import type { Watch } from '../../lib/watch.ts';

/** The store's listings (a summary per product the server keeps), newest first, a page at a time. */
export interface ListingsPort {
  /** The newest STORE_PAGE_SIZE listings, live. */
  watchNewest(): Watch<StoreListing[]>;
  /** The STORE_PAGE_SIZE listings after `after` in the store's order (not live). */
  loadMore(after: StoreListing): Promise<StoreListing[]>;
  /** One listing, live: null when it is not in the store (hidden, removed, or never listed). */
  watchListing(id: string): Watch<StoreListing | null>;
}

/**
 * A listing's own page (decision 052): the listing with its seller and rating, or null when it is not in the store.
 * The page's own data when the server drew it, else read.
 */
export interface ListingPagePort {
  watchListingPage(id: string): Watch<ListingPageData | null>;
  /** The page's canonical address, what sharing sends: the one the server drew it with, else this site's. */
  listingUrl(id: string): string;
}

/**
 * A seller's average and count on their products: the reviews' rating read, which starts only once the
 * person acts on the page, so the store's first load carries no Firestore SDK for it (decision 026).
 */
export interface SellerRatingsPort {
  watchRating(sellerId: string): Watch<Rating>;
  /** The seller's public profile, for the 'Verified' badge (decision 033). */
  watchPublicProfile?(sellerId: string): Watch<PublicProfile | null>;
}

/** The store's search on the server (SPEC 5's rule), a page of matches at a time, newest first. */
export interface StoreSearchPort {
  search(query: StoreSearchQuery): Promise<StoreSearchPage>;
}

/** A seller's own listings. */
export interface ProductsPort {
  watchSellerProducts(sellerId: string): Watch<Product[]>;
  /** Resolves to the new product's id. */
  /** Listed as the signed-in seller through the API; rejects with its ApiError (a limit met, a suspension). */
  createProduct(product: NewProduct, imageUrl: string): Promise<string>;
  updateProduct(productId: string, product: NewProduct, imageUrl: string): Promise<void>;
  deleteProduct(productId: string): Promise<void>;
  /** Uploads a product photo through the server; resolves to its URL, or null when none came back. */
  uploadImage(file: Blob, onProgress: (fraction: number) => void): Promise<string | null>;
}

/** Orders a dashboard list shows at first, and adds with each 'Load more'. */
export const ORDERS_PAGE = 20;

/** Orders: the buyer's purchases, the seller's sales, one order followed live, placing COD orders, cancelling. */
export interface OrdersPort {
  /** The newest `count`, newest first (SPEC 7): a page of them (ORDERS_PAGE), however many there are. */
  watchPurchases(buyerId: string, count: number): Watch<StoreOrder[]>;
  /** The newest `count`, newest first. */
  watchSales(sellerId: string, count: number): Watch<StoreOrder[]>;
  /** Null when the order does not exist (the rules refuse others' orders and missing ones alike). */
  watchOrder(orderId: string): Watch<StoreOrder | null>;
  placeCodOrder(input: PlaceCodOrderInput): Promise<{ orderId: string }>;
  /** Whether orders move on by themselves, or the seller moves each one (a server setting). */
  trackingMode(): Promise<'automatic' | 'manual'>;
  /** The buyer cancels inside SPEC 9's window (the server decides); rejects with the server's text. */
  cancelOrder(orderId: string): Promise<{ refund: 'requested' | 'none' }>;
  /** The seller moves a shipment one step on from `from` (manual tracking), through the server. */
  advanceOrder(orderId: string, from: OrderStatus): Promise<void>;
}

/** 'Use my location': the browser's position turned into an address by the server. */
export interface LocationPort {
  locate(): Promise<LocatedAddress>;
}
