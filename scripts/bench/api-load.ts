// The API under load: 50 clients at once, each a person signed in on the Auth emulator, for a bounded time on each of
// fund (create-order, the simulated provider's pay, verify-payment), store search, post a project, send a message, and
// send and list offers (offers-load.ts), driven by autocannon over 127.0.0.1. Each beside its baseline from the same
// run: the same Firestore reads and writes (and the same ID-token checks) made directly with the admin SDK behind a
// bare Node server in the api's thread, the least an HTTP answer costs (decisions 089, 095, 099), each side warmed and
// the two timed in turns. The api runs in a thread of its own (api-thread.ts), as a function instance runs apart from
// its clients; the load client, the baseline and the emulators still share the machine's two cores with it.
//
// The members' writes are limited per person per hour (shared/src/safety/limits.ts): 10 projects, 120 messages, 20
// offers. So each path is given enough people for the most it could send (MAX_RATE a second for the run and its
// warming) and each client moves to the next person once one's hour is used; answers a limit still refused are counted
// apart as 429s, never as speed.
import autocannon from 'autocannon';
import { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import { paths } from '@marketplace/shared/paths';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { STORE_SEARCH_PATH } from '@marketplace/shared/store/store-search-api';
import { composeBackend } from '../../functions/src/backend.ts';
import { rebuildListings } from '../../functions/src/features/store/listings.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { startApiThread, type ApiThread } from './api-thread.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import { fund } from './fund-load.ts';
import { listOffers, sendOffers } from './offers-load.ts';
import {
  CLIENTS,
  MAX_RATE,
  cannon,
  cpuFigures,
  direct,
  figures,
  fundableProjects,
  interleaved,
  roundFigures,
  type Turn,
  people,
  rota,
  type Client,
  type Person,
  type Say,
  warmSeconds,
} from './load-runs.ts';
import { benchProduct } from './store.ts';
import { CHAT_SELLER, bareWritePaths, newBenchProject } from './write-io.ts';
import { inTurn, writeLoad, type Requests } from './write-load.ts';
import { temporaryDir } from '../temporary-dir.ts';

const SEARCH_PRODUCTS = 1000;

const queries = ['robot', 'ESP', 'kit', 'Weather kit', 'sensor', 'web app', 'xyz', 'DEMO'];

const secrets = { LOCAL_PAYMENTS_SECRET: 'bench-key-secret', LOCAL_PAYMENTS_WEBHOOK_SECRET: 'bench-webhook-secret' };

const BARE_SEARCH = 'the same search, bare Node server';

/**
 * GET /api/store/search, each client signed in, over SEARCH_PRODUCTS products in the local engine, beside the same
 * search behind a bare Node server in the api's thread (the target's baseline) and the engine's own call.
 */
async function search(api: ApiThread, backend: ReturnType<typeof composeBackend>, students: Person[], seconds: number) {
  const who = rota(students, Infinity);
  let n = 0;
  const searching = (url: string, bound: Partial<autocannon.Options>, answered?: number[]): autocannon.Options => ({
    url,
    ...bound,
    requests: inTurn(
      'GET',
      who,
      () => ({ path: `${STORE_SEARCH_PATH}?q=${encodeURIComponent(queries[n++ % queries.length]!)}` }),
      answered,
    ),
  });
  // First a few rounds of each not counted: they open the connections and warm the JIT.
  await cannon(searching(api.url, { amount: CLIENTS * 5 }));
  await cannon(searching(api.bareSearchUrl, { amount: CLIENTS * 5 }));
  // A search reads no Firestore: its least I/O is an HTTP answer of the engine's page. Any API pays that, so the
  // target is read against it (decision 089); the engine's own call, with no HTTP at all, is printed beside it. Timed
  // in turns, api, bare, bare, api, as the fund flow is (decisions 095 and 098): the machine's drift from minute to
  // minute moved either server's p99 by half again between runs, so both sides take their share of it.
  const timed: (url: string) => Turn = (url) => (into, turnSeconds) =>
    cannon(searching(url, { duration: turnSeconds }, into), into);
  const {
    ours,
    baseline: bare,
    rounds,
  } = await interleaved(api, null, seconds, timed(api.url), timed(api.bareSearchUrl));
  const engine = await direct(seconds, async (_worker, round) => {
    await backend.productSearch.search({ q: queries[round % queries.length]! });
  });
  return [
    ...figures('store search', ours.run, bare.run, 'req/s', BARE_SEARCH),
    ...roundFigures('store search', rounds),
    ...cpuFigures('store search', ours, bare, { baselineName: BARE_SEARCH, each: 'a search' }),
    { name: `store search @${CLIENTS}: the engine alone p50`, value: engine.p50, unit: 'ms' },
    { name: `store search @${CLIENTS}: the engine alone p99`, value: engine.p99, unit: 'ms' },
    { name: `store search @${CLIENTS}: the engine alone throughput`, value: engine.perSecond, unit: 'req/s' },
  ];
}

/**
 * POST /api/projects, each person for their hour's 10, then the next. The bare server takes the same limit apart from
 * the api's (write-io.ts), so its clients go through the same people the same way.
 */
function postProjects(api: ApiThread, firestore: BenchFirestore, students: Person[], seconds: number) {
  const posting =
    (who: (context: Client) => Person, path: string): Requests =>
    (answered) =>
      inTurn('POST', who, () => ({ path, body: newBenchProject() }), answered);
  return writeLoad(
    api,
    firestore,
    seconds,
    { name: 'post a project', each: 'a post' },
    posting(rota(students, hourlyLimits.projects.limit), '/api/projects'),
    posting(rota(students, hourlyLimits.projects.limit), bareWritePaths.post),
  );
}

/** POST /api/projects/{id}/messages, each student in their own taken project, 120 in their hour, then the next. */
async function sendMessages(api: ApiThread, firestore: BenchFirestore, students: Person[], seconds: number) {
  const chats = await fundableProjects(firestore.db, students, 1, CHAT_SELLER);
  const chatOf = (person: Person) => chats.get(person.uid)![0]!;
  const text = 'A message from the load bench.';
  const [ours, bare] = [rota(students, hourlyLimits.messages.limit), rota(students, hourlyLimits.messages.limit)];
  return writeLoad(
    api,
    firestore,
    seconds,
    { name: 'send a message', each: 'a message' },
    (answered) =>
      inTurn(
        'POST',
        ours,
        (person) => ({ path: `/api/projects/${chatOf(person)}/messages`, body: { text } }),
        answered,
      ),
    (answered) =>
      inTurn(
        'POST',
        bare,
        (person) => ({ path: bareWritePaths.message, body: { projectId: chatOf(person), text } }),
        answered,
      ),
  );
}

export const LOAD_PATHS = ['search', 'post', 'message', 'fund', 'send-offer', 'list-offers'] as const;

export type LoadPath = (typeof LOAD_PATHS)[number];

/**
 * Each of `only` (every path unless given) in turn, `seconds` each for ours and as long for its baseline; the api in
 * its own thread on 127.0.0.1.
 */
export async function benchApiLoad(
  firestore: BenchFirestore,
  auth: Auth,
  say: Say,
  seconds = 60,
  only: readonly LoadPath[] = LOAD_PATHS,
): Promise<Figure[]> {
  const { db } = firestore;
  // The direct baseline's own search engine (the api thread builds its own from the same products).
  const backend = composeBackend(
    { db, auth, pubsub: new PubSub({ projectId: firestore.projectId }) },
    localEnvironment(temporaryDir('bench-media-'), secrets),
  );
  // The api's writes are limited per person; its warming sends them too.
  const sent = (seconds + warmSeconds(seconds)) * MAX_RATE;
  // Only the paths run sign their people in: a run of one path need not wait for the others' thousands.
  const peopleFor = (paths: LoadPath[], hourly: number) =>
    paths.some((path) => only.includes(path)) ? Math.max(CLIENTS, Math.ceil(sent / hourly)) : 0;
  const postingPeople = peopleFor(['post'], hourlyLimits.projects.limit);
  const chattingPeople = peopleFor(['message'], hourlyLimits.messages.limit);
  const offering = peopleFor(['send-offer', 'list-offers'], hourlyLimits.offers.limit);
  say(`api load: signing in ${CLIENTS + postingPeople + chattingPeople + offering} people`);
  const students = await people(auth, db, 'student', CLIENTS, 0);
  const posting = await people(auth, db, 'student', postingPeople, CLIENTS);
  const chatting = await people(auth, db, 'student', chattingPeople, CLIENTS + postingPeople);
  const sellers = await people(auth, db, 'seller', offering, 0);

  if ((await db.collection(paths.storeProducts).count().get()).data().count < SEARCH_PRODUCTS) {
    const writer = db.bulkWriter();
    for (let i = 0; i < SEARCH_PRODUCTS; i++) {
      void writer.set(db.doc(paths.storeProduct(`bench-load-${i}`)), benchProduct(i, 1_700_000_000_000));
    }
    await writer.close();
  }
  await rebuildListings(db);
  await backend.localSearch!.rebuild(() => everyListing(db));
  const api = await startApiThread({ projectId: firestore.projectId, secrets });

  const figures: Figure[] = [];
  if (only.includes('search')) {
    say(`api load: store search, ${seconds} s at ${CLIENTS} clients, then its direct I/O as long`);
    figures.push(...(await search(api, backend, students, seconds)));
  }
  if (only.includes('post')) {
    say(`api load: post a project (${postingPeople} people)`);
    figures.push(...(await postProjects(api, firestore, posting, seconds)));
  }
  if (only.includes('message')) {
    say(`api load: send a message (${chattingPeople} people)`);
    figures.push(...(await sendMessages(api, firestore, chatting, seconds)));
  }
  if (only.includes('fund')) {
    say('api load: fund');
    figures.push(...(await fund(api, firestore, auth, students, seconds)));
  }
  if (only.includes('send-offer')) {
    say(`api load: send an offer (${offering} sellers)`);
    figures.push(...(await sendOffers(api, firestore, sellers, students, seconds)));
  }
  if (only.includes('list-offers')) {
    say('api load: list offers');
    figures.push(...(await listOffers(api, firestore, sellers, students, seconds)));
  }
  await api.stop();
  return figures;
}
