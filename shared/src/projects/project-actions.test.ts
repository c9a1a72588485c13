import { describe, expect, it } from 'vitest';
import { freshEscrow, type PaymentStatus, type Project, type ProjectStatus } from './project.ts';
import {
  availableActions,
  canPerform,
  isChatParticipant,
  isListedFor,
  needsConfirmation,
  transitionPatch,
  type Actor,
  type ProjectAction,
} from './project-actions.ts';

const actors = {
  owner: { uid: 'student-1', email: 'owner@example.com', role: 'student' },
  otherStudent: { uid: 'student-2', email: 'other.student@example.com', role: 'student' },
  assignedSeller: { uid: 'seller-1', email: 'seller@example.com', role: 'seller' },
  otherSeller: { uid: 'seller-2', email: 'other.seller@example.com', role: 'seller' },
  admin: { uid: 'admin-1', email: 'admin@example.com', role: 'admin' },
} satisfies Record<string, Actor>;
type Who = keyof typeof actors;

function project(status: ProjectStatus, paymentStatus: PaymentStatus, overrides: Partial<Project> = {}): Project {
  const taken = status !== 'Open';
  return {
    id: 'project-1',
    studentId: actors.owner.uid,
    studentEmail: actors.owner.email,
    title: 'Line follower robot',
    description: 'Arduino based',
    hardware: '',
    software: '',
    features: '',
    deadline: null,
    budget: 100,
    status,
    paymentStatus,
    createdAt: null,
    sellerId: taken ? actors.assignedSeller.uid : null,
    sellerEmail: taken ? actors.assignedSeller.email : null,
    ...freshEscrow,
    ...overrides,
  };
}

const stages = [
  ['Open', 'Unpaid'],
  ['In Progress', 'Unpaid'],
  ['In Progress', 'Funded'],
  ['Completed', 'Funded'],
  ['Completed', 'Released'],
  ['Completed', 'Unpaid'],
] as const satisfies readonly (readonly [ProjectStatus, PaymentStatus])[];

const actions = ['take', 'complete', 'fund', 'release'] as const satisfies readonly ProjectAction[];

/** SPEC 4 and 6: the only cells of the matrix that are allowed; every other cell is refused. */
const allowed: Record<string, Partial<Record<Who, ProjectAction[]>>> = {
  'Open/Unpaid': { assignedSeller: ['take'], otherSeller: ['take'] },
  'In Progress/Unpaid': { owner: ['fund'], assignedSeller: ['complete'] },
  'In Progress/Funded': { assignedSeller: ['complete'] },
  'Completed/Funded': { owner: ['release'] },
  'Completed/Released': {},
  'Completed/Unpaid': {},
};
const allowedFor = (status: ProjectStatus, paymentStatus: PaymentStatus, who: Who) =>
  allowed[`${status}/${paymentStatus}`]?.[who] ?? [];

const matrix = stages.flatMap(([status, paymentStatus]) =>
  (Object.keys(actors) as Who[]).flatMap((who) =>
    actions.map((action) => ({
      status,
      paymentStatus,
      who,
      action,
      expected: allowedFor(status, paymentStatus, who).includes(action),
    })),
  ),
);

describe('project action guards (SPEC 4 and 6)', () => {
  it.each(matrix)('$status/$paymentStatus: $who may $action -> $expected', (c) => {
    expect(canPerform(c.action, project(c.status, c.paymentStatus), actors[c.who])).toBe(c.expected);
  });

  it('has exactly 6 allowed cells in the matrix', () => {
    expect(matrix.filter((c) => c.expected)).toHaveLength(6);
  });

  it.each(
    stages.flatMap(([status, paymentStatus]) =>
      (Object.keys(actors) as Who[]).map((who) => ({ status, paymentStatus, who })),
    ),
  )(
    '$status/$paymentStatus: availableActions for $who lists the allowed actions in lifecycle order',
    ({ status, paymentStatus, who }) => {
      const expected = actions.filter((action) => allowedFor(status, paymentStatus, who).includes(action));
      expect(availableActions(project(status, paymentStatus), actors[who])).toEqual(expected);
    },
  );

  it('goes by role as well as uid: a seller account holding the student uid cannot fund or release', () => {
    const impostor: Actor = { uid: actors.owner.uid, email: actors.owner.email, role: 'seller' };
    expect(canPerform('fund', project('In Progress', 'Unpaid'), impostor)).toBe(false);
    expect(canPerform('release', project('Completed', 'Funded'), impostor)).toBe(false);
  });

  it('goes by role as well as uid: a student account holding the seller uid cannot complete', () => {
    const impostor: Actor = { uid: actors.assignedSeller.uid, email: actors.assignedSeller.email, role: 'student' };
    expect(canPerform('complete', project('In Progress', 'Funded'), impostor)).toBe(false);
  });
});

describe('transitionPatch', () => {
  const at = { now: 1_000 };
  it('take assigns the taking seller and moves the project to In Progress', () => {
    expect(transitionPatch('take', project('Open', 'Unpaid'), actors.otherSeller, at)).toStrictEqual({
      status: 'In Progress',
      sellerId: actors.otherSeller.uid,
      sellerEmail: actors.otherSeller.email,
    });
  });

  it.each([
    ['fund', { paymentStatus: 'Funded' }],
    ['release', { paymentStatus: 'Released' }],
  ] as const)('%s writes only %o', (action, patch) => {
    expect(transitionPatch(action, project('In Progress', 'Unpaid'), actors.owner, at)).toStrictEqual(patch);
  });

  it('complete counts the delivery and, on a funded project, sets the automatic release', () => {
    expect(transitionPatch('complete', project('In Progress', 'Funded'), actors.assignedSeller, at)).toStrictEqual({
      status: 'Completed',
      deliveries: 1,
      deliveredAt: 1_000,
      autoReleaseAt: 1_000 + 7 * 24 * 60 * 60 * 1000,
    });
  });
});

describe('needsConfirmation (SPEC 4: every step but funding is confirmed in a dialog)', () => {
  it.each([
    ['take', true],
    ['complete', true],
    ['fund', false],
    ['release', true],
  ] as const)('%s -> %s', (action, expected) => {
    expect(needsConfirmation(action)).toBe(expected);
  });
});

describe('isChatParticipant', () => {
  it('lets nobody chat before a seller takes the project', () => {
    const open = project('Open', 'Unpaid');
    for (const actor of Object.values(actors)) expect(isChatParticipant(open, actor.uid)).toBe(false);
  });

  it.each([
    ['owner', true],
    ['assignedSeller', true],
    ['otherStudent', false],
    ['otherSeller', false],
    ['admin', false],
  ] as const)('once taken, %s -> %s', (who, expected) => {
    expect(isChatParticipant(project('In Progress', 'Unpaid'), actors[who].uid)).toBe(expected);
  });
});

describe('isListedFor (SPEC 6 dashboards)', () => {
  const all = [
    project('Open', 'Unpaid'),
    project('In Progress', 'Funded'),
    project('In Progress', 'Unpaid', { sellerId: actors.otherSeller.uid, sellerEmail: actors.otherSeller.email }),
    project('Completed', 'Released'),
    project('Completed', 'Funded', { sellerId: actors.otherSeller.uid, sellerEmail: actors.otherSeller.email }),
  ];

  it('lists all of the owning student’s projects and none of another student’s', () => {
    expect(all.every((p) => isListedFor(p, actors.owner))).toBe(true);
    expect(all.some((p) => isListedFor(p, actors.otherStudent))).toBe(false);
    expect(isListedFor(project('Open', 'Unpaid', { studentId: actors.otherStudent.uid }), actors.otherStudent)).toBe(
      true,
    );
  });

  it('lists non-completed projects to every seller, and completed ones only to their seller', () => {
    expect(all.map((p) => isListedFor(p, actors.assignedSeller))).toEqual([true, true, true, true, false]);
    expect(all.map((p) => isListedFor(p, actors.otherSeller))).toEqual([true, true, true, false, true]);
  });

  it('lists everything to an admin', () => {
    expect(all.every((p) => isListedFor(p, actors.admin))).toBe(true);
  });
});

describe('the project lifecycle (SPEC 4), walked through the guards and the patches', () => {
  /** One step as every writer makes it: only if the guard allows, and then only the action's fields. */
  const step = (current: Project, action: ProjectAction, by: Actor): Project =>
    canPerform(action, current, by) ? { ...current, ...transitionPatch(action, current, by, { now: 0 }) } : current;
  const stage = (p: Project) => `${p.status}/${p.paymentStatus}`;
  const { owner, assignedSeller: seller, otherSeller, admin } = actors;

  it('walks take -> fund -> complete -> release through every status in order', () => {
    let current = project('Open', 'Unpaid');
    const seen = [stage(current)];
    current = step(current, 'take', seller);
    seen.push(stage(current));
    expect(current).toMatchObject({ sellerId: seller.uid, sellerEmail: seller.email });
    for (const [action, by] of [
      ['fund', owner],
      ['complete', seller],
      ['release', owner],
    ] as const) {
      current = step(current, action, by);
      seen.push(stage(current));
    }
    expect(seen).toEqual([
      'Open/Unpaid',
      'In Progress/Unpaid',
      'In Progress/Funded',
      'Completed/Funded',
      'Completed/Released',
    ]);
  });

  it('changes only the fields the action writes', () => {
    const initial = project('Open', 'Unpaid');
    expect(step(initial, 'take', otherSeller)).toEqual({
      ...initial,
      status: 'In Progress',
      sellerId: otherSeller.uid,
      sellerEmail: otherSeller.email,
    });
  });

  it.each([
    ['release before completion', project('In Progress', 'Funded'), 'release', owner],
    ['fund by the seller', project('In Progress', 'Unpaid'), 'fund', seller],
    ['complete by another seller', project('In Progress', 'Funded'), 'complete', otherSeller],
    ['complete by the owning student', project('In Progress', 'Funded'), 'complete', owner],
    ['take by a student', project('Open', 'Unpaid'), 'take', owner],
    ['take by an admin', project('Open', 'Unpaid'), 'take', admin],
    ['fund before it is taken', project('Open', 'Unpaid'), 'fund', owner],
  ] as const)('refuses %s', (_label, initial, action, by) => {
    expect(step(initial, action, by)).toEqual(initial);
  });

  it('refuses a second take, by another seller or the same one', () => {
    const taken = step(project('Open', 'Unpaid'), 'take', seller);
    expect(step(step(taken, 'take', otherSeller), 'take', seller)).toEqual(taken);
    expect(taken.sellerId).toBe(seller.uid);
  });

  it('refuses funding twice', () => {
    const funded = step(project('In Progress', 'Unpaid'), 'fund', owner);
    expect(funded.paymentStatus).toBe('Funded');
    expect(step(funded, 'fund', owner)).toEqual(funded);
  });

  it('treats Released as final: a second release and every other action change nothing', () => {
    const released = step(project('Completed', 'Funded'), 'release', owner);
    expect(stage(released)).toBe('Completed/Released');
    let current = released;
    for (const action of actions)
      for (const by of [owner, seller, otherSeller, admin]) current = step(current, action, by);
    expect(current).toEqual(released);
  });
});
