// From a project's release to its payout processed, on the local functions host as `npm start` runs
// it: the student's release through the API (decision 028), the payout trigger, the send trigger, the simulated RazorpayX
// (queued at once, then `payout.processing` one step later and `payout.processed` a step after that), each signed
// webhook through the API's acceptance and Pub/Sub to the payout subscriber. The baseline is the provider's own
// delay, its two steps (2 × SIMULATED_PAYOUT_MS): nothing can be faster, and what is beyond it is the platform's.
// Bounded: a few releases, each given the two steps and half a minute more before it counts as not processed.
import type { Auth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { accountKeyOf } from '@marketplace/shared/verification/seller-verification';
import { paths } from '@marketplace/shared/paths';
import type { BenchFirestore } from './bench-stack.ts';
import { percentile, type Figure } from './figures.ts';
import { seedProject, signedIn } from './paths.ts';

/** Each simulated payout step in the bench, unless SIMULATED_PAYOUT_MS says otherwise: short, so the run is. */
const BENCH_STEP_MS = 1000;
const ONE_BY_ONE = 10;
const AT_ONCE = 10;
/** Beyond the provider's two steps, how long a payout may take before it counts as not processed. */
const GRACE_MS = 30_000;

/** Starts the local host with these variables added to the bench's environment. */
export type StartPayoutsHost = (env: NodeJS.ProcessEnv) => Promise<{ url: string; process: { stop(): Promise<void> } }>;

/** When a release was written, and when its payout was seen sent to the provider and processed (performance.now). */
interface Timeline {
  released: number;
  sent?: number;
  processed?: number;
}

/** Follows the seller's payouts as they change, noting the moments of the releases being timed. */
function watchPayouts(db: Firestore, sellerId: string) {
  const timelines = new Map<string, Timeline>();
  const finished = new Map<string, () => void>();
  const stop = db
    .collection(paths.payouts)
    .where('sellerId', '==', sellerId)
    .onSnapshot(
      (snapshot) => {
        const now = performance.now();
        for (const { doc } of snapshot.docChanges()) {
          const timeline = timelines.get(doc.id);
          if (!timeline) continue;
          const { sentAttempt, status } = doc.data();
          if (timeline.sent === undefined && typeof sentAttempt === 'number' && sentAttempt >= 1) timeline.sent = now;
          if (status === 'processed') timeline.processed ??= now;
          if (status === 'processed' || status === 'failed') finished.get(doc.id)?.();
        }
      },
      (error) => console.error('[bench] the payouts listener stopped:', error),
    );
  return {
    stop,
    /** Starts timing `projectId`; resolves when its payout is final or `limitMs` has passed. */
    expect(projectId: string, limitMs: number): { timeline: Timeline; done: Promise<void> } {
      const timeline: Timeline = { released: performance.now() };
      timelines.set(projectId, timeline);
      let timer: NodeJS.Timeout | undefined;
      const done = Promise.race([
        new Promise<void>((resolve) => finished.set(projectId, resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs))),
      ]).finally(() => {
        clearTimeout(timer);
        // Settled now: a payout processed after its limit stays counted as not processed in time.
        timelines.delete(projectId);
        finished.delete(projectId);
      });
      return { timeline, done };
    },
  };
}

/** The student's release, as the web's lifecycle client sends it. */
async function releaseThroughApi(hostUrl: string, token: string, projectId: string) {
  const response = await fetch(`${hostUrl}/api/projects/${projectId}/transitions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'release' }),
  });
  if (!response.ok) throw new Error(`The release of ${projectId} answered ${response.status}`);
}

const BENCH_UPI = { method: 'upi', upiId: 'bench-seller@okaxis' } as const;

async function saveUpi(hostUrl: string, token: string) {
  const response = await fetch(`${hostUrl}/api/payouts/details`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(BENCH_UPI),
  });
  if (!response.ok) throw new Error(`Saving the seller's payout details answered ${response.status}`);
}

/**
 * The seller as verified (decision 033) before any release, as the demo seller is: the bench times a payout's
 * way to the provider, not a verification.
 */
async function verified(db: Firestore, sellerId: string) {
  await db.doc(paths.sellerVerification(sellerId)).set({
    status: 'verified',
    pan: 'ABCPE1234F',
    round: 1,
    accountKey: accountKeyOf(BENCH_UPI),
    panName: 'BENCH SELLER',
    accountName: 'BENCH SELLER',
    failureReason: null,
    requestedAt: Timestamp.now(),
    decidedAt: Timestamp.now(),
  });
}

export async function benchPayouts(
  firestore: BenchFirestore,
  auth: Auth,
  startHost: StartPayoutsHost,
  say: (line: string) => void,
): Promise<Figure[]> {
  const { db } = firestore;
  const stepMs = Number(process.env.SIMULATED_PAYOUT_MS ?? BENCH_STEP_MS);
  const providerMs = 2 * stepMs;
  const limitMs = providerMs + GRACE_MS;
  const seller = await signedIn(auth, db, 'seller', 3);
  const student = await signedIn(auth, db, 'student', 3);
  // Delivered and funded, ready for the student's release: one to warm up, then the ones timed.
  const seeded = async (count: number) =>
    Promise.all(
      Array.from({ length: count }, () =>
        seedProject(db, student, {
          status: 'Completed',
          paymentStatus: 'Funded',
          sellerId: seller.uid,
          sellerEmail: seller.email,
        }),
      ),
    );
  const [warmUp] = await seeded(1);
  const oneByOne = await seeded(ONE_BY_ONE);
  const atOnce = await seeded(AT_ONCE);

  say(`payouts: the local host with SIMULATED_PAYOUT_MS=${stepMs}`);
  const host = await startHost({ SIMULATED_PAYOUT_MS: String(stepMs) });
  const watch = watchPayouts(db, seller.uid);
  try {
    // Saved beforehand, through the API: each payout goes to the provider as soon as it is written.
    await saveUpi(host.url, seller.token);
    await verified(db, seller.uid);
    const release = async (projectId: string) => {
      const { timeline, done } = watch.expect(projectId, limitMs);
      await releaseThroughApi(host.url, student.token, projectId);
      await done;
      return timeline;
    };
    // Not counted: it pays for the host's first delivery of each trigger and the JIT warming.
    await release(warmUp!);
    say(`payouts: ${ONE_BY_ONE} releases one after another, then ${AT_ONCE} at once`);
    const sequential: Timeline[] = [];
    for (const projectId of oneByOne) sequential.push(await release(projectId));
    const concurrent = await Promise.all(atOnce.map(release));
    return payoutFigures({ sequential, concurrent }, { stepMs, limitMs });
  } finally {
    watch.stop();
    await host.process.stop();
  }
}

function payoutFigures(
  runs: { sequential: Timeline[]; concurrent: Timeline[] },
  { stepMs, limitMs }: { stepMs: number; limitMs: number },
): Figure[] {
  const provider = { name: `provider's 2 steps of ${stepMs} ms`, value: 2 * stepMs };
  const processedMs = (timelines: Timeline[]) =>
    timelines.flatMap((t) => (t.processed === undefined ? [] : [t.processed - t.released]));
  const sequential = processedMs(runs.sequential);
  const concurrent = processedMs(runs.concurrent);
  const sentMs = runs.sequential.flatMap((t) => (t.sent === undefined ? [] : [t.sent - t.released]));
  const missing = runs.sequential.length + runs.concurrent.length - sequential.length - concurrent.length;
  const processed = (how: string, values: number[]): Figure[] =>
    (['p50', 'max'] as const).map((at) => ({
      name: `release→payout processed ${at}, ${how}`,
      value: percentile(values, at === 'p50' ? 50 : 100),
      unit: 'ms',
      baseline: provider,
    }));
  return [
    ...processed('1 by 1', sequential),
    { name: "payout: platform's own time p50, 1 by 1", value: percentile(sequential, 50) - provider.value, unit: 'ms' },
    // Before the provider's clock starts: the release's write, the payout trigger, the send trigger, the send.
    { name: 'release→payout sent to provider p50', value: percentile(sentMs, 50), unit: 'ms' },
    ...processed(`${runs.concurrent.length} at once`, concurrent),
    {
      name: `payouts not processed within ${Math.round(limitMs / 1000)} s`,
      value: missing,
      unit: 'payouts',
      target: { value: 0, kind: 'max' },
    },
  ];
}
