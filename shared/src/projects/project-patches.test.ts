// What each step writes (exactly those fields, nothing else) and an admin's settlement's amounts, in paise.
import { describe, expect, it } from 'vitest';
import { escrowProcess } from './escrow-process.ts';
import { PROVIDER_MINIMUM_PAISE, splitPaise, toPaise } from './money.ts';
import {
  AUTO_RELEASE_MS,
  patchDateFields,
  projectActions,
  settlementPatch,
  transitionPatch,
  type ProjectAction,
  type ProjectPatch,
  type SettlementChoice,
} from './project-actions.ts';
import { actors, aProject, DAY_MS, NOW } from './test-projects.ts';

const at = { now: NOW };
const delivered = { deliveries: 1, deliveredAt: NOW - DAY_MS, autoReleaseAt: NOW + 6 * DAY_MS };
const refunded: ProjectPatch = {
  status: 'Cancelled',
  paymentStatus: 'Refunded',
  refundStatus: 'requested',
  autoReleaseAt: null,
};

/** One case per action, each on a stage where it is allowed, with the exact patch it must write. */
const patches: Record<
  ProjectAction,
  { project: ReturnType<typeof aProject>; by: keyof typeof actors; patch: ProjectPatch }
> = {
  take: {
    project: aProject('Open', 'Unpaid'),
    by: 'otherSeller',
    patch: { status: 'In Progress', sellerId: actors.otherSeller.uid, sellerEmail: actors.otherSeller.email },
  },
  complete: {
    project: aProject('In Progress', 'Funded'),
    by: 'seller',
    patch: { status: 'Completed', deliveries: 1, deliveredAt: NOW, autoReleaseAt: NOW + AUTO_RELEASE_MS },
  },
  fund: { project: aProject('In Progress', 'Unpaid'), by: 'owner', patch: { paymentStatus: 'Funded' } },
  release: {
    project: aProject('Completed', 'Funded', delivered),
    by: 'owner',
    // Through the API now (decision 028): the automatic release's date goes with it.
    patch: { paymentStatus: 'Released', autoReleaseAt: null },
  },
  'request-changes': {
    project: aProject('Completed', 'Funded', { ...delivered, changeRounds: 1 }),
    by: 'owner',
    patch: { status: 'In Progress', changeRounds: 2, autoReleaseAt: null },
  },
  withdraw: { project: aProject('Open', 'Unpaid'), by: 'owner', patch: { status: 'Cancelled' } },
  // The project returns to Open as if new: the next seller's deliveries and rounds are their own.
  'give-up': {
    project: aProject('In Progress', 'Unpaid', { deliveries: 1, deliveredAt: NOW - DAY_MS, changeRounds: 1 }),
    by: 'seller',
    patch: {
      status: 'Open',
      sellerId: null,
      sellerEmail: null,
      deliveries: 0,
      deliveredAt: null,
      changeRounds: 0,
    },
  },
  'request-cancel': {
    project: aProject('In Progress', 'Funded'),
    by: 'owner',
    patch: { cancelRequestedAt: NOW },
  },
  'agree-cancel': {
    project: aProject('Completed', 'Funded', { ...delivered, cancelRequestedAt: NOW - DAY_MS }),
    by: 'seller',
    patch: refunded,
  },
  'decline-cancel': {
    project: aProject('In Progress', 'Funded', { cancelRequestedAt: NOW - DAY_MS }),
    by: 'seller',
    patch: { cancelRequestedAt: null },
  },
  'cancel-overdue': {
    project: aProject('In Progress', 'Funded', { deadline: NOW - 30 * DAY_MS }),
    by: 'owner',
    patch: refunded,
  },
  dispute: {
    project: aProject('Completed', 'Funded', delivered),
    by: 'seller',
    patch: {
      disputeStatus: 'open',
      disputedBy: actors.seller.uid,
      disputeReason: 'Paid nothing after three deliveries',
      disputedAt: NOW,
      autoReleaseAt: null,
    },
  },
  'answer-dispute': {
    project: aProject('Completed', 'Funded', {
      ...delivered,
      disputeStatus: 'open',
      disputedBy: actors.seller.uid,
      disputeReason: 'Paid nothing after three deliveries',
      disputedAt: NOW - DAY_MS,
      autoReleaseAt: null,
    }),
    by: 'owner',
    patch: { disputeAnswer: 'Paid nothing after three deliveries', disputeAnsweredAt: NOW },
  },
};

describe('transitionPatch: each action writes exactly its fields', () => {
  it.each(projectActions)('%s', (action) => {
    const { project, by, patch } = patches[action];
    const note =
      action === 'dispute' || action === 'answer-dispute' ? 'Paid nothing after three deliveries' : undefined;
    expect(transitionPatch(action, project, actors[by], { ...at, note })).toStrictEqual(patch);
  });

  it('counts a second delivery and restarts the automatic release from it, with the configured delay', () => {
    const sentBack = aProject('In Progress', 'Funded', { deliveries: 1, deliveredAt: NOW - DAY_MS, changeRounds: 1 });
    expect(
      transitionPatch('complete', sentBack, actors.seller, { now: NOW, autoReleaseAfterMs: 60_000 }),
    ).toStrictEqual({
      status: 'Completed',
      deliveries: 2,
      deliveredAt: NOW,
      autoReleaseAt: NOW + 60_000,
    });
  });

  it('sets no automatic release on a delivery that is not funded', () => {
    expect(transitionPatch('complete', aProject('In Progress', 'Unpaid'), actors.seller, at)).toStrictEqual({
      status: 'Completed',
      deliveries: 1,
      deliveredAt: NOW,
      autoReleaseAt: null,
    });
  });

  it('keeps a dispute without a reason as an empty one (the API requires the note)', () => {
    expect(transitionPatch('dispute', patches.dispute.project, actors.owner, at)).toMatchObject({
      disputedBy: actors.owner.uid,
      disputeReason: '',
    });
  });

  it('names every date it writes in patchDateFields, so the server stores each as a Timestamp', () => {
    const dateLike = (key: string) => key.endsWith('At');
    for (const action of projectActions) {
      const { project, by } = patches[action];
      for (const key of Object.keys(transitionPatch(action, project, actors[by], at)).filter(dateLike))
        expect(patchDateFields, `${action}: ${key}`).toContain(key);
    }
  });

  it('releases automatically exactly as the student does', () => {
    const { project } = patches.release;
    expect(escrowProcess['auto-release'].patch(project, actors.admin, at)).toStrictEqual(
      transitionPatch('release', project, actors.owner, at),
    );
  });
});

describe('settlementPatch: an admin settles a dispute (final, amounts in paise)', () => {
  const project = aProject('Completed', 'Funded', {
    ...delivered,
    budget: 333.33,
    disputeStatus: 'open',
    cancelRequestedAt: NOW - 2 * DAY_MS,
  });
  const closed = { disputeStatus: 'settled', autoReleaseAt: null, cancelRequestedAt: null } as const;
  /** The patch for a settlement: the project's state after it, the dispute closed, the settlement kept (at NOW). */
  const settledAs = (
    status: string,
    paymentStatus: string,
    refundStatus: string | null,
    settlement: { outcome: string; refundPaise: number; payoutPaise: number },
  ) => ({ status, paymentStatus, ...closed, settlement: { ...settlement, settledAt: NOW }, refundStatus });

  it('release: everything paid out, nothing refunded, the project Completed and Released', () => {
    expect(settlementPatch(project, { outcome: 'release' }, NOW)).toStrictEqual(
      settledAs('Completed', 'Released', null, { outcome: 'release', refundPaise: 0, payoutPaise: 33_333 }),
    );
  });

  it('refund: everything back to the student, the project Cancelled and Refunded', () => {
    expect(settlementPatch(project, { outcome: 'refund' }, NOW)).toStrictEqual(
      settledAs('Cancelled', 'Refunded', 'requested', { outcome: 'refund', refundPaise: 33_333, payoutPaise: 0 }),
    );
  });

  it('split: the part refunded, the rest paid out, the project Completed and Settled', () => {
    expect(settlementPatch(project, { outcome: 'split', refundPaise: 16_666 }, NOW)).toStrictEqual(
      settledAs('Completed', 'Settled', 'requested', { outcome: 'split', refundPaise: 16_666, payoutPaise: 16_667 }),
    );
  });

  const budgets = [1, 1.01, 1.5, 9.99, 19.99, 99.99, 100, 333.33, 1234.57, 99_999.99, 123_456.78, 500_000];
  // Around the providers' minimum too: a refund of 99 or 100 paise; a paid part of 142 (the seller's 70% is 99
  // paise) or 143 (100 paise).
  const splits = (paise: number) =>
    [1, 99, 100, Math.floor(paise / 2), Math.ceil(paise / 2), paise - 143, paise - 142, paise - 1].filter(
      (refundPaise) => refundPaise > 0 && refundPaise < paise,
    );
  const cases = budgets.flatMap((budget) => {
    const paise = toPaise(budget);
    const choices: SettlementChoice[] = [
      { outcome: 'release' },
      { outcome: 'refund' },
      ...splits(paise).map((refundPaise) => ({ outcome: 'split' as const, refundPaise })),
    ];
    return choices.map((choice) => ({ budget, paise, choice, label: JSON.stringify(choice) }));
  });

  /** A split the providers could carry out: the refund and the seller's share each at least ₹1.00. */
  const payable = (paise: number, choice: SettlementChoice) =>
    choice.outcome !== 'split' ||
    (choice.refundPaise >= PROVIDER_MINIMUM_PAISE &&
      splitPaise(paise - choice.refundPaise).sellerPaise >= PROVIDER_MINIMUM_PAISE);

  it.each(cases.filter(({ paise, choice }) => !payable(paise, choice)))(
    "budget ₹$budget, $label: refused, as a part would be below the providers' minimum",
    ({ budget, choice }) => {
      expect(settlementPatch(aProject('Completed', 'Funded', { budget }), choice, NOW)).toBeNull();
    },
  );

  it.each(cases.filter(({ paise, choice }) => payable(paise, choice)))(
    'budget ₹$budget, $label: refund + payout = the budget in whole paise',
    ({ budget, paise, choice }) => {
      const settlement = settlementPatch(aProject('Completed', 'Funded', { budget }), choice, NOW)?.settlement;
      expect(settlement).toBeDefined();
      const { refundPaise, payoutPaise } = settlement!;
      expect(Number.isInteger(refundPaise) && Number.isInteger(payoutPaise)).toBe(true);
      expect(refundPaise).toBeGreaterThanOrEqual(0);
      expect(payoutPaise).toBeGreaterThanOrEqual(0);
      expect(refundPaise + payoutPaise).toBe(paise);
    },
  );

  it.each([
    ['nothing refunded (that is a release)', 0],
    ['everything refunded (that is a refund)', 33_333],
    ['more than the budget', 33_334],
    ['a negative amount', -1],
    ['a fraction of a paisa', 16_666.5],
    ["a refund of 99 paise (below the providers' ₹1.00)", 99],
    ['a payout whose seller share is 99 paise (below the minimum)', 33_333 - 141],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses a split of %s', (_label, refundPaise) => {
    expect(settlementPatch(project, { outcome: 'split', refundPaise }, NOW)).toBeNull();
  });
});
