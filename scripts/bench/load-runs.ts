// What the API-under-load bench's paths share (api-load.ts, fund-load.ts): the clients and the people they act as,
// a timed run through the api (autocannon) and its baseline made directly by as many workers, each side's CPU, and
// the figures printed for a path. Nothing here knows a path's requests or documents.
import autocannon from 'autocannon';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import type { ApiThread } from './api-thread.ts';
import { groupCpuMs } from './cpu-time.ts';
import { percentile, type Figure } from './figures.ts';
import { sumTallies, tally, type Tally } from './load-tally.ts';
import { benchTakenProject } from './bench-project.ts';
import { signedIn } from './paths.ts';

export const CLIENTS = 50;

/**
 * The most requests (or fund flows) a second any path is expected to answer here: the people and projects seeded cover
 * this for a run and its warming. It was 150 until 2026-12-01, when the api completed 163 fund flows and 170 posts a
 * second on this machine and its clients ran out of projects and people.
 */
export const MAX_RATE = 300;

/** Each side of a path runs untimed for a third of its timed run first (decision 093), so seed for four thirds. */
export const warmSeconds = (seconds: number) => Math.max(5, Math.round(seconds / 3));

export type Person = Awaited<ReturnType<typeof signedIn>>;

export type Say = (line: string) => void;

export interface Run {
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
export async function people(auth: Auth, db: Firestore, role: 'student' | 'seller', count: number, from: number) {
  const made: Person[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => signedIn(auth, db, role, from + i + j));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** Hands out people in turn, each for `uses` requests: past the last, round again (the limit then answers 429). */
export function rota(list: Person[], uses: number) {
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

export const bearer = (person: Person) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${person.token}`,
});

/** autocannon's run as figures: HTTP latencies (or the flow's own, for a sequence) and the answers by kind. */
export async function cannon(options: autocannon.Options, flows?: number[]): Promise<Run> {
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
export async function direct(
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
  const answers = { ok: latencies.length, limited: 0, refused: 0, failed };
  return runOf(latencies, answers, 0, performance.now() - started);
}

/** A run's figures from its latencies, what was answered and how long it took. */
function runOf(latencies: number[], answers: Tally, unanswered: number, wallMs: number): Run {
  const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
  return { p50, p99, perSecond: latencies.length / (wallMs / 1000), answers, unanswered, completed: latencies.length };
}

/** A timed run, with the CPU its side's thread and the emulator spent in it (null off Linux) and its wall time. */
export async function measured(
  threadMs: () => Promise<number | null>,
  emulator: number | null,
  timed: () => Promise<Run>,
) {
  const emulatorMs = () => (emulator === null ? null : groupCpuMs(emulator));
  const before = { thread: await threadMs(), emulator: emulatorMs(), at: performance.now() };
  const run = await timed();
  const [thread, emulatorAfter, wallMs] = [await threadMs(), emulatorMs(), performance.now() - before.at];
  const spent = (from: number | null, to: number | null) => (from === null || to === null ? null : to - from);
  return { run, wallMs, threadMs: spent(before.thread, thread), emulatorMs: spent(before.emulator, emulatorAfter) };
}

export type Measured = Awaited<ReturnType<typeof measured>>;

/**
 * Each side's CPU a completed flow, on its own thread and in the emulator, and how busy its thread was. Each side is
 * one thread: when both are saturated the p99 follows the ratio of their CPU a flow (decision 089). So the figures
 * say how much of a gap is the api's own work, whether a side waited on something else (the emulator, the machine)
 * rather than its thread, and whether both sides asked the emulator for the same work.
 */
export function cpuFigures(
  name: string,
  ours: Measured,
  baseline: Measured,
  { baselineName = 'same I/O direct', each = 'a flow' } = {},
): Figure[] {
  const label = `${name} @${CLIENTS}`;
  const plain = { name: baselineName };
  const perFlow = (ms: number | null, { run }: Measured) => (ms === null ? null : ms / Math.max(run.completed, 1));
  const rows: [string, number | null, number | null, string][] = [
    [`${label} CPU ${each}, its thread`, perFlow(ours.threadMs, ours), perFlow(baseline.threadMs, baseline), 'ms'],
    [
      `${label} CPU ${each}, the emulator`,
      perFlow(ours.emulatorMs, ours),
      perFlow(baseline.emulatorMs, baseline),
      'ms',
    ],
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

export function figures(
  name: string,
  ours: Run,
  baseline: Run,
  rate = 'req/s',
  baselineName = 'same I/O direct',
): Figure[] {
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

export interface Client {
  person?: Person;
  used?: number;
}

export const ok = (status: number) => status >= 200 && status < 300;

/** A side's timed turns as one run: their latencies pooled, their answers, CPU and wall time added. */
export function pooled(turns: Measured[], latencies: number[]): Measured {
  const add = (of: (one: Measured) => number | null) =>
    turns.reduce<number | null>((sum, one) => (sum === null || of(one) === null ? null : sum + of(one)!), 0);
  const wallMs = add((one) => one.wallMs)!;
  const answers = sumTallies(turns.map((one) => one.run.answers));
  const run = runOf(
    latencies,
    answers,
    add((one) => one.run.unanswered)!,
    wallMs,
  );
  return { run, wallMs, threadMs: add((one) => one.threadMs), emulatorMs: add((one) => one.emulatorMs) };
}

/**
 * How many turns each side of an interleaved run is cut into: three rounds of ours, baseline, baseline, ours. The
 * machine's own speed moves by a fifth and more from one half-minute to the next (decision 098), so turns of a sixth
 * of the run let such a spell weigh on both sides, where two halves a side left one side to take it alone.
 */
export const TURNS_A_SIDE = 6;

/** One side's turn: runs for `seconds`, pushing each latency it times into `into`. */
export type Turn = (into: number[], seconds: number) => Promise<Run>;

/** An interleaved run: each side's turns pooled, and each round's (ours, baseline, baseline, ours) on its own. */
export interface Interleaved {
  ours: Measured;
  baseline: Measured;
  rounds: { ours: Measured; baseline: Measured }[];
}

/**
 * Two sides served from the api's thread, each for `seconds` in all, timed in turns (ours, baseline, baseline, ours,
 * three times over) so the machine's drift weighs on both alike, each turn from a collected heap so each pays for its
 * own garbage (decisions 095 and 098). Each side's turns are pooled, and pooled again round by round
 * (`roundFigures`).
 */
export async function interleaved(
  api: Pick<ApiThread, 'collect' | 'cpuMs'>,
  emulator: number | null,
  seconds: number,
  ours: Turn,
  baseline: Turn,
): Promise<Interleaved> {
  const turnSeconds = Math.max(1, Math.round(seconds / TURNS_A_SIDE));
  type Taken = { measured: Measured; latencies: number[] };
  const sides = [
    { turn: ours, turns: [] as Taken[] },
    { turn: baseline, turns: [] as Taken[] },
  ] as const;
  const take = async (side: (typeof sides)[number]) => {
    await api.collect();
    const latencies: number[] = [];
    const measuredTurn = await measured(api.cpuMs, emulator, () => side.turn(latencies, turnSeconds));
    side.turns.push({ measured: measuredTurn, latencies });
  };
  for (let round = 0; round < TURNS_A_SIDE / 2; round++) {
    for (const side of [sides[0], sides[1], sides[1], sides[0]]) await take(side);
  }
  const pool = (turns: Taken[]) =>
    pooled(
      turns.map((one) => one.measured),
      turns.flatMap((one) => one.latencies),
    );
  const [oursTurns, baselineTurns] = [sides[0].turns, sides[1].turns];
  return {
    ours: pool(oursTurns),
    baseline: pool(baselineTurns),
    rounds: Array.from({ length: TURNS_A_SIDE / 2 }, (_, round) => ({
      ours: pool(oursTurns.slice(2 * round, 2 * round + 2)),
      baseline: pool(baselineTurns.slice(2 * round, 2 * round + 2)),
    })),
  };
}

/**
 * Each round's p99 beside its baseline's in the same round, printed under the pooled figures without a target
 * (decision 098): rounds that agree say a gap is the run's own, and one round apart says a spell of the machine fell on
 * one side of it.
 */
export function roundFigures(name: string, rounds: Interleaved['rounds']): Figure[] {
  const label = `${name} @${CLIENTS}`;
  return rounds.map(({ ours, baseline }, round) => ({
    name: `${label} p99 ratio, round ${round + 1}`,
    value: ours.run.p99 / baseline.run.p99,
    unit: 'x',
    samples: { count: Math.min(ours.run.completed, baseline.run.completed), fewest: FEWEST_COMPLETED },
  }));
}

/** Unpaid projects taken by a seller, ready to fund: `perStudent` for each of `students`, written in bulk. */
export async function fundableProjects(db: Firestore, students: Person[], perStudent: number, seller = 'bench-seller') {
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
