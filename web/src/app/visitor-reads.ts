// What a visitor's first screen shows, read once over REST before Firestore's SDK is fetched (issue 10): the
// store's catalogue (home and store) and the open positions (careers). Both are public under firestore.rules.
// The schemas that check them come in a chunk of their own, a fraction of the SDK's size.
import type { Job } from '@marketplace/shared/careers/job';
import type { Page } from '@marketplace/shared/navigation/pages';
import { paths } from '@marketplace/shared/paths';
import type { CatalogueEntry } from '@marketplace/shared/store/catalogue';
import { newestProductsFirst } from '@marketplace/shared/store/newest-first';
import { productImage } from '@marketplace/shared/store/product-image';
import type { InitJson } from '../lib/firebase-config.ts';
import { prefetchCollection, readCollection, type CollectionRead, type RestDocument } from '../lib/firestore-rest.ts';

const reads = {
  catalogue: { path: paths.storeCatalogue, read: {} },
  // The order the live query keeps (lib/jobs.ts): newest posting first.
  jobs: { path: paths.jobs, read: { orderBy: 'postedAt desc' } },
} satisfies Record<string, { path: string; read: CollectionRead }>;

/** The visitor read each page shows first. */
const pageReads: Partial<Record<Page, keyof typeof reads>> = { home: 'catalogue', store: 'catalogue', careers: 'jobs' };

/**
 * Starts the page's first read as soon as the configuration is known, beside the page's chunk; on the store,
 * the first card's image is asked for as soon as the read names it (on a phone it is the largest thing on
 * the first screen), rather than once the app has drawn the card.
 */
export function prefetchPageData(page: Page, config: InitJson): void {
  const name = pageReads[page];
  if (!name) return;
  const reading = prefetchCollection(config, reads[name].path, reads[name].read);
  if (name === 'catalogue') reading.then(preloadFirstImage, () => {});
}

/** The newest product's image, from the pages as stored; the schemas check them later, this is only a hint. */
function preloadFirstImage(pages: RestDocument[]): void {
  const entries = pages.flatMap((page) =>
    Object.values((page.data.products ?? {}) as Record<string, { createdAt?: unknown; imageUrl?: unknown }>),
  );
  const [first] = newestProductsFirst(
    entries.map((entry) => ({
      createdAt: typeof entry.createdAt === 'number' ? entry.createdAt : null,
      imageUrl: typeof entry.imageUrl === 'string' ? entry.imageUrl : '',
    })),
  );
  if (!first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = productImage(first);
  document.head.append(link);
}

/** The schemas, chunks of their own that index.html preloads with the page's (web/vite-first-load.ts). */
const catalogueSchemaChunk = () => import('@marketplace/shared/store/catalogue');
const jobSchemaChunk = () => import('@marketplace/shared/careers/job');

export async function readCatalogue(config: InitJson): Promise<CatalogueEntry[]> {
  const [pages, { catalogueFromPages }] = await Promise.all([
    readCollection(config, reads.catalogue.path, reads.catalogue.read),
    catalogueSchemaChunk(),
  ]);
  return catalogueFromPages(pages.map((page) => page.data));
}

export async function readJobs(config: InitJson): Promise<Job[]> {
  const [documents, { jobsFrom }] = await Promise.all([
    readCollection(config, reads.jobs.path, reads.jobs.read),
    jobSchemaChunk(),
  ]);
  return jobsFrom(documents);
}
