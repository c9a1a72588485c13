// firestore.rules grants nothing beyond what is named: collections of later stages and other paths stay closed.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { APP_ID, paths } from '@marketplace/shared/paths';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { DELIVERY_MARK } from '../../functions/src/local/deliver-firestore.ts';
import { useMarketplaceRules } from './support/marketplace.ts';
import { asPerson, asVisitor, people, seed, type Person } from './support/rules-test-env.ts';
import { at } from './support/documents.ts';

const env = useMarketplaceRules();

const dataRoot = `artifacts/${APP_ID}/public/data`;

// Paths a wildcard too wide would open: later stages' collections, subcollections of open documents,
// other analytics documents, other app ids and the top level.
const closedPaths = [
  `${paths.projects}/p1/notes/n1`,
  `${paths.projects}/p1/private/notes`,
  `${paths.projects}/p1/messages/m1/replies/r1`,
  `${paths.payouts}/p1/messages/m1`,
  `artifacts/another-app/public/data/projects/p1`,
  'projects/p1',
  // The store's collections have their own suites (store-*.test.ts); what hangs below them stays closed.
  `${paths.storeProduct('s1')}/reviews/r1`,
  `${paths.storeOrder('o1')}/notes/n1`,
  `${paths.storeListing('l1')}/entries/e1`,
  // The catalogue pages the listings replaced are closed.
  `${paths.retiredStoreCatalogue}/bucket-01`,
  `${paths.application('a1')}/notes/n1`,
  `${dataRoot}/adminAudit/r1/notes/n1`,
  `${paths.analytics}/purchases`,
  `${paths.jobs}/job-1/notes/n1`,
  `${paths.user('alice')}/private/settings`,
  // The Trigger Email extension's documents: written by the server, read by the extension only.
  paths.mail('history-p1-e1-alice'),
  `artifacts/another-app/public/data/jobs/job-1`,
  `artifacts/another-app/public/data/users/alice`,
  'users/alice',
  'jobs/job-1',
  // The local host's delivery mark (kept beside the data so snapshots hold it): the host's alone.
  DELIVERY_MARK,
  // What each counted item adds to the counters (decision 037): the server's bookkeeping, read by nobody.
  insightsPaths.counted('products-p1'),
  // Each day's closing balance of the ledger (decision 055): the server's, shown to admins through the API only.
  paths.ledgerBalance('2026-03-10'),
  `${insightsPaths.insightsDay('2026-03-10')}/notes/n1`,
  `${insightsPaths.sellerEarnings('alice')}/2026-03/notes/n1`,
];

const callers: [string, Person | null][] = [
  ['a visitor', null],
  ['alice (a verified student)', people.alice],
  ['an admin', people.admin],
];

describe.each(callers)('as %s', (_name, person) => {
  const db = () => (person ? asPerson(env, person) : asVisitor(env));

  it.each(closedPaths)('refuses reading %s', async (path) => {
    await seed(env, path, { seeded: true });
    await assertFails(at(db(), path).read());
  });

  it.each(closedPaths)('refuses writing %s', async (path) => {
    await assertFails(at(db(), path).set({ uid: person?.uid ?? 'nobody' }));
  });

  it.each(closedPaths)('refuses deleting %s', async (path) => {
    await seed(env, path, { seeded: true });
    await assertFails(at(db(), path).remove());
  });
});

it('checks against a path that is open, so a refusal above is the rules and not the set-up', async () => {
  await seed(env, `${paths.jobs}/job-1`, { title: 'x' });
  await assertSucceeds(at(asVisitor(env), `${paths.jobs}/job-1`).read());
});
