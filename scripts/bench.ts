// `npm run bench`: speed, size and cost figures of the product's paths, each beside a baseline measured in
// the same run and against a target where there is one. It starts its own emulators (free ports, no data
// kept), like `npm test`. Bounded in count and time; loopback only. Figures only: nothing here fails a build.
import { join } from 'node:path';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID, type RunningEmulators } from './emulators.ts';
import { ROOT } from './root.ts';
import { startHostProcess } from './run-host.ts';
import { seedDemoData } from './seed.ts';
import { demoProducts } from './seed-data/demo-products.ts';
import { isMain, runStoppable } from './script-entry.ts';
import { buildWeb } from './start.ts';
import { createStopStack } from './stop-stack.ts';
import { benchBundle, benchNavigation, benchValidation, benchVisitsRoute } from './bench/basics.ts';
import { startBenchEmulators, type BenchFirestore } from './bench/bench-stack.ts';
import { printFigures, type Figure } from './bench/figures.ts';
import { benchAdmin } from './bench/admin.ts';
import { benchApiLoad, LOAD_PATHS, type LoadPath } from './bench/api-load.ts';
import { benchAssistant } from './bench/assistant.ts';
import { benchConsolePages } from './bench/console-pages.ts';
import { benchConsoleSearch } from './bench/console-search.ts';
import { benchMemberPages } from './bench/member-pages.ts';
import { benchInsights } from './bench/insights.ts';
import { benchPaths } from './bench/paths.ts';
import { benchDocuments } from './bench/documents.ts';
import { benchOffers } from './bench/offers.ts';
import { benchReceiptsAtRate } from './bench/receipts-at-rate.ts';
import { benchReconciliation } from './bench/ledger.ts';
import { benchMoney } from './bench/money.ts';
import { benchPayouts } from './bench/payouts.ts';
import { benchPrivacy } from './bench/privacy.ts';
import { benchLighthouse, type LighthousePage } from './bench/lighthouse.ts';
import { paths } from '@marketplace/shared/paths';
import { BENCH_PRODUCTS, benchStore, listingsReady, markDelivered, seedBenchProducts } from './bench/store.ts';
import { triggers } from '../functions/src/triggers.ts';
import { importProducts } from './bench/store-import.ts';
import { benchStoreSearch } from './bench/store-search.ts';
import { temporaryDir } from './temporary-dir.ts';

const say = (line: string) => console.log(`[bench] ${line}`);
/** The full run's receipts at 10 a second: the five minutes of a rush the product is built for. */
const RECEIPTS_AT_RATE_SECONDS = 300;

/**
 * What the heap still holds after a full collection (npm run bench passes --expose-gc): what the runs kept,
 * not the garbage a collection had not reached yet when the figure was read.
 */
function retainedHeapMb() {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}
const started = createStopStack();

async function main(): Promise<number> {
  if (process.argv.includes('--paths-only')) return apiPathsOnly();
  if (process.argv.includes('--api-load-only')) return apiLoadOnly();
  if (process.argv.includes('--admin-only')) return adminOnly();
  if (process.argv.includes('--search-only')) return searchOnly();
  if (process.argv.includes('--payouts-only')) return payoutsOnly();
  if (process.argv.includes('--ledger-only')) return ledgerOnly();
  if (process.argv.includes('--documents-only')) return documentsOnly();
  if (process.argv.includes('--offers-only')) return offersOnly();
  if (process.argv.includes('--insights-only')) return insightsOnly();
  if (process.argv.includes('--privacy-only')) return privacyOnly();
  if (process.argv.includes('--money-only')) return moneyOnly();
  if (process.argv.includes('--console-search-only')) return consoleSearchOnly();
  if (process.argv.includes('--members-only')) return membersOnly();
  if (process.argv.includes('--console-only')) return consoleOnly();
  if (process.argv.includes('--import-only')) return importOnly();
  if (process.argv.includes('--assistant-only')) {
    printFigures(benchAssistant());
    return 0;
  }
  const figures: Figure[] = [];
  figures.push(...(await benchVisitsRoute()), ...benchNavigation(), ...benchValidation(), ...benchAssistant());

  const startingHeap = retainedHeapMb();
  // The app as `npm start` serves it: a production build behind the local host.
  const webDist = join(ROOT, 'test-results', 'bench', 'web-dist');
  say('building the web app');
  await buildWeb({ file: join(ROOT, 'test-results', 'bench', 'build.log') }, webDist);
  figures.push(...benchBundle(webDist));

  say('starting the emulators for the store figures');
  const emulators = await startBenchEmulators(say);
  started.push(emulators);
  const admin =
    getApps().find((app) => app.name === 'bench-store') ?? initializeApp({ projectId: PROJECT_ID }, 'bench-store');
  const firestore = benchFirestore(admin, emulators);
  // First the app as `npm start` serves it, with its demo data: the first-load targets apply there.
  const mediaDir = temporaryDir('bench-media-');
  const startAppHost: StartAppHost = (log, env) =>
    startBenchHost({ port: emulators.hostPort, webDist, mediaDir }, log, env);
  const demoHost = await startAppHost('host-demo.log');
  await seedDemoData(say, mediaDir);
  await listingsReady(firestore.db, demoProducts.length);
  say(`Lighthouse on ${demoHost.url} with the demo data`);
  figures.push(
    ...(await benchLighthouse(demoHost.url, say, {
      label: 'demo data',
      pages: [...visitorPages, 'listing', 'job'],
      ids: await demoPageIds(firestore.db),
    })),
  );
  // The figures below measure paths on their own; a host delivering triggers meanwhile would blur them.
  await demoHost.process.stop();
  if (process.argv.includes('--lighthouse-only')) {
    // Printed now: the seeding at size below takes many minutes and a failure there must not lose these.
    printFigures(figures.splice(0));
    const products = productsWanted();
    if (products === BENCH_PRODUCTS || process.argv.includes('--seeded')) {
      say(`seeding ${products.toLocaleString('en')} products`);
      await seedBenchProducts(firestore.db, products);
      figures.push(...(await lighthouseAtScale(firestore.db, startAppHost, products)));
    } else figures.push(...(await lighthouseAfterImport(firestore.db, startAppHost, products)));
  } else if (!process.argv.includes('--first-load')) {
    await benchAtScale(figures, firestore, getAuth(admin), startAppHost);
  }

  figures.push({
    name: 'bench process heap kept after every run',
    value: retainedHeapMb(),
    unit: 'MB',
    baseline: { name: 'at the start', value: startingHeap },
    target: { value: 400, kind: 'max' },
  });
  printFigures(figures);
  return 0;
}

/** The emulators' Firestore as the bench reaches it: through `admin`, and by host and port for web clients. */
function benchFirestore(admin: App, emulators: RunningEmulators): BenchFirestore {
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  // Each emulator runs in a process group of its own (its launcher and the JVM), led by the launcher.
  const group = emulators.processes.find((managed) => managed.name === 'firestore')?.child.pid ?? null;
  return { db: getFirestore(admin), projectId: PROJECT_ID, host: host!, port: Number(port), group };
}

/** The local functions host on the emulators (the built app at `webDist`, if any), logging to `log`. */
async function startBenchHost(
  where: { port: number; webDist: string | null; mediaDir: string },
  log: string,
  env: NodeJS.ProcessEnv = {},
) {
  const host = await startHostProcess({
    ...where,
    env: { ...process.env, ...env },
    output: { file: join(ROOT, 'test-results', 'bench', log) },
  });
  started.push(host.process);
  return host;
}

/** For a `--…-only` run: the bench's own emulators, started for `what`, with an admin app named `appName`. */
async function ownEmulators(
  what: string,
  appName: string,
): Promise<{ admin: App; firestore: BenchFirestore; hostPort: number }> {
  say(`starting the emulators for ${what}`);
  const emulators = await startBenchEmulators(say);
  started.push(emulators);
  const admin = initializeApp({ projectId: PROJECT_ID }, appName);
  return { admin, firestore: benchFirestore(admin, emulators), hostPort: emulators.hostPort };
}

/** `--paths-only`: the visits and funding figures through the api on the bench's own emulators (a minute). */
async function apiPathsOnly(): Promise<number> {
  const { admin, firestore } = await ownEmulators('the api paths', 'bench-paths');
  printFigures(await benchPaths(firestore, getAuth(admin), { apiOnly: true }));
  return 0;
}

/** `--seconds N`: how long a timed run lasts (the API under load: each path, and its baseline as long). */
function loadSeconds(fallback = 60): number {
  const at = process.argv.indexOf('--seconds');
  const seconds = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 600) throw new Error('--seconds takes 1 to 600');
  return seconds;
}

/**
 * `--api-load-only [--seconds N] [--paths search,post,message,fund]`: the API at 50 clients at once, each path (all
 * four unless named) N s and N s of baseline.
 */
async function apiLoadOnly(): Promise<number> {
  const seconds = loadSeconds();
  const { admin, firestore } = await ownEmulators('the API under load', 'bench-api-load');
  printFigures(await benchApiLoad(firestore, getAuth(admin), say, seconds, loadPaths()));
  return 0;
}

function loadPaths(): LoadPath[] {
  const at = process.argv.indexOf('--paths');
  if (at === -1) return [...LOAD_PATHS];
  const named = (process.argv[at + 1] ?? '').split(',');
  const unknown = named.filter((name) => !(LOAD_PATHS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--paths takes some of ${LOAD_PATHS.join(',')}; not ${unknown.join(',')}`);
  return named as LoadPath[];
}

/** `--admin-only`: the admin dashboard's and search's figures with 10,000 users (a minute or two). */
async function adminOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the admin figures', 'bench-admin');
  say('seeding 10,000 users for the admin dashboard');
  printFigures(await benchAdmin(firestore));
  return 0;
}

/** `--search-only`: the store search's figures with 5,000 and 50,000 products (a few minutes). */
async function searchOnly(): Promise<number> {
  const { admin, firestore } = await ownEmulators('the store search figures', 'bench-search');
  printFigures(await benchStoreSearch(firestore, getAuth(admin), say));
  return 0;
}

/** `--insights-only`: the Insights page at 12 months and 100,000 orders (a few minutes, most of it seeding). */
async function insightsOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the insights figures', 'bench-insights');
  printFigures(await benchInsights(firestore, say));
  return 0;
}

/** `--payouts-only`: from a release to its payout processed, through the local host (under a minute). */
async function payoutsOnly(): Promise<number> {
  const { admin, firestore, hostPort } = await ownEmulators('the payout figures', 'bench-payouts');
  const where = { port: hostPort, webDist: null, mediaDir: temporaryDir('bench-media-') };
  const startHost = (env: NodeJS.ProcessEnv) => startBenchHost(where, 'host-payouts.log', env);
  printFigures(await benchPayouts(firestore, getAuth(admin), startHost, say));
  return 0;
}

/** `--ledger-only`: the daily reconciliation of 10,000 movements (a minute or two). */
async function ledgerOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the ledger figures', 'bench-ledger');
  printFigures(await benchReconciliation(firestore, say));
  return 0;
}

/**
 * `--documents-only`: receipts issued for 10,000 payments, and that month's exports (several minutes).
 * `--documents-only --at-rate [--seconds N]`: instead, receipts while captures arrive at 10 a second for N s (20
 * unless given; the full run's is 300), beside the same records written straight at that rate.
 */
async function documentsOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the documents figures', 'bench-documents');
  if (process.argv.includes('--at-rate')) printFigures(await benchReceiptsAtRate(firestore, say, loadSeconds(20)));
  else printFigures(await benchDocuments(firestore, say));
  return 0;
}

/** `--offers-only`: 50 offers on a project listed by its student and one accepted, through the API (a minute or two). */
async function offersOnly(): Promise<number> {
  const { admin, firestore } = await ownEmulators('the offers figures', 'bench-offers');
  printFigures(await benchOffers(firestore, getAuth(admin), say));
  return 0;
}

/** `--money-only`: the admin's Money view at 1,000,000 ledger entries (a minute). */
async function moneyOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the Money view figures', 'bench-money');
  printFigures(await benchMoney(firestore, say));
  return 0;
}

/** `--console-search-only`: the console's search with 100,000 payments seeded (decision 063; a few minutes). */
async function consoleSearchOnly(): Promise<number> {
  const { firestore } = await ownEmulators("the console search's figures", 'bench-console-search');
  printFigures(await benchConsoleSearch(firestore, say));
  return 0;
}

/** `--members-only`: a student's and a seller's dashboard lists at 1,000 projects, purchases and sales (a minute). */
async function membersOnly(): Promise<number> {
  const { firestore } = await ownEmulators("the members' pages figures", 'bench-members');
  printFigures(await benchMemberPages(firestore, say));
  return 0;
}

/** `--console-only`: the console's Money and Dashboard first screens at 100,000 store orders (a few minutes). */
async function consoleOnly(): Promise<number> {
  const { firestore } = await ownEmulators("the console's figures", 'bench-console');
  printFigures(await benchConsolePages(firestore, say));
  return 0;
}

/** `--privacy-only`: a person's data download with 1,000 chat messages, 100 projects and 50 orders (a minute). */
async function privacyOnly(): Promise<number> {
  const { firestore } = await ownEmulators('the privacy figures', 'bench-privacy');
  printFigures(await benchPrivacy(firestore, say));
  return 0;
}

/** Starts the local host on the built app, logging to `log`, with `env` added to the bench's environment. */
type StartAppHost = (
  log: string,
  env?: NodeJS.ProcessEnv,
) => Promise<{ url: string; process: { stop(): Promise<void> } }>;

const firestoreTriggerNames = Object.entries(triggers)
  .filter(([, trigger]) => trigger.kind === 'firestore')
  .map(([name]) => name);
/** The visitor pages at fixed addresses; a listing's and a job's pages are measured on the demo data's. */
const visitorPages = ['home', 'store', 'careers', 'login'] as const satisfies readonly LighthousePage[];

/** One demo listing and one demo job, whose own pages Lighthouse measures. */
async function demoPageIds(db: Firestore) {
  const [listing] = (await db.collection(paths.storeListings).limit(1).get()).docs;
  const [job] = (await db.collection(paths.jobs).limit(1).get()).docs;
  if (!listing || !job) throw new Error('The demo data has no listing or no job to measure');
  return { listing: listing.id, job: job.id };
}

/**
 * `--import-only [--products N]`: the import's figures alone (decision 082): N products (5,000 unless given) written
 * in bulk while a host (no web app) lists them and feeds the search; its log is test-results/bench/host-import.log.
 */
async function importOnly(): Promise<number> {
  const products = productsWanted();
  const { firestore, hostPort } = await ownEmulators('the import', 'bench-import');
  await markDelivered(firestore.db, firestoreTriggerNames);
  const mediaDir = temporaryDir('bench-media-');
  const host = await startBenchHost({ port: hostPort, webDist: null, mediaDir }, 'host-import.log');
  const log = join(ROOT, 'test-results', 'bench', 'host-import.log');
  printFigures(await importProducts(firestore.db, { url: host.url, log }, products, say));
  await host.process.stop();
  return 0;
}

/** `--products N` (with --lighthouse-only or --import-only): the store's size, 5,000 unless given. */
function productsWanted(): number {
  const at = process.argv.indexOf('--products');
  const products = at === -1 ? BENCH_PRODUCTS : Number(process.argv[at + 1]);
  if (!Number.isInteger(products) || products < 1 || products > 50_000) throw new Error('--products takes 1 to 50000');
  return products;
}

/**
 * Lighthouse on every page after `products` were imported while the host ran (decision 076): its triggers list
 * each one and feed the search, as in production; the import's own figures first.
 */
async function lighthouseAfterImport(db: Firestore, startAppHost: StartAppHost, products: number) {
  await markDelivered(db, firestoreTriggerNames);
  const host = await startAppHost('host-import.log');
  const figures = await importProducts(
    db,
    { url: host.url, log: join(ROOT, 'test-results', 'bench', 'host-import.log') },
    products,
    say,
  );
  const label = `store of ${products.toLocaleString('en')} products`;
  say(`Lighthouse on ${host.url} with ${products.toLocaleString('en')} products`);
  figures.push(...(await benchLighthouse(host.url, say, { label, pages: visitorPages })));
  await host.process.stop();
  return figures;
}

/** Lighthouse on every page with the 5,000 products seeded: the first load must not grow with the store. */
async function lighthouseAtScale(db: Firestore, startAppHost: StartAppHost, products = BENCH_PRODUCTS) {
  // As a host that had run while they were listed would find them: delivered (their listings are written), so
  // its catching up does not share the 2 cores with the browser being measured.
  await markDelivered(db, firestoreTriggerNames);
  const bigHost = await startAppHost('host.log');
  say(`Lighthouse on ${bigHost.url} with ${products.toLocaleString('en')} products`);
  const figures = await benchLighthouse(bigHost.url, say, {
    label: `store of ${products.toLocaleString('en')} products`,
    pages: visitorPages,
  });
  await bigHost.process.stop();
  return figures;
}

/** The paths with thousands of products, users and projects seeded, and the first load at that size. */
async function benchAtScale(figures: Figure[], firestore: BenchFirestore, auth: Auth, startAppHost: StartAppHost) {
  say('seeding 5,000 products');
  figures.push(...(await benchStore(firestore)));
  say('seeding 10,000 users for the admin dashboard');
  figures.push(...(await benchAdmin(firestore)));
  // Before the benches that book entries: it counts on the ledger it seeds (and removes it again).
  figures.push(...(await benchMoney(firestore, say)));
  figures.push(...(await benchInsights(firestore, say)));
  say('the real paths: visits, funding, taking a project, chat, 10,000 open projects');
  figures.push(...(await benchPaths(firestore, auth)));
  say('the API at 50 clients at once: fund, store search, post a project, send a message');
  figures.push(...(await benchApiLoad(firestore, auth, say, loadSeconds())));
  say('offers: 50 on a project, listed by its student and one accepted, through the API');
  figures.push(...(await benchOffers(firestore, auth, say)));

  figures.push(...(await lighthouseAtScale(firestore.db, startAppHost)));
  say('from a release to its payout processed, through the local host');
  figures.push(...(await benchPayouts(firestore, auth, (env) => startAppHost('host-payouts.log', env), say)));
  figures.push(...(await benchReconciliation(firestore, say)));
  figures.push(...(await benchDocuments(firestore, say)));
  figures.push(...(await benchReceiptsAtRate(firestore, say, RECEIPTS_AT_RATE_SECONDS)));
  figures.push(...(await benchPrivacy(firestore, say)));
  figures.push(...(await benchMemberPages(firestore, say)));
  figures.push(...(await benchConsolePages(firestore, say)));
  // Last: it tops the products up to 50,000, which the figures above are not about.
  figures.push(...(await benchStoreSearch(firestore, auth, say)));
}

if (isMain(import.meta.url)) await runStoppable('bench', main, () => started.stop(), 130);
