// The admin dashboard at size (cost must not grow with the data): 10,000 users beside the store
// bench's 5,000 products, then what the dashboard's live queries read (the web app's own admin adapter) beside
// reading every user and product, and the counters' backfill (decision 037) beside counting by reading.
import { Timestamp } from 'firebase-admin/firestore';
import { getDocs, type Firestore as WebFirestore } from 'firebase/firestore';
import { SEARCH_GRAMS_FIELD, searchGramsOf, userSearchTexts } from '@marketplace/shared/admin/admin-search';
import { paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { TOTALS_COUNTER } from '@marketplace/shared/insights/totals';
import { backfillTotals } from '../../functions/src/features/insights/count-totals.ts';
import { firestoreAdmin, searchPageQuery } from '../../web/src/features/admin/firestore-admin.ts';
import { storeProductsCollection, usersCollection } from '../../web/src/lib/paths.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { visitFigures, type Figure } from './figures.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import { withWebClient } from './web-client.ts';

const USERS = 10_000;

async function seedUsers({ db }: BenchFirestore): Promise<void> {
  const writer = db.bulkWriter();
  for (let i = 0; i < USERS; i++) {
    const uid = `bench-user-${i}`;
    const user = {
      uid,
      email: `person-${String(i).padStart(5, '0')}@example.test`,
      role: i % 3 === 0 ? 'seller' : 'student',
      fullName: `Person ${i}`,
    };
    // With the grams the trigger keeps (functions/src/features/admin/search-grams.ts); no host runs here.
    void writer.set(db.doc(paths.user(uid)), { ...user, [SEARCH_GRAMS_FIELD]: searchGramsOf(userSearchTexts(user)) });
  }
  void writer.set(db.doc(paths.job('bench-job')), {
    title: 'Embedded engineer',
    location: 'Indore',
    description: 'Kits.',
    postedAt: Timestamp.now(),
  });
  await writer.close();
}

/** Signed in as an admin (the emulator accepts a mock token), so the rules apply as in the browser. */
const asAdmin = { sub: 'bench-admin', email: 'admin@example.test', email_verified: true, admin: true };

/** Every live query the dashboard opens, as the admin adapter runs them; reads = documents delivered. */
async function dashboardVisit(firestore: BenchFirestore) {
  return withWebClient(
    firestore,
    'dashboard',
    async (db) => {
      const admin = firestoreAdmin(db);
      const t0 = performance.now();
      const [stats, jobs, applications, users, products] = await Promise.all([
        firstValue(admin.watchStats()),
        firstValue(admin.watchJobs()),
        firstValue(admin.watchApplications()),
        firstValue(admin.watchUsers({ search: '', after: null })),
        firstValue(admin.watchProducts({ search: '', after: null })),
      ]);
      const ms = performance.now() - t0;
      // The figures' counter shards; a page query reads its page and the one row that says 'Next'.
      const shards = (await firestore.db.collection(insightsPaths.counterShards(TOTALS_COUNTER)).count().get()).data()
        .count;
      const reads = shards + jobs.length + applications.length + (users.rows.length + 1) + (products.rows.length + 1);
      const search = performance.now();
      await firstValue(admin.watchUsers({ search: 'person-0999', after: null }));
      const searchMs = performance.now() - search;
      return { reads, ms, stats, searchMs, searchReads: await searchReads(db) };
    },
    asAdmin,
  );
}

/**
 * What a search for each of these reads at 10,000 users: the documents its first page's query returns (one
 * read each, and one for a query that finds none), as Firestore bills them. 'example' matches every user and
 * 'xyz' none; the substring searches an admin types are in between.
 */
const SEARCHES = ['example', 'EXAMPLE.TEST', 'person 12', 'n-0999', 'Seller', 'xyz'];

async function searchReads(db: WebFirestore) {
  const reads: Record<string, number> = {};
  for (const search of SEARCHES) {
    reads[search] = Math.max(1, (await getDocs(searchPageQuery(usersCollection(db), search, null))).size);
  }
  return reads;
}

/** The baseline: a dashboard that read every user and product to count and list them. */
async function readEverything(firestore: BenchFirestore) {
  return withWebClient(
    firestore,
    'everything',
    async (db) => {
      const t0 = performance.now();
      const [users, products] = await Promise.all([getDocs(usersCollection(db)), getDocs(storeProductsCollection(db))]);
      return { reads: users.size + products.size, ms: performance.now() - t0 };
    },
    asAdmin,
  );
}

export async function benchAdmin(firestore: BenchFirestore): Promise<Figure[]> {
  await seedUsers(firestore);
  const t0 = performance.now();
  await backfillTotals({ db: firestore.db });
  const backfillMs = performance.now() - t0;
  const visit = await dashboardVisit(firestore);
  const everything = await readEverything(firestore);
  const readingEverything = 'reading every user and product';
  return [
    ...visitFigures(
      {
        reads: `admin dashboard reads (${visit.stats.users} users, ${visit.stats.products} products)`,
        time: 'admin dashboard: time to tiles and tables',
      },
      visit,
      { name: readingEverything, ...everything },
      100,
    ),
    {
      name: 'admin figures backfill (once, over data from before the counters)',
      value: backfillMs,
      unit: 'ms',
      baseline: { name: readingEverything, value: everything.ms },
    },
    { name: 'admin user search (first page)', value: visit.searchMs, unit: 'ms' },
    ...Object.entries(visit.searchReads).map(([search, reads]) => ({
      name: `admin user search '${search}' reads`,
      value: reads,
      unit: 'docs',
      // A substring search without the grams reads every user and filters.
      baseline: { name: 'reading every user', value: visit.stats.users },
      target: { value: 26, kind: 'max' as const },
    })),
  ];
}
