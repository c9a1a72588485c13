// The product's real paths on the bench's own emulators, each beside a baseline from the same run:
// visits through the api and Pub/Sub (beside a bare publish, the same publish behind a bare Node server, and a
// bare Node server), funding a project through create-order and verify-payment (beside the same token checks
// and Firestore reads and writes made directly), taking a project from a browser client under the rules, a chat
// message sent through the api and seen by the other person's browser client, and the seller's dashboard at
// 10,000 open projects. Counts are bounded; everything
// listens on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getDocs, query, where, type QuerySnapshot } from 'firebase/firestore';
import { paths, topics } from '@marketplace/shared/paths';
import { newProjectFields } from '@marketplace/shared/projects/post-project';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { notInList } from '@marketplace/shared/safety/block';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { emulatorIdToken } from '../emulator-sign-in.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import { firestoreMessages } from '../../web/src/features/projects/firestore-messages.ts';
import { firestoreProjects, projectFromData } from '../../web/src/features/projects/firestore-projects.ts';
import { watchProjectsInOrder } from '../../web/src/features/projects/projects-in-order.ts';
import { projectsCollection } from '../../web/src/lib/paths.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { benchTakenProject } from './bench-project.ts';
import { p50AndP99, percentile, type Figure } from './figures.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import { openWebClient } from './web-client.ts';
import { temporaryDir } from '../temporary-dir.ts';

const secrets = { LOCAL_PAYMENTS_SECRET: 'bench-key-secret', LOCAL_PAYMENTS_WEBHOOK_SECRET: 'bench-webhook-secret' };

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * `total` requests, `concurrency` at a time; the latencies and the throughput. A first round of `concurrency`
 * × 10 requests is not counted: the paths are measured one after another, and without it the first one alone
 * would pay for opening its connections and for the JIT warming to code the others then share.
 */
async function load(total: number, concurrency: number, request: () => Promise<unknown>) {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < 10; i++) await request();
    }),
  );
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await request();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { latencies, perSecond: total / ((performance.now() - started) / 1000) };
}

const post = (url: string, init: RequestInit = {}) =>
  fetch(url, { method: 'POST', ...init }).then(async (response) => {
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  });

function loadFigures(
  name: string,
  ours: Awaited<ReturnType<typeof load>>,
  baselines: [string, Awaited<ReturnType<typeof load>>][],
): Figure[] {
  const [first] = baselines;
  return [
    ...baselines.map(([baseline, figures]) => ({
      name: `${name} p50`,
      value: percentile(ours.latencies, 50),
      unit: 'ms',
      baseline: { name: baseline, value: percentile(figures.latencies, 50) },
    })),
    {
      name: `${name} p99`,
      value: percentile(ours.latencies, 99),
      unit: 'ms',
      baseline: { name: first![0], value: percentile(first![1].latencies, 99) },
    },
    ...baselines.map(([baseline, figures]) => ({
      name: `${name} throughput`,
      value: ours.perSecond,
      unit: 'req/s',
      baseline: { name: baseline, value: figures.perSecond },
    })),
  ];
}

async function visits(backend: ReturnType<typeof composeBackend>, pubsub: PubSub): Promise<Figure[]> {
  await pubsub.topic(topics.visitRecorded).get({ autoCreate: true });
  const api = createServer(createApp(backend));
  const bare = createServer((_req, res) => res.writeHead(204).end());
  const topic = pubsub.topic(topics.visitRecorded);
  // The same publish behind a plain Node server: what the route must do (answer HTTP, then publish) without
  // Express and the app's middleware, so the ratio beside it is what the api itself adds. The client and the
  // server share this process and its two cores, so HTTP alone costs a few ms at 10 at a time (the bare Node
  // server's figures); the bare publish beside it has no HTTP at all.
  const publishing = createServer((_req, res) => {
    void topic.publishMessage({ json: { at: new Date().toISOString() } }).then(
      () => res.writeHead(202).end(),
      () => res.writeHead(503).end(),
    );
  });
  const [apiUrl, bareUrl, publishingUrl] = await Promise.all([listen(api), listen(bare), listen(publishing)]);
  const total = 1000;
  const ours = await load(total, 10, () => post(`${apiUrl}/api/visits`));
  const server = await load(total, 10, () => post(bareUrl));
  const publish = await load(total, 10, () => topic.publishMessage({ json: { at: Date.now() } }));
  const serverPublish = await load(total, 10, () => post(publishingUrl));
  api.close();
  bare.close();
  publishing.close();
  return loadFigures('POST /api/visits via Pub/Sub', ours, [
    ['bare publish', publish],
    ['same publish, bare Node server', serverPublish],
    ['bare Node server', server],
  ]);
}

/** An ID token from the Auth emulator for a new verified person with a profile. */
export async function signedIn(auth: Auth, db: Firestore, role: 'student' | 'seller', n: number) {
  const email = `bench-${role}-${n}-${Date.now()}@example.test`;
  const password = 'bench-password-1';
  const { uid } = await auth.createUser({ email, password, emailVerified: true });
  await db.doc(paths.user(uid)).set({ uid, email, role });
  const idToken = await emulatorIdToken(process.env.FIREBASE_AUTH_EMULATOR_HOST!, email, password);
  return { uid, email, token: idToken };
}

export async function seedProject(
  db: Firestore,
  student: { uid: string; email: string },
  fields: Record<string, unknown>,
) {
  const ref = db.collection(paths.projects).doc();
  await ref.set(benchTakenProject(student, fields));
  return ref.id;
}

async function funding(backend: ReturnType<typeof composeBackend>, db: Firestore, auth: Auth): Promise<Figure[]> {
  const api = createServer(createApp(backend));
  const url = await listen(api);
  const student = await signedIn(auth, db, 'student', 0);
  const rounds = 40;
  const ours: number[] = [];
  const direct: number[] = [];
  const json = (body: unknown) => ({
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
    body: JSON.stringify(body),
  });
  for (let i = 0; i < rounds; i++) {
    const projectId = await seedProject(db, student, {});
    const t0 = performance.now();
    const order = (await (
      await fetch(`${url}/api/create-order`, { method: 'POST', ...json({ projectId }) })
    ).json()) as { id: string };
    const result = await backend.simulatedCheckout!.pay(order.id);
    await post(`${url}/api/verify-payment`, json({ projectId, ...result }));
    ours.push(performance.now() - t0);

    // The baseline: the same emulator calls, made the same way, straight from the admin SDK. Each request
    // verifies the caller's ID token, as the route must: against the Auth emulator the admin SDK's
    // verifyIdToken always asks the emulator for the account as well (its revocation check, which it skips in
    // production), so it is one of the emulator calls the route wraps. create-order reads the profile and the
    // project in one round trip and writes the order; verify-payment reads no profile
    // (the order names its payer) and records the payment in one transaction.
    const other = await seedProject(db, student, {});
    const t1 = performance.now();
    await auth.verifyIdToken(student.token);
    await db.getAll(db.doc(paths.user(student.uid)), db.doc(paths.project(other)));
    await db.doc(paths.paymentOrder(`direct-${i}`)).set({ projectId: other, amountPaise: 150_000, status: 'created' });
    await auth.verifyIdToken(student.token);
    await db.runTransaction(async (tx) => {
      await tx.get(db.doc(paths.paymentOrder(`direct-${i}`)));
      await tx.get(db.doc(paths.project(other)));
      tx.update(db.doc(paths.project(other)), { paymentStatus: 'Funded' });
      tx.update(db.doc(paths.paymentOrder(`direct-${i}`)), { status: 'paid', paidAt: FieldValue.serverTimestamp() });
    });
    direct.push(performance.now() - t1);
  }
  api.close();
  const [p50, p99] = p50AndP99('fund: create-order + verify', ours, { name: 'same I/O direct', values: direct });
  return [{ ...p50, target: { value: 1.5 * percentile(direct, 50), kind: 'max' } }, p99];
}

/** A browser client signed in as `person` (the emulator's mock token), so the rules apply as for them. */
export const webClient = (firestore: BenchFirestore, person: { uid: string; email: string }) =>
  openWebClient(firestore, `web-${person.uid}`, {
    sub: person.uid,
    user_id: person.uid,
    email: person.email,
    email_verified: true,
  });

async function browserPaths(
  backend: ReturnType<typeof composeBackend>,
  firestore: BenchFirestore,
  auth: Auth,
): Promise<Figure[]> {
  const { db } = firestore;
  const student = await signedIn(auth, db, 'student', 1);
  const seller = await signedIn(auth, db, 'seller', 1);
  const sellerActor: Actor = { uid: seller.uid, email: seller.email, role: 'seller' };
  const sellerWeb = webClient(firestore, seller);
  // The take is a browser write under the rules; posting and messages go through the api (decision 032).
  const projects = firestoreProjects(sellerWeb.db);
  const api = createServer(createApp(backend));
  const url = await listen(api);
  const rounds = 30;
  const take: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const open = await seedProject(db, student, { status: 'Open', sellerId: null, sellerEmail: null });
    const t0 = performance.now();
    await projects.perform('take', open, sellerActor);
    take.push(performance.now() - t0);
    const other = await seedProject(db, student, { status: 'Open', sellerId: null, sellerEmail: null });
    const t1 = performance.now();
    await db
      .doc(paths.project(other))
      .update({ status: 'In Progress', sellerId: seller.uid, sellerEmail: seller.email });
    plain.push(performance.now() - t1);
  }

  // A chat message: from the student's send (POST /api/projects/{id}/messages) to the seller's screen (the seller's
  // live query delivering it).
  const projectId = await seedProject(db, student, { sellerId: seller.uid, sellerEmail: seller.email });
  const sellerMessages = firestoreMessages(sellerWeb.db);
  const chat: number[] = [];
  const seen = new Map<string, () => void>();
  const stop = sellerMessages.watchMessages(projectId)(
    (messages) => messages.forEach((message) => seen.get(message.text)?.()),
    () => {},
  );
  for (let i = 0; i < rounds; i++) {
    const text = `bench message ${i}`;
    const arrived = new Promise<void>((resolve) => seen.set(text, resolve));
    const t0 = performance.now();
    await post(`${url}/api/projects/${projectId}/messages`, {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
      body: JSON.stringify({ text }),
    });
    await arrived;
    chat.push(performance.now() - t0);
  }
  stop();
  // The baseline: an admin-SDK write seen by an admin-SDK listener on the same collection.
  const direct: number[] = [];
  const waiting = new Map<string, () => void>();
  const stopDirect = db
    .collection(paths.projectMessages(projectId))
    .where('baseline', '==', true)
    .onSnapshot((snapshot) => snapshot.docChanges().forEach((change) => waiting.get(change.doc.id)?.()));
  for (let i = 0; i < rounds; i++) {
    const ref = db.collection(paths.projectMessages(projectId)).doc();
    const arrived = new Promise<void>((resolve) => waiting.set(ref.id, resolve));
    const t0 = performance.now();
    await ref.set({ text: `direct ${i}`, baseline: true, createdAt: FieldValue.serverTimestamp() });
    await arrived;
    direct.push(performance.now() - t0);
  }
  stopDirect();
  api.close();
  await sellerWeb.close();
  return [
    ...p50AndP99('take-project (browser, rules)', take, { name: 'plain admin update', values: plain }),
    ...p50AndP99('chat message (api) to other screen', chat, { name: 'admin write to listener', values: direct }),
  ];
}

async function sellerDashboard(firestore: BenchFirestore, auth: Auth): Promise<Figure[]> {
  const { db } = firestore;
  const OPEN = 10_000;
  const writer = db.bulkWriter();
  for (let i = 0; i < OPEN; i++) {
    const deadline = Date.now() + (1 + (i % 300)) * 86_400_000;
    void writer.set(db.doc(paths.project(`bench-open-${i}`)), {
      ...newProjectFields(
        { uid: `bench-student-${i % 100}`, email: 'student@example.test' },
        {
          title: `Open project ${i}`,
          description: 'Open.',
          hardware: '',
          software: '',
          features: '',
          deadline,
          budget: 1000 + i,
          deliveryAddress: '12 Long Street, Bhopal',
        },
      ),
      deadline: Timestamp.fromMillis(deadline),
      createdAt: Timestamp.now(),
      status: 'Open',
      paymentStatus: 'Unpaid',
      sellerId: null,
      sellerEmail: null,
    });
  }
  await writer.close();
  const seller = await signedIn(auth, db, 'seller', 2);
  const web = webClient(firestore, seller);
  // The adapter's own query plan, with each snapshot's documents counted as they arrive.
  let reads = 0;
  const read = (snapshot: QuerySnapshot) => {
    reads += snapshot.size;
    return snapshot.docs.flatMap((document) => projectFromData(document.id, document.data()) ?? []);
  };
  const t0 = performance.now();
  const actor: Actor = { uid: seller.uid, email: seller.email, role: 'seller' };
  const page = await firstValue(watchProjectsInOrder(web.db, actor, 24, read));
  const firstCard = performance.now() - t0;
  const t1 = performance.now();
  // What the rules let a seller browse at once (decision 031: not hidden, nobody they hide): every open project.
  const everything = await getDocs(
    query(
      projectsCollection(web.db),
      where('status', '==', 'Open'),
      where('hidden', '==', false),
      where('studentId', 'not-in', notInList([])),
    ),
  );
  const everythingMs = performance.now() - t1;
  await web.close();
  return [
    {
      name: `seller dashboard reads (${OPEN} open)`,
      value: reads,
      unit: 'docs',
      baseline: { name: 'every open project', value: everything.size },
      target: { value: 50, kind: 'max' },
    },
    {
      name: 'seller dashboard: time to first cards',
      value: firstCard,
      unit: 'ms',
      baseline: { name: 'every open project', value: everythingMs },
    },
    {
      name: 'seller dashboard cards on first screen',
      value: page.projects.length,
      unit: 'cards',
      target: { value: 24, kind: 'max' },
    },
  ];
}

/** Every path; with `apiOnly` just the two through the `api` function (visits and funding). */
export async function benchPaths(firestore: BenchFirestore, auth: Auth, { apiOnly = false } = {}): Promise<Figure[]> {
  const pubsub = new PubSub({ projectId: firestore.projectId });
  const backend = composeBackend(
    { db: firestore.db, auth, pubsub },
    localEnvironment(temporaryDir('bench-media-'), secrets),
  );
  const figures = [...(await visits(backend, pubsub)), ...(await funding(backend, firestore.db, auth))];
  if (!apiOnly)
    figures.push(...(await browserPaths(backend, firestore, auth)), ...(await sellerDashboard(firestore, auth)));
  await pubsub.close();
  return figures;
}
