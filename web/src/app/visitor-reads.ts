// What a visitor's first screen shows, read once over REST before Firestore's SDK is fetched: the
// store's newest listings (home and store: one page, whatever the store's size) and the open positions
// (careers). Both are public under firestore.rules, and both are checked without the validation library.
import { jobsFrom, type Job } from '@marketplace/shared/careers/job';
import type { Page } from '@marketplace/shared/navigation/pages';
import { paths } from '@marketplace/shared/paths';
import { STORE_PAGE_SIZE, listingFrom, type StoreListing } from '@marketplace/shared/store/listing';
import { productImage } from '@marketplace/shared/store/product-image';
import type { InitJson } from '../lib/firebase-config.ts';
import { prefetchCollection, readCollection, type CollectionRead, type RestDocument } from '../lib/firestore-rest.ts';

const reads = {
  // The order of the live query (features/store/firestore-listings.ts): newest first, one page.
  listings: { path: paths.storeListings, read: { orderBy: 'createdAt desc', limit: STORE_PAGE_SIZE } },
  // The order the live query keeps (lib/jobs.ts): newest posting first.
  jobs: { path: paths.jobs, read: { orderBy: 'postedAt desc' } },
} satisfies Record<string, { path: string; read: CollectionRead }>;

/** The visitor read each page shows first. */
const pageReads: Partial<Record<Page, keyof typeof reads>> = { home: 'listings', store: 'listings', careers: 'jobs' };

/**
 * Starts the page's first read as soon as the configuration is known, beside the page's chunk; on the store,
 * the first card's image is asked for as soon as the read names it (on a phone it is the largest thing on
 * the first screen), rather than once the app has drawn the card.
 */
export function prefetchPageData(page: Page, config: InitJson): void {
  const name = pageReads[page];
  if (!name) return;
  const reading = prefetchCollection(config, reads[name].path, reads[name].read);
  if (name === 'listings') reading.then(preloadFirstImage, () => {});
}

/** The newest product's image: the first listing of the read, checked later; this is only a hint. */
function preloadFirstImage([first]: RestDocument[]): void {
  const listing = first && listingFrom(first.id, first.data);
  if (!listing) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  // An image is fetched at low priority until the browser knows it is on screen: this one is the largest thing.
  link.fetchPriority = 'high';
  link.href = productImage(listing);
  document.head.append(link);
}

export async function readNewestListings(config: InitJson): Promise<StoreListing[]> {
  const documents = await readCollection(config, reads.listings.path, reads.listings.read);
  return documents.flatMap(({ id, data }) => listingFrom(id, data) ?? []);
}

export async function readJobs(config: InitJson): Promise<Job[]> {
  return jobsFrom(await readCollection(config, reads.jobs.path, reads.jobs.read));
}
