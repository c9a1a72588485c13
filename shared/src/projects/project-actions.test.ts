import { describe, expect, it } from 'vitest';
import type { Project } from './project.ts';
import {
  availableActions,
  canPerform,
  isChatParticipant,
  isListedFor,
  isPayoutFor,
  sellerPayoutOf,
  MAX_CHANGE_ROUNDS,
  needsConfirmation,
  noteRequired,
  OVERDUE_CANCEL_MS,
  projectActions,
  type Actor,
  type ProjectAction,
} from './project-actions.ts';
import { actors, aProject, DAY_MS, everyone, NOW, type Who } from './test-projects.ts';

/** A stage of a project's life, at a time, with who may do what there; every cell not listed is refused. */
interface Scenario {
  project: Project;
  now?: number;
  allowed: Partial<Record<Who, ProjectAction[]>>;
}

const deadline = NOW + 10 * DAY_MS;
/** The first moment a funded project with no delivery may be cancelled by its student alone. */
const overdueFrom = deadline + OVERDUE_CANCEL_MS;
const delivered = { deliveries: 1, deliveredAt: NOW - DAY_MS, autoReleaseAt: NOW + 6 * DAY_MS };
const sentBack = { deliveries: 1, deliveredAt: NOW - 2 * DAY_MS, changeRounds: 1 };
const cancelRequested = { cancelRequestedAt: NOW - DAY_MS };
const disputed = {
  disputeStatus: 'open',
  disputedBy: actors.owner.uid,
  disputeReason: 'Nothing works',
  disputedAt: NOW - DAY_MS,
} as const;
const settled = (outcome: 'release' | 'refund' | 'split', refundPaise: number) => ({
  disputeStatus: 'settled' as const,
  settlement: { outcome, refundPaise, payoutPaise: 33_333 - refundPaise, settledAt: NOW - DAY_MS },
});

/**
 * The lifecycle, cell by cell: read each row against the issue. 'seller' is the seller the project is
 * assigned to (on an Open project, any seller); 'otherSeller' took nothing here.
 */
const scenarios: Record<string, Scenario> = {
  // SPEC 4: any seller takes an Open project; decision 023: its student may withdraw it.
  'Open/Unpaid': {
    project: aProject('Open', 'Unpaid'),
    allowed: { owner: ['withdraw'], seller: ['take'], otherSeller: ['take'] },
  },
  // Decision 067: a project asking for offers is assigned by an accepted offer, never taken at its price.
  'Open/Unpaid, asking for offers': {
    project: aProject('Open', 'Unpaid', { pricing: 'offers' }),
    allowed: { owner: ['withdraw'] },
  },
  // Not funded: the student funds or withdraws; the seller delivers or gives up.
  'In Progress/Unpaid': {
    project: aProject('In Progress', 'Unpaid'),
    allowed: { owner: ['fund', 'withdraw'], seller: ['complete', 'give-up'] },
  },
  'In Progress/Unpaid, sent back for changes': {
    project: aProject('In Progress', 'Unpaid', sentBack),
    allowed: { owner: ['fund', 'withdraw'], seller: ['complete', 'give-up'] },
  },
  'In Progress/Unpaid, far past its deadline': {
    project: aProject('In Progress', 'Unpaid'),
    now: overdueFrom + DAY_MS,
    allowed: { owner: ['fund', 'withdraw'], seller: ['complete', 'give-up'] },
  },
  // Funded: only a cancellation both agree to, a dispute, or (overdue, undelivered) the student alone.
  'In Progress/Funded': {
    project: aProject('In Progress', 'Funded'),
    allowed: { owner: ['request-cancel', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, deadline passed less than OVERDUE_CANCEL_MS ago': {
    project: aProject('In Progress', 'Funded'),
    now: overdueFrom - 1,
    allowed: { owner: ['request-cancel', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, deadline passed exactly OVERDUE_CANCEL_MS ago, no delivery': {
    project: aProject('In Progress', 'Funded'),
    now: overdueFrom,
    allowed: { owner: ['request-cancel', 'cancel-overdue', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, deadline passed more than OVERDUE_CANCEL_MS ago, no delivery': {
    project: aProject('In Progress', 'Funded'),
    now: overdueFrom + 30 * DAY_MS,
    allowed: { owner: ['request-cancel', 'cancel-overdue', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, overdue but delivered once (sent back for changes)': {
    project: aProject('In Progress', 'Funded', sentBack),
    now: overdueFrom + DAY_MS,
    allowed: { owner: ['request-cancel', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, sent back for the last time (changeRounds at MAX_CHANGE_ROUNDS)': {
    project: aProject('In Progress', 'Funded', {
      ...sentBack,
      deliveries: MAX_CHANGE_ROUNDS,
      changeRounds: MAX_CHANGE_ROUNDS,
    }),
    allowed: { owner: ['request-cancel', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, no deadline, long after': {
    project: aProject('In Progress', 'Funded', { deadline: null }),
    now: NOW + 365 * DAY_MS,
    allowed: { owner: ['request-cancel', 'dispute'], seller: ['complete', 'dispute'] },
  },
  'In Progress/Funded, cancellation requested': {
    project: aProject('In Progress', 'Funded', cancelRequested),
    allowed: { owner: ['dispute'], seller: ['complete', 'agree-cancel', 'decline-cancel', 'dispute'] },
  },
  'In Progress/Funded, cancellation requested and overdue': {
    project: aProject('In Progress', 'Funded', cancelRequested),
    now: overdueFrom,
    allowed: {
      owner: ['cancel-overdue', 'dispute'],
      seller: ['complete', 'agree-cancel', 'decline-cancel', 'dispute'],
    },
  },
  // A dispute freezes the project: only an admin's settlement (canSettle, below) moves it on. The side that did not
  // open it answers it once (a dispute has two sides), and that is all.
  'In Progress/Funded, dispute open': {
    project: aProject('In Progress', 'Funded', disputed),
    allowed: { seller: ['answer-dispute'] },
  },
  'In Progress/Funded, dispute open, cancellation requested and overdue': {
    project: aProject('In Progress', 'Funded', { ...disputed, ...cancelRequested }),
    now: overdueFrom,
    allowed: { seller: ['answer-dispute'] },
  },
  'In Progress/Funded, dispute opened by the seller': {
    project: aProject('In Progress', 'Funded', { ...disputed, disputedBy: actors.seller.uid }),
    allowed: { owner: ['answer-dispute'] },
  },
  'In Progress/Funded, dispute open and answered': {
    project: aProject('In Progress', 'Funded', { ...disputed, disputeAnswer: 'It works', disputeAnsweredAt: NOW }),
    allowed: {},
  },
  // Delivered but not funded: the student may send it back (then fund it In Progress) or walk away.
  'Completed/Unpaid': {
    project: aProject('Completed', 'Unpaid', { deliveries: 1, deliveredAt: NOW - DAY_MS }),
    allowed: { owner: ['request-changes', 'withdraw'] },
  },
  'Completed/Unpaid, changeRounds at MAX_CHANGE_ROUNDS': {
    project: aProject('Completed', 'Unpaid', { deliveries: 4, changeRounds: MAX_CHANGE_ROUNDS }),
    allowed: { owner: ['withdraw'] },
  },
  // Delivered and funded: the student releases, sends back, asks to cancel or disputes; the seller disputes.
  'Completed/Funded, delivered, releasing automatically later': {
    project: aProject('Completed', 'Funded', delivered),
    allowed: { owner: ['release', 'request-changes', 'request-cancel', 'dispute'], seller: ['dispute'] },
  },
  'Completed/Funded, past its automatic release (the server has not run yet)': {
    project: aProject('Completed', 'Funded', delivered),
    now: delivered.autoReleaseAt + 1,
    allowed: { owner: ['release', 'request-changes', 'request-cancel', 'dispute'], seller: ['dispute'] },
  },
  'Completed/Funded, delivered and far past its deadline': {
    project: aProject('Completed', 'Funded', delivered),
    now: overdueFrom + DAY_MS,
    allowed: { owner: ['release', 'request-changes', 'request-cancel', 'dispute'], seller: ['dispute'] },
  },
  'Completed/Funded, changeRounds one below MAX_CHANGE_ROUNDS': {
    project: aProject('Completed', 'Funded', { ...delivered, changeRounds: MAX_CHANGE_ROUNDS - 1 }),
    allowed: { owner: ['release', 'request-changes', 'request-cancel', 'dispute'], seller: ['dispute'] },
  },
  'Completed/Funded, changeRounds at MAX_CHANGE_ROUNDS': {
    project: aProject('Completed', 'Funded', { ...delivered, changeRounds: MAX_CHANGE_ROUNDS }),
    allowed: { owner: ['release', 'request-cancel', 'dispute'], seller: ['dispute'] },
  },
  'Completed/Funded, cancellation requested': {
    project: aProject('Completed', 'Funded', { ...delivered, ...cancelRequested }),
    allowed: {
      owner: ['release', 'request-changes', 'dispute'],
      seller: ['agree-cancel', 'decline-cancel', 'dispute'],
    },
  },
  'Completed/Funded, dispute open': {
    project: aProject('Completed', 'Funded', { ...delivered, ...disputed, autoReleaseAt: null }),
    allowed: { seller: ['answer-dispute'] },
  },
  'Completed/Funded, dispute open and answered (an empty answer counts)': {
    project: aProject('Completed', 'Funded', {
      ...delivered,
      ...disputed,
      autoReleaseAt: null,
      disputeAnswer: '',
      disputeAnsweredAt: NOW,
    }),
    allowed: {},
  },
  // Money that left the escrow, and cancelled projects: final.
  'Completed/Released': {
    project: aProject('Completed', 'Released', delivered),
    allowed: {},
  },
  'Completed/Released by a settlement': {
    project: aProject('Completed', 'Released', { ...delivered, ...settled('release', 0) }),
    allowed: {},
  },
  'Completed/Settled (a split)': {
    project: aProject('Completed', 'Settled', { ...delivered, ...settled('split', 10_000), refundStatus: 'processed' }),
    allowed: {},
  },
  'Cancelled/Refunded (cancellation agreed)': {
    project: aProject('Cancelled', 'Refunded', { ...cancelRequested, refundStatus: 'requested' }),
    allowed: {},
  },
  'Cancelled/Refunded by a settlement': {
    project: aProject('Cancelled', 'Refunded', { ...settled('refund', 33_333), refundStatus: 'failed' }),
    allowed: {},
  },
  'Cancelled/Unpaid (withdrawn while Open)': {
    project: aProject('Cancelled', 'Unpaid', { sellerId: null, sellerEmail: null }),
    allowed: {},
  },
  'Cancelled/Unpaid (withdrawn while In Progress)': {
    project: aProject('Cancelled', 'Unpaid'),
    allowed: {},
  },
};

const allowedIn = (scenario: Scenario, who: Who) => scenario.allowed[who] ?? [];

const matrix = Object.entries(scenarios).flatMap(([name, scenario]) =>
  everyone.flatMap((who) =>
    projectActions.map((action) => ({
      name,
      scenario,
      who,
      action,
      expected: allowedIn(scenario, who).includes(action),
    })),
  ),
);

describe('the lifecycle matrix: every action × every caller × every stage', () => {
  for (const { name, scenario, who, action, expected } of matrix)
    it(`${name}: ${who} ${expected ? 'may' : 'may not'} ${action}`, () => {
      expect(canPerform(action, scenario.project, actors[who], scenario.now ?? NOW)).toBe(expected);
    });

  it('names only real actions in its table', () => {
    for (const scenario of Object.values(scenarios))
      for (const list of Object.values(scenario.allowed))
        for (const action of list) expect(projectActions).toContain(action);
  });

  for (const [name, scenario] of Object.entries(scenarios))
    for (const who of everyone)
      it(`${name}: availableActions for ${who} are the allowed ones, in lifecycle order`, () => {
        const inOrder = projectActions.filter((action) => allowedIn(scenario, who).includes(action));
        expect(availableActions(scenario.project, actors[who], scenario.now ?? NOW)).toEqual(inOrder);
      });

  it('offers the other student and an admin nothing anywhere (an admin acts only by settling)', () => {
    for (const scenario of Object.values(scenarios)) {
      expect(scenario.allowed.otherStudent).toBeUndefined();
      expect(scenario.allowed.admin).toBeUndefined();
    }
  });

  it('goes by role as well as uid: a seller account holding the student uid can do nothing of the student', () => {
    const impostor: Actor = { ...actors.owner, role: 'seller' };
    for (const [name, scenario] of Object.entries(scenarios))
      for (const action of allowedIn(scenario, 'owner'))
        expect(canPerform(action, scenario.project, impostor, scenario.now ?? NOW), `${name}: ${action}`).toBe(false);
  });

  it('goes by role as well as uid: a student account holding the seller uid can do nothing of the seller', () => {
    const impostor: Actor = { ...actors.seller, role: 'student' };
    for (const [name, scenario] of Object.entries(scenarios))
      for (const action of allowedIn(scenario, 'seller'))
        expect(canPerform(action, scenario.project, impostor, scenario.now ?? NOW), `${name}: ${action}`).toBe(false);
  });
});

describe('needsConfirmation (SPEC 4: every step but funding is confirmed in a dialog)', () => {
  it.each(projectActions.map((action) => [action, action !== 'fund'] as const))('%s -> %s', (action, expected) => {
    expect(needsConfirmation(action)).toBe(expected);
  });
});

describe('noteRequired (a change request and a dispute say why; its answer gives the other side)', () => {
  const withNote: ProjectAction[] = ['request-changes', 'dispute', 'answer-dispute'];
  it.each(projectActions.map((action) => [action, withNote.includes(action)] as const))(
    '%s -> %s',
    (action, expected) => {
      expect(noteRequired(action)).toBe(expected);
    },
  );
});

describe('isChatParticipant', () => {
  it('lets nobody chat before a seller takes the project', () => {
    const open = aProject('Open', 'Unpaid');
    for (const actor of Object.values(actors)) expect(isChatParticipant(open, actor.uid)).toBe(false);
  });

  it.each([
    ['owner', true],
    ['seller', true],
    ['otherStudent', false],
    ['otherSeller', false],
    ['admin', false],
  ] as const)('once taken, %s -> %s', (who, expected) => {
    expect(isChatParticipant(aProject('In Progress', 'Unpaid'), actors[who].uid)).toBe(expected);
  });
});

describe('isListedFor (SPEC 6 dashboards: a cancelled project stays visible to both)', () => {
  const ofOtherSeller = { sellerId: actors.otherSeller.uid, sellerEmail: actors.otherSeller.email };
  const listed = {
    'Open/Unpaid': aProject('Open', 'Unpaid'),
    'In Progress/Funded': aProject('In Progress', 'Funded'),
    'In Progress/Unpaid of the other seller': aProject('In Progress', 'Unpaid', ofOtherSeller),
    'Completed/Released': aProject('Completed', 'Released'),
    'Completed/Funded of the other seller': aProject('Completed', 'Funded', ofOtherSeller),
    'Cancelled/Refunded': aProject('Cancelled', 'Refunded'),
    'Cancelled/Unpaid of the other seller': aProject('Cancelled', 'Unpaid', ofOtherSeller),
    'Cancelled/Unpaid, withdrawn while Open': aProject('Cancelled', 'Unpaid', { sellerId: null, sellerEmail: null }),
  };
  const row = (who: Who) => Object.values(listed).map((project) => isListedFor(project, actors[who]));

  it('lists every project of the owning student, cancelled ones too, and none of another student’s', () => {
    expect(row('owner')).toEqual([true, true, true, true, true, true, true, true]);
    expect(row('otherStudent')).toEqual([false, false, false, false, false, false, false, false]);
  });

  it('lists Open and In Progress to every seller; completed and cancelled ones only to the seller who took them', () => {
    expect(row('seller')).toEqual([true, true, true, true, false, true, false, false]);
    expect(row('otherSeller')).toEqual([true, true, true, false, true, false, true, false]);
  });

  it('lists everything to an admin', () => {
    expect(row('admin')).toEqual([true, true, true, true, true, true, true, true]);
  });
});

describe("sellerPayoutOf ('Your payout': what the seller is paid)", () => {
  it('is 70% of the budget, or 70% of the part a settlement pays out', () => {
    expect(sellerPayoutOf({ budget: 999.99, settlement: null })).toBe(699.99);
    const settled = (payoutPaise: number) => ({
      budget: 1000,
      settlement: { outcome: 'split' as const, refundPaise: 100_000 - payoutPaise, payoutPaise, settledAt: NOW },
    });
    expect(sellerPayoutOf(settled(50_000))).toBe(350);
    expect(sellerPayoutOf(settled(0))).toBe(0);
    expect(sellerPayoutOf(settled(100_000))).toBe(700);
  });
});

describe("isPayoutFor ('Your payout' on a seller's card)", () => {
  it.each([
    ['Open', 'seller', true],
    ['Open', 'otherSeller', true],
    ['In Progress', 'seller', true],
    ['In Progress', 'otherSeller', false],
    ['Completed', 'seller', true],
    ['Cancelled', 'seller', false],
    ['Open', 'owner', false],
    ['Open', 'admin', false],
  ] as const)('%s, %s -> %s', (status, who, expected) => {
    expect(isPayoutFor(aProject(status, 'Unpaid'), actors[who])).toBe(expected);
  });
});
