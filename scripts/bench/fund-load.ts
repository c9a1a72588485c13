// The fund flow under load (create-order, the simulated provider's pay, verify-payment) beside the same Firestore I/O
// behind a bare Node server in the api's thread (decision 095): both warmed first, then timed in turns, api, bare,
// bare, api, three times over (decision 098). The same I/O made in the bench's own thread, with no HTTP, is printed
// beside them (decision 093).
import type autocannon from 'autocannon';
import type { Auth } from 'firebase-admin/auth';
import type { ApiThread } from './api-thread.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { threadCpuMs } from './cpu-time.ts';
import type { Figure } from './figures.ts';
import { bareFundPaths, fundIo } from './fund-io.ts';
import {
  CLIENTS,
  MAX_RATE,
  bearer,
  cannon,
  cpuFigures,
  direct,
  figures,
  fundableProjects,
  interleaved,
  roundFigures,
  type Turn,
  measured,
  ok,
  rota,
  type Client,
  type Person,
  warmSeconds,
} from './load-runs.ts';

interface Funding extends Client {
  projectId?: string;
  orderId?: string;
  result?: unknown;
  t0?: number;
}

/** Where a side answers the three steps. */
type FundPaths = Record<keyof typeof bareFundPaths, string>;

const apiFundPaths: FundPaths = {
  createOrder: '/api/create-order',
  pay: '/api/payments/simulated/pay',
  verify: '/api/verify-payment',
};

const BARE = 'the same I/O, bare Node server';

/**
 * Fund: create-order, the simulated provider's pay (its checkout's call, POST /api/payments/simulated/pay) and
 * verify-payment, one flow after another on each client; its latency is the flow's, from the first request sent to
 * the last answered. A step refused restarts the flow with the next project. The bare server is driven the same way.
 */
export async function fund(api: ApiThread, firestore: BenchFirestore, auth: Auth, students: Person[], seconds: number) {
  const { db } = firestore;
  // Enough for every client to fund at the most any path answers (each flow is three requests, but a fast run must
  // not run out: a client out of projects asks to fund a funded one, and those quick refusals crowd the flows), and
  // for the third as long again that warms each side; the bench's own thread runs for half as long, unwarmed.
  const perStudent = Math.ceil((4 * seconds * MAX_RATE) / (3 * CLIENTS)) + 10;
  const [apiProjects, bareProjects, ownProjects] = [
    await fundableProjects(db, students, perStudent),
    await fundableProjects(db, students, perStudent),
    await fundableProjects(db, students, Math.ceil((seconds * MAX_RATE) / (2 * CLIENTS)) + 10),
  ];
  const who = rota(students, Infinity);
  const funding = (steps: FundPaths, projects: Map<string, string[]>, flows: number[]): autocannon.Request[] => [
    {
      method: 'POST',
      path: steps.createOrder,
      setupRequest: (request, context) => {
        const flow = context as Funding;
        const student = who(flow);
        flow.projectId = projects.get(student.uid)!.shift() ?? flow.projectId;
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
      path: steps.pay,
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
      path: steps.verify,
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
  const io = fundIo(db, auth);
  const inOwnThread = async (worker: number, round: number): Promise<void> => {
    const student = students[worker % students.length]!;
    const projectId = ownProjects.get(student.uid)!.shift() ?? `gone-${worker}-${round}`;
    const [orderId, paymentId] = [`order_direct_${worker}_${round}`, `pay_direct_${worker}_${round}`];
    const uid = await io.caller(student.token);
    await io.createOrder(uid, projectId, orderId);
    await io.caller(student.token);
    await io.pay(orderId, paymentId);
    await io.caller(student.token, { profile: false });
    await io.verify(uid, projectId, orderId, paymentId);
  };
  // Neither side is timed cold: the emulator is a JVM whose compiler keeps making its paths faster for the first
  // minute of load (its CPU a flow fell from 12.8 ms to 2.5 ms over one run, decision 089), so whichever side went
  // first would pay for the warming. Both sides' flows run untimed first, for a third of the timed run each.
  const warm = warmSeconds(seconds);
  await cannon({ url: api.url, duration: warm, requests: funding(apiFundPaths, apiProjects, []) });
  await cannon({ url: api.bareFundUrl, duration: warm, requests: funding(bareFundPaths, bareProjects, []) });
  // Timed in turns, the api's around the bare server's (api, bare, bare, api, three times), each from a collected heap,
  // so a drift of the machine or the emulator weighs on both sides alike; both are the api thread's CPU.
  const timed =
    (url: string, steps: FundPaths, projects: Map<string, string[]>): Turn =>
    (into, turnSeconds) =>
      cannon({ url, duration: turnSeconds, requests: funding(steps, projects, into) }, into);
  const {
    ours,
    baseline: bare,
    rounds,
  } = await interleaved(
    api,
    firestore.group,
    seconds,
    timed(api.url, apiFundPaths, apiProjects),
    timed(api.bareFundUrl, bareFundPaths, bareProjects),
  );
  // The bench's thread from a collected heap too (it runs with --expose-gc); its client is warm from the seeding.
  globalThis.gc?.();
  const own = await measured(
    async () => threadCpuMs(),
    firestore.group,
    () => direct(Math.max(1, Math.round(seconds / 2)), inOwnThread),
  );
  return [
    outOfProjects([apiProjects, bareProjects, ownProjects]),
    ...figures('fund flow', ours.run, bare.run, 'flows/s', BARE),
    ...roundFigures('fund flow', rounds),
    ...cpuFigures('fund flow', ours, bare, { baselineName: BARE }),
    ...ownThreadFigures(own),
  ];
}

/**
 * How many of the students' project lists the run emptied: a client out of projects asks to fund a funded one, and its
 * quick refusals would stand in the figures for flows, so any at all says the seeding fell short of the machine.
 */
function outOfProjects(seeded: Map<string, string[]>[]): Figure {
  const emptied = seeded.flatMap((projects) => [...projects.values()]).filter((left) => left.length === 0).length;
  const name = `fund flow @${CLIENTS} students out of projects`;
  return { name, value: emptied, unit: 'lists', target: { value: 0, kind: 'max' } };
}

/** The same I/O with no HTTP, in the bench's thread (decision 093's baseline): beside the others, with no target. */
function ownThreadFigures(own: Awaited<ReturnType<typeof measured>>): Figure[] {
  const label = `fund flow @${CLIENTS}: the same I/O in the bench's thread, no HTTP,`;
  const perFlow = (ms: number | null) => (ms === null ? [] : [ms / Math.max(own.run.completed, 1)]);
  return [
    { name: `${label} p50`, value: own.run.p50, unit: 'ms' },
    { name: `${label} p99`, value: own.run.p99, unit: 'ms' },
    { name: `${label} throughput`, value: own.run.perSecond, unit: 'flows/s' },
    ...perFlow(own.threadMs).map((value) => ({ name: `${label} CPU a flow, its thread`, value, unit: 'ms' })),
    ...perFlow(own.emulatorMs).map((value) => ({ name: `${label} CPU a flow, the emulator`, value, unit: 'ms' })),
  ];
}
