// The visitor's first reads over Firestore's REST API (web/src/app/visitor-reads.ts) against the
// emulator and the rules: they show what the SDK's queries show a visitor, and the rules judge them as reads by
// nobody signed in. The SDK's side is a one-off read with the same query and the same shared parser as the live
// adapters (lib/jobs.ts, firestore-listings.ts), not a listener: a listen stream that is still closing when
// the next test empties the database trips an emulator bug (RESOURCE_EXHAUSTED with a nonsense message size,
// firebase-tools#8654) in whichever test comes next.
import { Timestamp, documentId, limit, orderBy } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { readJobs, readNewestListings } from '../../web/src/app/visitor-reads.ts';
import type { InitJson } from '../../web/src/lib/firebase-config.ts';
import { readCollection } from '../../web/src/lib/firestore-rest.ts';
import { jobsFrom } from '@marketplace/shared/careers/job';
import { STORE_PAGE_SIZE, listingFrom } from '@marketplace/shared/store/listing';
import { useMarketplaceRules } from './support/marketplace.ts';
import { RULES_PROJECT_ID, asVisitor, seed } from './support/rules-test-env.ts';
import { storedListing } from './support/store.ts';
import { within } from './support/documents.ts';

const env = useMarketplaceRules();

function config(): InitJson {
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  return {
    apiKey: 'rules-test',
    authDomain: 'localhost',
    projectId: RULES_PROJECT_ID,
    local: true,
    emulators: { auth: 'unused', firestore: { host: host!, port: Number(port) } },
  };
}

/** What the SDK reads a visitor: the store's newest page of listings, and the jobs newest first. */
async function sdkNewestListings() {
  const listings = await within(asVisitor(env), paths.storeListings).list(
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    limit(STORE_PAGE_SIZE),
  );
  return listings.docs.flatMap((listing) => listingFrom(listing.id, listing.data()) ?? []);
}
async function sdkJobs() {
  const jobs = await within(asVisitor(env), paths.jobs).list(orderBy('postedAt', 'desc'));
  return jobsFrom(jobs.docs.map((job) => ({ id: job.id, data: job.data() })));
}

const job = (title: string, daysAgo: number) => ({
  title,
  location: 'Remote',
  description: `${title}, described.`,
  postedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 20) - daysAgo * 86_400_000),
});

describe('a visitor’s first read over REST', () => {
  it('reads the newest page of listings, whatever the store holds, as the live query shows it', async () => {
    const count = STORE_PAGE_SIZE + 3;
    await Promise.all(
      Array.from({ length: count }, (_, n) =>
        seed(env, paths.storeListing(`product-${n}`), storedListing({ createdAt: 1_000 + n })),
      ),
    );
    const overRest = await readNewestListings(config());
    expect(overRest).toHaveLength(STORE_PAGE_SIZE);
    expect(overRest[0]!.id).toBe(`product-${count - 1}`);
    expect(overRest).toEqual(await sdkNewestListings());
  });

  it('reads the jobs newest first, as the live query shows them', async () => {
    await seed(env, `${paths.jobs}/old`, job('Old posting', 9));
    await seed(env, `${paths.jobs}/new`, job('New posting', 1));
    await seed(env, `${paths.jobs}/mid`, job('Middle posting', 4));
    const overRest = await readJobs(config());
    expect(overRest.map(({ title }) => title)).toEqual(['New posting', 'Middle posting', 'Old posting']);
    expect(overRest).toEqual(await sdkJobs());
  });

  it('is refused what a visitor may not read', async () => {
    await expect(readCollection(config(), paths.users)).rejects.toThrow(/HTTP 403/);
  });
});
