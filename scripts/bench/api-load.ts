// The API under load: 50 clients at once, each a person signed in on the Auth emulator, for a bounded time on each of
// fund (create-order, the simulated provider's pay, verify-payment), store search, post a project and send a message,
// driven by autocannon over 127.0.0.1. Each beside its baseline from the same run: the same Firestore reads and writes
// (and the same ID-token checks) made directly with the admin SDK by 50 workers for as long. The api runs in a thread
// of its own (api-thread.ts), as a function instance runs apart from its clients; the load client, the baseline and
// the emulators still share the machine's two cores with it.
//
// The members' writes are limited per person per hour (shared/src/safety/limits.ts): 10 projects, 120 messages. So
// each path is given enough people for the most it could send (MAX_RATE a second for the run) and each client moves to
// the next person once one's hour is used; answers a limit still refused are counted apart as 429s, never as speed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { captureEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { newMessageFields } from '@marketplace/shared/projects/chat';
import { escrowProcess } from '@marketplace/shared/projects/escrow-process';
import { CURRENCY } from '@marketplace/shared/projects/money';
import { newProjectFields } from '@marketplace/shared/projects/post-project';
import { projectSchema } from '@marketplace/shared/projects/project';
import { blockId } from '@marketplace/shared/safety/block';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { STORE_SEARCH_PATH } from '@marketplace/shared/store/store-search-api';
import { firestoreJournal } from '../../functions/src/adapters/simulated-journal.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { writeStep } from '../../functions/src/features/projects/write-step.ts';
import { rebuildListings } from '../../functions/src/features/store/listings.ts';
import { everyListing } from '../../functions/src/features/store/store-search-index.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { bookEntry } from '../../functions/src/platform/ledger.ts';
import { writeSearchKey } from '../../functions/src/platform/search-keys.ts';
import { startApiThread, type ApiThread } from './api-thread.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { percentile, type Figure } from './figures.ts';
import { groupCpuMs, threadCpuMs } from './cpu-time.ts';
import { sumTallies, tally, type Tally } from './load-tally.ts';
import { benchTakenProject, signedIn } from './paths.ts';
import { benchProduct } from './store.ts';

export const CLIENTS = 50;
/** The most requests a second any path is expected to answer here: the people seeded cover this for the run. */
const MAX_RATE = 150;
const SEARCH_PRODUCTS = 1000;
const queries = ['robot', 'ESP', 'kit', 'Weather kit', 'sensor', 'web app', 'xyz', 'DEMO'];
const secrets = { LOCAL_PAYMENTS_SECRET: 'bench-key-secret', LOCAL_PAYMENTS_WEBHOOK_SECRET: 'bench-webhook-secret' };

type Person = Awaited<ReturnType<typeof signedIn>>;
type Say = (line: string) => void;

interface Run {
  p50: number;
  p99: number;
  perSecond: number;
  answers: Tally;
  /** Connection errors and timeouts: no answer at all. */
  unanswered: number;
  /** What the latencies are drawn from: requests answered, or flows completed. */
  completed: number;
}

/**
 * The fewest requests or flows completed, on either side, for a run's p50, p99 and throughput to mean something: a
 * p99 needs a hundred above it to be more than the slowest one (a short run, or a flow that rarely completes).
 */
export const FEWEST_COMPLETED = 200;

/** `count` people signed in, 10 at a time (the Auth emulator is one more process on the two cores). */
async function people(auth: Auth, db: Firestore, role: 'student' | 'seller', count: number, from: number) {
  const made: Person[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => signedIn(auth, db, role, from + i + j));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** Hands out people in turn, each for `uses` requests: past the last, round again (the limit then answers 429). */
function rota(list: Person[], uses: number) {
  let next = 0;
  return (context: { person?: Person; used?: number }): Person => {
    if (!context.person || (context.used ?? 0) >= uses) {
      context.person = list[next++ % list.length]!;
      context.used = 0;
    }
    context.used! += 1;
    return context.person;
  };
}

/** Unpaid projects taken by a seller, ready to fund: `perStudent` for each of `students`, written in bulk. */
async function fundableProjects(db: Firestore, students: Person[], perStudent: number, seller = 'bench-seller') {
  const writer = db.bulkWriter();
  const ids = new Map<string, string[]>();
  for (const student of students) {
    const mine: string[] = [];
    for (let i = 0; i < perStudent; i++) {
      const ref = db.collection(paths.projects).doc();
      mine.push(ref.id);
      void writer.set(ref, benchTakenProject(student, { sellerId: seller }));
    }
    ids.set(student.uid, mine);
  }
  await writer.close();
  return ids;
}

const bearer = (person: Person) => ({ 'content-type': 'application/json', authorization: `Bearer ${person.token}` });

/** autocannon's run as figures: HTTP latencies (or the flow's own, for a sequence) and the answers by kind. */
async function cannon(options: autocannon.Options, flows?: number[]): Promise<Run> {
  const result = await autocannon({ connections: CLIENTS, ...options });
  const counts = result.statusCodeStats ?? {};
  const answers = tally(counts);
  return {
    // A flow's latency is timed here; a single request's is autocannon's (its histogram keeps percentiles).
    p50: flows ? percentile(flows, 50) : result.latency.p50,
    p99: flows ? percentile(flows, 99) : result.latency.p99,
    perSecond: flows ? flows.length / result.duration : result.requests.average,
    answers,
    unanswered: result.errors,
    // Answers a limit refused are quick and say nothing of the path's speed.
    completed: flows ? flows.length : answers.ok,
  };
}

/** The baseline: `CLIENTS` workers making `io` over and over for `seconds`. */
async function direct(
  seconds: number,
  io: (worker: number, round: number) => Promise<void>,
  latencies: number[] = [],
): Promise<Run> {
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      for (let round = 0; performance.now() < end; round++) {
        const t0 = performance.now();
        try {
          await io(worker, round);
          latencies.push(performance.now() - t0);
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const perSecond = latencies.length / ((performance.now() - started) / 1000);
  const answers = { ok: latencies.length, limited: 0, refused: 0, failed };
  const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
  return { p50, p99, perSecond, answers, unanswered: 0, completed: latencies.length };
}

/** A timed run, with the CPU its side's thread and the emulator spent in it (null off Linux) and its wall time. */
async function measured(threadMs: () => Promise<number | null>, emulator: number | null, timed: () => Promise<Run>) {
  const emulatorMs = () => (emulator === null ? null : groupCpuMs(emulator));
  const before = { thread: await threadMs(), emulator: emulatorMs(), at: performance.now() };
  const run = await timed();
  const [thread, emulatorAfter, wallMs] = [await threadMs(), emulatorMs(), performance.now() - before.at];
  const spent = (from: number | null, to: number | null) => (from === null || to === null ? null : to - from);
  return { run, wallMs, threadMs: spent(before.thread, thread), emulatorMs: spent(before.emulator, emulatorAfter) };
}

type Measured = Awaited<ReturnType<typeof measured>>;

/**
 * Each side's CPU a completed flow, on its own thread and in the emulator, and how busy its thread was. Each side is
 * one thread: when both are saturated the p99 follows the ratio of their CPU a flow (decision 089). So the figures
 * say how much of a gap is the api's own work, whether a side waited on something else (the emulator, the machine)
 * rather than its thread, and whether both sides asked the emulator for the same work.
 */
function cpuFigures(name: string, ours: Measured, baseline: Measured): Figure[] {
  const label = `${name} @${CLIENTS}`;
  const plain = { name: 'same I/O direct' };
  const perFlow = (ms: number | null, { run }: Measured) => (ms === null ? null : ms / Math.max(run.completed, 1));
  const rows: [string, number | null, number | null, string][] = [
    [`${label} CPU a flow, its thread`, perFlow(ours.threadMs, ours), perFlow(baseline.threadMs, baseline), 'ms'],
    [`${label} CPU a flow, the emulator`, perFlow(ours.emulatorMs, ours), perFlow(baseline.emulatorMs, baseline), 'ms'],
    [
      `${label} thread busy`,
      ours.threadMs === null ? null : (100 * ours.threadMs) / ours.wallMs,
      baseline.threadMs === null ? null : (100 * baseline.threadMs) / baseline.wallMs,
      '%',
    ],
  ];
  return rows.flatMap(([row, value, base, unit]) =>
    value === null || base === null ? [] : [{ name: row, value, unit, baseline: { ...plain, value: base } }],
  );
}

function figures(name: string, ours: Run, baseline: Run, rate = 'req/s', baselineName = 'same I/O direct'): Figure[] {
  const label = `${name} @${CLIENTS}`;
  const plain = { name: baselineName };
  const samples = { count: Math.min(ours.completed, baseline.completed), fewest: FEWEST_COMPLETED };
  return [
    { name: `${label} p50`, value: ours.p50, unit: 'ms', baseline: { ...plain, value: baseline.p50 }, samples },
    {
      name: `${label} p99`,
      value: ours.p99,
      unit: 'ms',
      baseline: { ...plain, value: baseline.p99 },
      target: { value: 1.5 * baseline.p99, kind: 'max' },
      samples,
    },
    {
      name: `${label} throughput`,
      value: ours.perSecond,
      unit: rate,
      baseline: { ...plain, value: baseline.perSecond },
      samples,
    },
    { name: `${label} 5xx`, value: ours.answers.failed, unit: 'answers', target: { value: 0, kind: 'max' } },
    {
      name: `${label} no answer (errors)`,
      value: ours.unanswered,
      unit: 'requests',
      target: { value: 0, kind: 'max' },
    },
    { name: `${label} 429 (limited, apart)`, value: ours.answers.limited, unit: 'answers' },
    { name: `${label} other 4xx`, value: ours.answers.refused, unit: 'answers' },
    { name: `${label} 2xx`, value: ours.answers.ok, unit: 'answers' },
    { name: `${label} direct failures`, value: baseline.answers.failed, unit: 'rounds' },
  ];
}

interface Client {
  person?: Person;
  used?: number;
}

/** One request again and again, each made for the person whose turn it is on its client (`who`), signed in as them. */
function inTurn(
  method: 'GET' | 'POST',
  who: (context: Client) => Person,
  make: (person: Person) => { path: string; body?: object },
): autocannon.Request[] {
  return [
    {
      method,
      setupRequest: (request, context) => {
        const person = who(context as Client);
        const { path, body } = make(person);
        return {
          ...request,
          path,
          headers: bearer(person),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        };
      },
    },
  ];
}

/**
 * GET /api/store/search, each client signed in, over SEARCH_PRODUCTS products in the local engine, beside the same
 * search behind a bare Node server in the api's thread (the target's baseline) and the engine's own call.
 */
async function search(api: ApiThread, backend: ReturnType<typeof composeBackend>, students: Person[], seconds: number) {
  const who = rota(students, Infinity);
  let n = 0;
  const searching = (url: string, bound: Partial<autocannon.Options>): autocannon.Options => ({
    url,
    ...bound,
    requests: inTurn('GET', who, () => ({
      path: `${STORE_SEARCH_PATH}?q=${encodeURIComponent(queries[n++ % queries.length]!)}`,
    })),
  });
  // First a few rounds not counted: the paths after it share the connections' opening and the JIT's warming.
  await cannon(searching(api.url, { amount: CLIENTS * 5 }));
  const ours = await cannon(searching(api.url, { duration: seconds }));
  // A search reads no Firestore: its least I/O is an HTTP answer of the engine's page. Any API pays that, so the
  // target is read against it (decision 076); the engine's own call, with no HTTP at all, is printed beside it.
  await cannon(searching(api.bareSearchUrl, { amount: CLIENTS * 5 }));
  const bare = await cannon(searching(api.bareSearchUrl, { duration: seconds }));
  const engine = await direct(seconds, async (_worker, round) => {
    await backend.productSearch.search({ q: queries[round % queries.length]! });
  });
  return [
    ...figures('store search', ours, bare, 'req/s', 'the same search, bare Node server'),
    { name: `store search @${CLIENTS}: the engine alone p50`, value: engine.p50, unit: 'ms' },
    { name: `store search @${CLIENTS}: the engine alone p99`, value: engine.p99, unit: 'ms' },
    { name: `store search @${CLIENTS}: the engine alone throughput`, value: engine.perSecond, unit: 'req/s' },
  ];
}

/** What the members' writes share: the caller's token checked (with the emulator's revocation read) and profile read. */
async function caller(auth: Auth, db: Firestore, person: Person) {
  await auth.verifyIdToken(person.token, true);
  await db.doc(paths.user(person.uid)).get();
}

/** The hourly limit's I/O as rate-limit.ts makes it: the window's count, then one slot created. */
async function limitSlot(db: Firestore, name: string, person: Person) {
  const slots = db.collection(`benchDirect/limits/${name}-${person.uid}`);
  await slots.count().get();
  await slots.doc().create({ at: Timestamp.now(), key: null });
}

const newProject = () => ({
  title: 'Bench load project',
  description: 'A project posted by the load bench.',
  hardware: '',
  software: '',
  features: '',
  deadline: Date.now() + 10 * 86_400_000,
  budget: 1500,
  deliveryAddress: '12 Long Street, Bhopal',
});

/** POST /api/projects, each person for their hour's 10, then the next. */
async function postProjects(url: string, auth: Auth, db: Firestore, students: Person[], seconds: number) {
  const who = rota(students, hourlyLimits.projects.limit);
  const ours = await cannon({
    url,
    duration: seconds,
    requests: inTurn('POST', who, () => ({ path: '/api/projects', body: newProject() })),
  });
  const baseline = await direct(seconds, async (worker) => {
    const person = students[worker % students.length]!;
    await caller(auth, db, person);
    await limitSlot(db, 'projects', person);
    const ref = db.collection('benchDirect/posted/projects').doc();
    const batch = db.batch();
    batch.create(ref, { ...newProjectFields(person, newProject()), createdAt: FieldValue.serverTimestamp() });
    batch.create(db.doc(`benchDirect/posted/deliveries/${ref.id}`), { deliveryAddress: '12 Long Street, Bhopal' });
    await batch.commit();
  });
  return figures('post a project', ours, baseline);
}

/** POST /api/projects/{id}/messages, each student in their own taken project, 120 in their hour, then the next. */
async function sendMessages(url: string, auth: Auth, db: Firestore, students: Person[], seconds: number) {
  const chats = await fundableProjects(db, students, 1, 'bench-chat-seller');
  const chatOf = (person: Person) => chats.get(person.uid)![0]!;
  const who = rota(students, hourlyLimits.messages.limit);
  const ours = await cannon({
    url,
    duration: seconds,
    requests: inTurn('POST', who, (person) => ({
      path: `/api/projects/${chatOf(person)}/messages`,
      body: { text: 'A message from the load bench.' },
    })),
  });
  const baseline = await direct(seconds, async (worker) => {
    const person = students[worker % students.length]!;
    await caller(auth, db, person);
    await db.doc(paths.project(chatOf(person))).get();
    await Promise.all([
      db.doc(paths.block(blockId(person.uid, 'bench-chat-seller'))).get(),
      db.doc(paths.block(blockId('bench-chat-seller', person.uid))).get(),
    ]);
    await limitSlot(db, 'messages', person);
    await db
      .collection(`benchDirect/chat/${person.uid}`)
      .doc()
      .create({
        ...newMessageFields(person, 'bench-chat-seller', 'A message.'),
        createdAt: FieldValue.serverTimestamp(),
      });
  });
  return figures('send a message', ours, baseline);
}

interface Funding extends Client {
  projectId?: string;
  orderId?: string;
  result?: unknown;
  t0?: number;
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * Fund: create-order, the simulated provider's pay (its checkout's call, POST /api/payments/simulated/pay) and
 * verify-payment, one flow after another on each client; its latency is the flow's, from the first request sent to
 * the last answered. A step refused restarts the flow with the next project.
 */
async function fund(api: ApiThread, firestore: BenchFirestore, auth: Auth, students: Person[], seconds: number) {
  const [{ url }, { db }] = [api, firestore];
  // Enough for every client to fund at the most any path answers (each flow is three requests, but a fast run must
  // not run out: a client out of projects asks to fund a funded one, and those quick refusals crowd the flows), and
  // for the third as long again that warms each side.
  const perStudent = Math.ceil((4 * seconds * MAX_RATE) / (3 * CLIENTS)) + 10;
  const [ownProjects, directProjects] = [
    await fundableProjects(db, students, perStudent),
    await fundableProjects(db, students, perStudent),
  ];
  const who = rota(students, Infinity);
  const funding = (flows: number[]): autocannon.Request[] => [
    {
      method: 'POST',
      path: '/api/create-order',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        const student = who(flow);
        flow.projectId = ownProjects.get(student.uid)!.shift() ?? flow.projectId;
        flow.t0 = performance.now();
        const body = JSON.stringify({ purpose: 'project', projectId: flow.projectId });
        return { ...request, headers: bearer(student), body };
      },
      onResponse: (status, body, context) => {
        (context as Funding).orderId = ok(status) ? (JSON.parse(body) as { id: string }).id : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/payments/simulated/pay',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        if (!flow.orderId) return undefined as unknown as autocannon.Request;
        const body = JSON.stringify({ method: 'upi', orderId: flow.orderId, vpa: 'bench@okbank' });
        return { ...request, headers: bearer(flow.person!), body };
      },
      onResponse: (status, body, context) => {
        (context as Funding).result = ok(status) ? JSON.parse(body) : undefined;
      },
    },
    {
      method: 'POST',
      path: '/api/verify-payment',
      setupRequest: (request, context) => {
        const flow = context as Funding;
        if (!flow.result) return undefined as unknown as autocannon.Request;
        const body = JSON.stringify({ ...(flow.result as object), projectId: flow.projectId });
        return { ...request, headers: bearer(flow.person!), body };
      },
      onResponse: (status, _body, context) => {
        if (ok(status)) flows.push(performance.now() - (context as Funding).t0!);
      },
    },
  ];
  // The same reads and writes, made by the api's own writers on the same paths and with the same documents: each
  // call's token and profile; create-order's profile and project in one round trip, the provider's journal entry
  // and the order; pay's order and journal reads and its payment entry; and verify-payment's transaction: the order
  // and the project read, then the fund row's patch and history event (writeStep), the capture's ledger entry, the
  // order marked paid and the payment's search key (record-payment.ts). Nothing of the api's own work is made:
  // no HTTP, routing, request or stored-document schemas, signature or guard.
  const journal = firestoreJournal(db);
  const template = projectSchema.parse({ ...benchTakenProject(students[0]!), id: 'bench-template' });
  const directFlow =
    (run: string) =>
    async (worker: number, round: number): Promise<void> => {
      const student = students[worker % students.length]!;
      const projectId = directProjects.get(student.uid)!.shift() ?? `gone-${run}-${worker}-${round}`;
      const project = db.doc(paths.project(projectId));
      const [orderId, paymentId] = [`order_direct_${run}_${worker}_${round}`, `pay_direct_${run}_${worker}_${round}`];
      const order = db.doc(paths.paymentOrder(orderId));
      const amountPaise = template.budget * 100;
      await caller(auth, db, student);
      await db.getAll(db.doc(paths.user(student.uid)), project);
      await journal.put('order', { id: orderId, createdAt: Date.now(), amountPaise, status: 'created', fields: {} });
      await order.create({
        projectId,
        purpose: 'project',
        studentId: student.uid,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
        createdAt: FieldValue.serverTimestamp(),
      });
      await caller(auth, db, student);
      await order.get();
      await journal.get('order', orderId);
      const payment = { id: paymentId, createdAt: Date.now(), amountPaise, status: 'captured', fields: { orderId } };
      await journal.put('payment', payment);
      await caller(auth, db, student);
      await db.runTransaction(async (tx) => {
        await tx.get(order);
        await tx.get(project);
        const [now, actor] = [Date.now(), { uid: student.uid, email: '', role: 'student' as const }];
        const funded = { ...template, id: projectId, studentId: student.uid };
        const patch = escrowProcess.fund.patch(funded, actor, { now })!;
        writeStep(tx, db, { projectId, name: 'fund', project: funded, patch, actor, now });
        const party = { subject: ledgerSubject.project(projectId), payerId: student.uid, sellerId: null };
        bookEntry(tx, db, captureEntry(party, { paymentId, paymentOrderId: orderId, amountPaise }), now);
        tx.update(order, { status: 'paid', paymentId, paidAt: FieldValue.serverTimestamp(), confirmedBy: 'checkout' });
        writeSearchKey(tx, db, paymentId, searchKeyTargets.paymentOfOrder(order.path));
      });
    };
  // Neither side is timed cold. The api thread's Firestore client opens its channels and loads its protocol buffers
  // on its first calls, which the direct side, warm from seeding, never paid; and the emulator is a JVM whose
  // compiler keeps making its paths faster for the first minute of load: its CPU a flow fell from 12.8 ms to 2.5 ms
  // over one run (decision 089), so whichever side went first paid for the warming. Both sides' flows run untimed
  // first, for a third of the timed run each.
  const warm = Math.max(5, Math.round(seconds / 3));
  await cannon({ url, duration: warm, requests: funding([]) });
  await direct(warm, directFlow('warm'));
  // Timed in halves, the api's around the direct side's (api, direct, direct, api), so a drift of the machine or
  // the emulator over the run weighs on both sides alike; each side's halves are pooled.
  const [flows, latencies] = [[] as number[], [] as number[]];
  const half = Math.max(1, Math.round(seconds / 2));
  const apiHalf = () =>
    measured(api.cpuMs, firestore.group, () => cannon({ url, duration: half, requests: funding(flows) }, flows));
  const directHalf = (name: string) =>
    measured(
      async () => threadCpuMs(),
      firestore.group,
      () => direct(half, directFlow(name), latencies),
    );
  const [ours1, baseline1, baseline2, ours2] = [
    await apiHalf(),
    await directHalf('timed-1'),
    await directHalf('timed-2'),
    await apiHalf(),
  ];
  const [ours, baseline] = [pooled([ours1, ours2], flows), pooled([baseline1, baseline2], latencies)];
  return [...figures('fund flow', ours.run, baseline.run, 'flows/s'), ...cpuFigures('fund flow', ours, baseline)];
}

/** A side's timed halves as one run: their latencies pooled, their answers, CPU and wall time added. */
function pooled(halves: Measured[], latencies: number[]): Measured {
  const add = (of: (one: Measured) => number | null) =>
    halves.reduce<number | null>((sum, one) => (sum === null || of(one) === null ? null : sum + of(one)!), 0);
  const wallMs = add((one) => one.wallMs)!;
  const run: Run = {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / (wallMs / 1000),
    answers: sumTallies(halves.map((one) => one.run.answers)),
    unanswered: add((one) => one.run.unanswered)!,
    completed: latencies.length,
  };
  return { run, wallMs, threadMs: add((one) => one.threadMs), emulatorMs: add((one) => one.emulatorMs) };
}

export const LOAD_PATHS = ['search', 'post', 'message', 'fund'] as const;
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
    localEnvironment(mkdtempSync(join(tmpdir(), 'bench-media-')), secrets),
  );
  const postingPeople = Math.max(CLIENTS, Math.ceil((seconds * MAX_RATE) / hourlyLimits.projects.limit));
  const chattingPeople = Math.max(CLIENTS, Math.ceil((seconds * MAX_RATE) / hourlyLimits.messages.limit));
  say(`api load: signing in ${CLIENTS + postingPeople + chattingPeople} people`);
  const students = await people(auth, db, 'student', CLIENTS, 0);
  const posting = await people(auth, db, 'student', postingPeople, CLIENTS);
  const chatting = await people(auth, db, 'student', chattingPeople, CLIENTS + postingPeople);

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
  const { url } = api;

  const figures: Figure[] = [];
  if (only.includes('search')) {
    say(`api load: store search, ${seconds} s at ${CLIENTS} clients, then its direct I/O as long`);
    figures.push(...(await search(api, backend, students, seconds)));
  }
  if (only.includes('post')) {
    say(`api load: post a project (${postingPeople} people)`);
    figures.push(...(await postProjects(url, auth, db, posting, seconds)));
  }
  if (only.includes('message')) {
    say(`api load: send a message (${chattingPeople} people)`);
    figures.push(...(await sendMessages(url, auth, db, chatting, seconds)));
  }
  if (only.includes('fund')) {
    say('api load: fund');
    figures.push(...(await fund(api, firestore, auth, students, seconds)));
  }
  await api.stop();
  return figures;
}
