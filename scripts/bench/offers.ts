// Offers at size (decision 067): a project asking for offers with 50 sellers' offers waiting. The student lists them
// through the API (GET /api/projects/{id}/offers: every offer with its seller's name, badge, rating and work
// completed) and accepts one (POST …/offers/{sellerId}/transitions: one transaction that assigns the project, writes
// its `taken` event and declines the other 49). Each beside the same Firestore reads and writes made directly with the
// admin SDK in the same run, with the ID token checked as the route checks it; and the documents each reads and
// writes, counted. Bounded: ROUNDS projects, each listed LISTS_PER_ROUND times and accepted once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { blockId } from '@marketplace/shared/safety/block';
import { createApp } from '../../functions/src/app.ts';
import { composeBackend } from '../../functions/src/backend.ts';
import { localEnvironment } from '../../functions/src/local/local-settings.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { p50AndP99, type Figure } from './figures.ts';
import { countingDocuments } from './firestore-counts.ts';
import { benchTakenProject } from './bench-project.ts';
import { signedIn } from './paths.ts';
import { temporaryDir } from '../temporary-dir.ts';

const OFFERS = 50;
/** Projects of 50 offers: each accepted once (the API's and the direct way's each), listed LISTS_PER_ROUND times. */
const ROUNDS = 100;
const LISTS_PER_ROUND = 2;
const DAY_MS = 86_400_000;

const sellerOf = (n: number) => ({ uid: `bench-offer-seller-${n}`, email: `offer-seller-${n}@example.test` });

/** The 50 sellers as their steps read them: a public profile (half verified) and two rating shards each. */
async function seedSellers(db: Firestore): Promise<void> {
  const writer = db.bulkWriter();
  for (let n = 0; n < OFFERS; n++) {
    const { uid } = sellerOf(n);
    void writer.set(db.doc(paths.publicProfile(uid)), {
      name: `Bench Seller ${n}`,
      role: 'seller',
      since: Date.now() - 90 * DAY_MS,
      verified: n % 2 === 0,
    });
    for (const shard of [0, 1])
      void writer.set(db.doc(paths.ratingShard(uid, shard)), { ratingSum: 9 + (n % 3), ratingCount: 2 });
  }
  await writer.close();
}

/** An Open project asking for offers with an open offer from each of the 50 sellers, as the offer runner writes them. */
async function seedProjectWithOffers(db: Firestore, student: { uid: string; email: string }): Promise<string> {
  const now = Date.now();
  const ref = db.collection(paths.projects).doc();
  const batch = db.batch();
  batch.set(
    ref,
    benchTakenProject(student, { status: 'Open', sellerId: null, sellerEmail: null, pricing: 'offers', hidden: false }),
  );
  for (let n = 0; n < OFFERS; n++) {
    const seller = sellerOf(n);
    const at = Timestamp.fromMillis(now - (OFFERS - n) * 60_000);
    batch.set(db.doc(paths.projectOffer(ref.id, seller.uid)), {
      projectId: ref.id,
      studentId: student.uid,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      state: 'open',
      terms: [
        {
          price: 1400 + n * 10,
          // Millis, as the offer runner keeps a delivery day (its `at` and `expiresAt` are Timestamps).
          deliveryBy: now + 8 * DAY_MS,
          note: `Offer ${n}: code, wiring and a demo video.`,
          by: 'seller',
          at,
        },
      ],
      counters: 0,
      expiresAt: Timestamp.fromMillis(now + 7 * DAY_MS),
      step: { name: 'send', by: seller.uid, at },
      // The seller's facts as the runner keeps them on the offer when it is sent (decision 067, 'Measured').
      seller: { name: `Bench Seller ${n}`, verified: n % 2 === 0, rating: 4.5, reviews: 4, completed: 0 },
    });
  }
  await batch.commit();
  return ref.id;
}

/** What listing does, made directly: the token, the project and the offers newest first (each carries its seller's facts). */
async function listDirect(db: Firestore, auth: Auth, token: string, projectId: string): Promise<void> {
  const { uid } = await auth.verifyIdToken(token);
  await db.doc(paths.user(uid)).get();
  await db.doc(paths.project(projectId)).get();
  await db.collection(paths.projectOffers(projectId)).orderBy('step.at', 'desc').get();
}

/** What accepting does, made directly: the token, then one transaction assigning the project and declining the rest. */
async function acceptDirect(db: Firestore, auth: Auth, token: string, projectId: string, sellerId: string) {
  const { uid } = await auth.verifyIdToken(token);
  await db.doc(paths.user(uid)).get();
  await db.runTransaction(async (tx) => {
    const projectRef = db.doc(paths.project(projectId));
    const offerRef = db.doc(paths.projectOffer(projectId, sellerId));
    const [, offer] = await Promise.all([tx.get(projectRef), tx.get(offerRef)]);
    await Promise.all([
      tx.get(db.doc(paths.block(blockId(uid, sellerId)))),
      tx.get(db.doc(paths.block(blockId(sellerId, uid)))),
    ]);
    const others = await tx.get(db.collection(paths.projectOffers(projectId)).where('state', '==', 'open'));
    const at = Timestamp.now();
    tx.set(offerRef, { ...offer.data(), state: 'accepted', step: { name: 'accept', by: uid, at } });
    tx.update(projectRef, {
      status: 'In Progress',
      sellerId,
      sellerEmail: offer.get('sellerEmail') as string,
      budget: 1500,
      deadline: at,
      milestones: FieldValue.delete(),
    });
    tx.set(db.collection(paths.projectHistory(projectId)).doc('taken'), { kind: 'taken', by: sellerId, at });
    for (const other of others.docs)
      if (other.id !== sellerId)
        tx.update(other.ref, { state: 'declined', step: { name: 'passed-over', by: 'system', at } });
  });
}

export async function benchOffers(
  firestore: BenchFirestore,
  auth: Auth,
  say: (line: string) => void,
): Promise<Figure[]> {
  const { db } = firestore;
  const pubsub = new PubSub({ projectId: firestore.projectId });
  const backend = composeBackend({ db, auth, pubsub }, localEnvironment(temporaryDir('bench-offers-media-'), {}));
  const api = createServer(createApp(backend));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const student = await signedIn(auth, db, 'student', 50);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${student.token}` };
  await seedSellers(db);

  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}/api${path}`, { headers, ...init });
    const body = (await response.json()) as { offers?: unknown[]; message?: string };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.message ?? ''}`);
    return body;
  };

  say(`offers: ${ROUNDS} projects of ${OFFERS} offers, each listed ${LISTS_PER_ROUND} times and one accepted`);
  const times = {
    list: [] as number[],
    listDirect: [] as number[],
    accept: [] as number[],
    acceptDirect: [] as number[],
  };
  const counts = { list: { reads: 0, writes: 0 }, listDirect: { reads: 0, writes: 0 } };
  const acceptCounts = { api: { reads: 0, writes: 0 }, direct: { reads: 0, writes: 0 } };
  type Documents = { reads: number; writes: number };
  /** One way, timed, with the documents it read and wrote. */
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const counted = await countingDocuments(work);
    return { ...counted, ms: performance.now() - started };
  };
  /** Each way's time and documents kept where they add up, except in the warm-up round. */
  const keep = (round: number, ways: [number[], Documents, Documents & { ms: number }][]) => {
    if (round < 0) return;
    for (const [into, tally, run] of ways) {
      into.push(run.ms);
      tally.reads += run.reads;
      tally.writes += run.writes;
    }
  };
  let lastOurs = '';
  // A first round not counted: the JIT and the connections warm on it, for both ways alike.
  for (let round = -1; round < ROUNDS; round++) {
    const ours = await seedProjectWithOffers(db, student);
    lastOurs = ours;
    const theirs = await seedProjectWithOffers(db, student);
    const chosen = sellerOf(round < 0 ? 0 : round % OFFERS).uid;
    for (let i = 0; i < LISTS_PER_ROUND; i++) {
      const listed = await timed(() => call(`/projects/${ours}/offers`));
      if (listed.result.offers?.length !== OFFERS) throw new Error(`the list has ${listed.result.offers?.length}`);
      const direct = await timed(() => listDirect(db, auth, student.token, theirs));
      keep(round, [
        [times.list, counts.list, listed],
        [times.listDirect, counts.listDirect, direct],
      ]);
    }
    const accepted = await timed(() =>
      call(`/projects/${ours}/offers/${chosen}/transitions`, {
        method: 'POST',
        body: JSON.stringify({ action: 'accept' }),
      }),
    );
    const direct = await timed(() => acceptDirect(db, auth, student.token, theirs, chosen));
    keep(round, [
      [times.accept, acceptCounts.api, accepted],
      [times.acceptDirect, acceptCounts.direct, direct],
    ]);
  }
  // The API's last acceptance did what it says: the project assigned, the other offers declined.
  const [project, declined] = await Promise.all([
    db.doc(paths.project(lastOurs)).get(),
    db.collection(paths.projectOffers(lastOurs)).where('state', '==', 'declined').count().get(),
  ]);
  api.close();
  await pubsub.close();

  const lists = ROUNDS * LISTS_PER_ROUND;
  const samples = (count: number) => ({ count, fewest: 100 });
  const [listP50, listP99] = p50AndP99(`list ${OFFERS} offers (student, API)`, times.list, {
    name: 'same reads direct',
    values: times.listDirect,
  });
  const [acceptP50, acceptP99] = p50AndP99(`accept 1 of ${OFFERS} offers (API)`, times.accept, {
    name: 'same I/O direct',
    values: times.acceptDirect,
  });
  return [
    { ...listP50, samples: samples(lists) },
    { ...listP99, samples: samples(lists) },
    {
      name: `list ${OFFERS} offers Firestore reads`,
      value: counts.list.reads / lists,
      unit: 'docs',
      baseline: { name: 'direct', value: counts.listDirect.reads / lists },
    },
    { ...acceptP50, samples: samples(ROUNDS) },
    { ...acceptP99, samples: samples(ROUNDS) },
    {
      name: `accept 1 of ${OFFERS} Firestore reads`,
      value: acceptCounts.api.reads / ROUNDS,
      unit: 'docs',
      baseline: { name: 'direct', value: acceptCounts.direct.reads / ROUNDS },
    },
    {
      name: `accept 1 of ${OFFERS} Firestore writes`,
      value: acceptCounts.api.writes / ROUNDS,
      unit: 'docs',
      baseline: { name: 'direct', value: acceptCounts.direct.writes / ROUNDS },
    },
    {
      name: 'offers declined by the last acceptance',
      value: project.get('status') === 'In Progress' ? declined.data().count : 0,
      unit: 'count',
      target: { value: OFFERS - 1, kind: 'min' },
    },
  ];
}
