// What the store and careers pages are served with (decision 021): the same reads, in the same order, as the
// page's live queries in the browser (web/src/features/store/firestore-listings.ts, web/src/lib/jobs.ts), so the
// app takes over with the values it would have read itself. Public data under firestore.rules.
import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { jobsFrom } from '@marketplace/shared/careers/job';
import {
  FIRST_SCREEN_PAGES,
  type FirstScreen,
  type FirstScreenPath,
} from '@marketplace/shared/navigation/first-screen';
import { paths } from '@marketplace/shared/paths';
import { STORE_PAGE_SIZE, listingFrom } from '@marketplace/shared/store/listing';

const documentsOf = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));

const reads: {
  [K in Exclude<keyof FirstScreen, 'listing' | 'job'>]: (db: Firestore) => Promise<Required<FirstScreen>[K]>;
} = {
  // The store's first screen: its newest page, whatever the store's size.
  listings: async (db) => {
    const snapshot = await db.collection(paths.storeListings).orderBy('createdAt', 'desc').limit(STORE_PAGE_SIZE).get();
    return documentsOf(snapshot).flatMap(({ id, data }) => listingFrom(id, data) ?? []);
  },
  jobs: async (db) => jobsFrom(documentsOf(await db.collection(paths.jobs).orderBy('postedAt', 'desc').get())),
};

/** The open positions, newest first: the careers page's own read, which a job's page is drawn with too. */
export const readJobs = (db: Firestore) => reads.jobs(db);

export async function readFirstScreen(db: Firestore, path: FirstScreenPath): Promise<FirstScreen> {
  const name = FIRST_SCREEN_PAGES[path];
  return { [name]: await reads[name](db) };
}
