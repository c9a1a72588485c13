// The 'done when': no held money is left without a way out. The test walks every state a new project can
// reach (every caller's allowed actions, the automatic release, an admin's settlement, and time passing a day at
// a time) and finds, from each state that holds money, a path to Released, Refunded or Settled.
import { describe, expect, it } from 'vitest';
import { canTake, escrowProcess } from './escrow-process.ts';
import { isHeld } from './escrow-states.ts';
import { milestonePatch } from './milestone-steps.ts';
import { currentAmountPaise, milestonesOf, milestoneStandings } from './milestones.ts';
import { splitPayout, toPaise } from './money.ts';
import {
  canAutoRelease,
  canPerform,
  canSettle,
  overdueCancelFrom,
  projectActions,
  settlementPatch,
  transitionPatch,
  type SettlementChoice,
} from './project-actions.ts';
import type { PaymentStatus, Project } from './project.ts';
import { actors, aProject, DAY_MS, everyone, NOW, type Who } from './test-projects.ts';

const moverOf = (who: Who, project: Project): Mover =>
  who === 'owner' ? 'student' : actors[who].uid === project.sellerId ? 'assigned seller' : 'someone else';

interface World {
  project: Project;
  now: number;
}
/** Who took a step: one of the two people, someone else, the server (automatic release), an admin, the clock. */
type Mover = 'student' | 'assigned seller' | 'someone else' | 'server' | 'admin settling' | 'clock';
interface Step {
  by: Mover;
  label: string;
  next: World;
}

const finalPaymentStatuses: readonly PaymentStatus[] = ['Released', 'Refunded', 'Settled'];
const isFinal = (project: Project) => finalPaymentStatuses.includes(project.paymentStatus);
const BUDGET = 333.33; // odd paise: a split cannot halve it evenly

const settlements = (budgetPaise: number): SettlementChoice[] => [
  { outcome: 'release' },
  { outcome: 'refund' },
  { outcome: 'split', refundPaise: Math.floor(budgetPaise / 2) },
];

/** Days until a time, counted from now and never below 0 (all that is due is alike); null for no time. */
const daysUntil = (at: number | null, now: number) =>
  at === null ? null : Math.max(0, Math.ceil((at - now) / DAY_MS));

/**
 * A world's abstract state: everything the guards, the automatic steps and the patches read, with counters
 * clamped where only 'none or some' matters and times made relative to now. Two worlds with the same key allow
 * the same steps to the same keys, so the search is finite and misses nothing.
 */
function stateKey({ project: p, now }: World): string {
  return JSON.stringify([
    p.status,
    p.paymentStatus,
    p.sellerId,
    Math.min(p.deliveries, 1),
    p.changeRounds,
    p.cancelRequestedAt !== null,
    p.disputeStatus,
    p.settlement?.outcome ?? null,
    p.refundStatus,
    daysUntil(overdueCancelFrom(p), now),
    daysUntil(p.autoReleaseAt, now),
    // A project split into milestones (decision 068): which one is under way and how the others stand.
    p.milestoneIndex ?? 0,
    (p.milestoneOutcomes ?? []).map((outcome) => outcome.state),
  ]);
}

function stepsFrom(world: World): Step[] {
  const { project, now } = world;
  // What the server writes: the row's patch as it applies to the milestones (unchanged for one milestone).
  const after = (patch: Partial<Project>, at = now): World => ({
    project: { ...project, ...milestonePatch(project, patch) },
    now: at,
  });
  const steps: Step[] = [];
  for (const who of everyone)
    for (const action of projectActions)
      if (canPerform(action, project, actors[who], now))
        steps.push({
          by: moverOf(who, project),
          label: action,
          next: after(transitionPatch(action, project, actors[who], { now, note: 'A reason' })),
        });
  if (canAutoRelease(project, now))
    steps.push({
      by: 'server',
      label: 'auto-release',
      next: after(escrowProcess['auto-release'].patch(project, actors.admin, { now })!),
    });
  if (canSettle(project))
    for (const choice of settlements(currentAmountPaise(project))) {
      const patch = settlementPatch(project, choice, now);
      expect(patch, `settling ${choice.outcome}`).not.toBeNull();
      steps.push({ by: 'admin settling', label: `settle: ${choice.outcome}`, next: after(patch!) });
    }
  // A project asking for offers is given by an accepted offer (decision 067): the escrow table's `assign` row, at
  // the agreed terms (a lower price, in two stages), by its student.
  if (canTake('assign', project, actors.owner, now)) {
    const price = 222.22;
    const agreed = {
      sellerId: actors.seller.uid,
      sellerEmail: actors.seller.email,
      price,
      deliveryBy: now + 5 * DAY_MS,
      milestones: [
        { title: 'First', amountPaise: 11_111, due: now + 2 * DAY_MS },
        { title: 'Second', amountPaise: 11_111, due: now + 5 * DAY_MS },
      ],
    };
    const patch = escrowProcess.assign.patch(project, actors.owner, { now, agreed });
    expect(patch, 'assign').not.toBeNull();
    steps.push({ by: 'student', label: 'assign', next: after(patch!) });
  }
  const waiting = [overdueCancelFrom(project), project.autoReleaseAt].some((at) => at !== null && at > now);
  if (waiting) steps.push({ by: 'clock', label: 'a day passes', next: after({}, now + DAY_MS) });
  return steps;
}

interface Graph {
  states: Map<string, World>;
  edges: Map<string, { by: Mover; label: string; to: string }[]>;
}

/** Every state reachable from the given starts, breadth first. */
function explore(starts: World[]): Graph {
  const states = new Map<string, World>();
  const edges: Graph['edges'] = new Map();
  const queue = [...starts];
  for (const start of starts) states.set(stateKey(start), start);
  while (queue.length > 0) {
    const world = queue.shift()!;
    const out = stepsFrom(world).map(({ by, label, next }) => {
      const to = stateKey(next);
      if (!states.has(to)) {
        states.set(to, next);
        queue.push(next);
      }
      return { by, label, to };
    });
    edges.set(stateKey(world), out);
  }
  return { states, edges };
}

/** The states from which a final money state can be reached using only the steps of the given movers. */
function canEnd(graph: Graph, movers: readonly Mover[]): Set<string> {
  const ending = new Set([...graph.states].filter(([, world]) => isFinal(world.project)).map(([key]) => key));
  for (let grew = true; grew;) {
    grew = false;
    for (const [from, out] of graph.edges)
      if (!ending.has(from) && out.some((edge) => movers.includes(edge.by) && ending.has(edge.to))) {
        ending.add(from);
        grew = true;
      }
  }
  return ending;
}

/** What left the escrow, in paise: to the seller and the platform (70/30), and back to the student. */
function moneyOut(project: Project): { payoutPaise: number; refundPaise: number } {
  if (project.settlement) return project.settlement;
  if (project.paymentStatus === 'Released') {
    const { sellerPaise, platformPaise } = splitPayout(project.budget);
    return { payoutPaise: sellerPaise + platformPaise, refundPaise: 0 };
  }
  if (project.paymentStatus === 'Refunded') return { payoutPaise: 0, refundPaise: toPaise(project.budget) };
  throw new Error(`no money left the escrow of a ${project.paymentStatus} project`);
}

const newProject = (deadline: number | null): World => ({
  project: aProject('Open', 'Unpaid', { budget: BUDGET, deadline }),
  now: NOW,
});
const graph = explore([newProject(NOW + 10 * DAY_MS), newProject(null)]);
const reachable = [...graph.states];
const held = reachable.filter(([, world]) => isHeld(world.project));
const describeState = (key: string) => `state ${key}`;

/** Each test walks every reachable state: seconds of CPU alone, several times that beside other suites. */
const EXPLORING = { timeout: 30_000 };

describe('no held money without a way out', EXPLORING, () => {
  it('explores the whole lifecycle: every stage, every action, the automatic release and each settlement', () => {
    const stages = new Set(reachable.map(([, { project }]) => `${project.status}/${project.paymentStatus}`));
    expect([...stages].sort()).toEqual([
      'Cancelled/Refunded',
      'Cancelled/Unpaid',
      'Completed/Funded',
      'Completed/Released',
      'Completed/Settled',
      'Completed/Unpaid',
      'In Progress/Funded',
      'In Progress/Unpaid',
      'Open/Unpaid',
    ]);
    const taken = new Set([...graph.edges.values()].flat().map((edge) => edge.label));
    for (const label of [...projectActions, 'auto-release', 'settle: release', 'settle: refund', 'settle: split'])
      expect(taken, label).toContain(label);
    expect(held.length).toBeGreaterThan(100);
  });

  it('reaches Released, Refunded or Settled from every state that holds money', () => {
    const ending = canEnd(graph, ['student', 'assigned seller', 'someone else', 'server', 'admin settling', 'clock']);
    for (const [key] of held) expect(ending.has(key), describeState(key)).toBe(true);
  });

  it('never leaves held money with nothing anyone may do now (waiting alone is not a way out)', () => {
    for (const [key] of held) {
      const moves = graph.edges.get(key)!.filter((edge) => edge.by !== 'clock');
      expect(moves.length, describeState(key)).toBeGreaterThan(0);
    }
  });

  it.each(['student', 'assigned seller'] as const)(
    'lets money end without the other person: the %s alone, with time, the server and an admin',
    (alone) => {
      const ending = canEnd(graph, [alone, 'server', 'admin settling', 'clock']);
      for (const [key] of held) expect(ending.has(key), describeState(key)).toBe(true);
    },
  );

  it('pays out and refunds exactly the budget, in paise, in every final state', () => {
    const finals = reachable.filter(([, world]) => isFinal(world.project));
    expect(finals.length).toBeGreaterThan(0);
    for (const [key, { project }] of finals) {
      const { payoutPaise, refundPaise } = moneyOut(project);
      expect(payoutPaise + refundPaise, describeState(key)).toBe(toPaise(BUDGET));
      // A refund is requested whenever one is owed, and only then.
      expect(project.refundStatus, describeState(key)).toBe(refundPaise > 0 ? 'requested' : null);
    }
  });

  it('keeps final money final: no step from Released, Refunded or Settled changes the payment status', () => {
    for (const [key, { project }] of reachable.filter(([, world]) => isFinal(world.project)))
      for (const edge of graph.edges.get(key)!)
        expect(graph.states.get(edge.to)!.project.paymentStatus, `${edge.by} ${edge.label} from ${key}`).toBe(
          project.paymentStatus,
        );
  });
});

// The same walk over a project split into three milestones (decision 068): each is funded, delivered, released,
// disputed and settled, or cancelled on its own, and the project moves from one to the next.
describe('no held money without a way out, milestone by milestone', EXPLORING, () => {
  const parts = [11_111, 11_111, 11_111];
  const split = (deadline: number | null): World => ({
    project: aProject('Open', 'Unpaid', {
      budget: BUDGET,
      deadline,
      milestones: parts.map((amountPaise, i) => ({ title: `Part ${i + 1}`, amountPaise, due: deadline })),
    }),
    now: NOW,
  });
  const milestoneGraph = explore([split(NOW + 10 * DAY_MS), split(null)]);
  const states = [...milestoneGraph.states];
  const holding = states.filter(([, world]) => isHeld(world.project));
  const ended = states.filter(([, { project }]) => project.status === 'Cancelled' || isFinal(project));

  it('explores every milestone: each funded, released, settled and refunded, and the project moving on', () => {
    const reached = new Set(
      states.flatMap(([, { project }]) =>
        milestoneStandings(project).map((standing, i) => `${i + 1}:${standing.state}`),
      ),
    );
    for (let n = 1; n <= parts.length; n++)
      for (const state of ['to-fund', 'funded', 'released', 'settled', 'refunded', 'cancelled'])
        if (!(n === 1 && state === 'to-fund')) expect(reached, `${n}:${state}`).toContain(`${n}:${state}`);
    const underWay = new Set(states.map(([, { project }]) => project.milestoneIndex ?? 0));
    expect([...underWay].sort()).toEqual([0, 1, 2]);
    expect(holding.length).toBeGreaterThan(300);
  });

  it('lets money held for any milestone end, by anyone, or by either side alone with time, the server and an admin', () => {
    const release = (movers: readonly Mover[]) => {
      const free = new Set(states.filter(([, world]) => !isHeld(world.project)).map(([key]) => key));
      for (let grew = true; grew;) {
        grew = false;
        for (const [from, out] of milestoneGraph.edges)
          if (!free.has(from) && out.some((edge) => movers.includes(edge.by) && free.has(edge.to))) {
            free.add(from);
            grew = true;
          }
      }
      return free;
    };
    for (const movers of [
      ['student', 'assigned seller', 'someone else', 'server', 'admin settling', 'clock'],
      ['student', 'server', 'admin settling', 'clock'],
      ['assigned seller', 'server', 'admin settling', 'clock'],
    ] as Mover[][]) {
      const free = release(movers);
      for (const [key] of holding) expect(free.has(key), `${movers.join(', ')}: ${key}`).toBe(true);
    }
  });

  it('pays out or refunds exactly what was funded of each milestone, and closes the rest, once the project ends', () => {
    expect(ended.length).toBeGreaterThan(0);
    for (const [key, { project }] of ended) {
      const standings = milestoneStandings(project);
      expect(standings.map((standing) => standing.amountPaise)).toEqual(parts);
      for (const standing of standings) {
        const moved = standing.payoutPaise + standing.refundPaise;
        if (standing.state === 'cancelled') expect(moved, key).toBe(0);
        else
          expect([standing.state, moved], key).toEqual([
            expect.stringMatching(/released|settled|refunded/),
            standing.amountPaise,
          ]);
      }
      // A project completes only when its last milestone's money went to the seller's side.
      if (project.status === 'Completed') expect(standings.at(-1)!.state, key).toMatch(/released|settled/);
    }
    expect(milestonesOf(split(null).project)).toHaveLength(parts.length);
  });

  it('never takes a later milestone back to Open: a seller gives up only before the first is funded', () => {
    for (const [key, { project }] of states)
      if ((project.milestoneIndex ?? 0) > 0) expect(project.status, key).not.toBe('Open');
  });
});

// Decision 067, amended: a project asking for offers is assigned by the escrow table's `assign` row at an offer's
// terms, and from there every way out is the table's as for a project taken at its price.
describe('no held money without a way out, on a project given by an accepted offer', EXPLORING, () => {
  const asking = (deadline: number | null): World => ({
    project: aProject('Open', 'Unpaid', { budget: BUDGET, deadline, pricing: 'offers' }),
    now: NOW,
  });
  const offersGraph = explore([asking(NOW + 10 * DAY_MS), asking(null)]);
  const states = [...offersGraph.states];
  const holding = states.filter(([, world]) => isHeld(world.project));

  it('assigns it at the agreed terms, never by a take at its price, and then funds, releases and settles', () => {
    const labels = new Set([...offersGraph.edges.values()].flat().map((edge) => edge.label));
    expect(labels).toContain('assign');
    expect(labels).not.toContain('take');
    for (const label of ['fund', 'complete', 'release', 'settle: refund', 'give-up'])
      expect(labels, label).toContain(label);
    const assigned = states.filter(([, { project }]) => project.sellerId !== null);
    expect(assigned.every(([, { project }]) => project.budget === 222.22 || project.status === 'Open')).toBe(true);
    expect(holding.length).toBeGreaterThan(0);
  });

  it('lets money held end, by anyone, or by either side alone with time, the server and an admin', () => {
    for (const movers of [
      ['student', 'assigned seller', 'someone else', 'server', 'admin settling', 'clock'],
      ['student', 'server', 'admin settling', 'clock'],
      ['assigned seller', 'server', 'admin settling', 'clock'],
    ] as Mover[][]) {
      const ending = canEnd(offersGraph, movers);
      const free = new Set([...ending, ...states.filter(([, w]) => !isHeld(w.project)).map(([key]) => key)]);
      for (const [key] of holding) expect(free.has(key), `${movers.join(', ')}: ${key}`).toBe(true);
    }
  });
});
