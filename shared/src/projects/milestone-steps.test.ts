import { describe, expect, it } from 'vitest';
import { effectAmounts, escrowProcess, transitionNames } from './escrow-process.ts';
import { milestonePatch } from './milestone-steps.ts';
import { milestoneStandings, milestoneTotals, moneyIdOf, projectOfMoneyId } from './milestones.ts';
import { freshEscrow } from './project.ts';
import { actors, afterStep, aProject, aSplitProject, NOW } from './test-projects.ts';

describe('milestonePatch (decision 068)', () => {
  it('leaves the row’s patch alone on a project that is one milestone', () => {
    const project = aProject('Completed', 'Funded');
    for (const name of transitionNames) {
      const patch = escrowProcess[name].patch(project, actors.admin, {
        now: NOW,
        settlement: { outcome: 'split', refundPaise: 10_000 },
      });
      if (patch) expect(milestonePatch(project, patch), name).toBe(patch);
    }
  });

  it('records the funding of the milestone under way', () => {
    expect(milestonePatch(aSplitProject({}), { paymentStatus: 'Funded' })).toEqual({
      paymentStatus: 'Funded',
      milestoneOutcomes: [{ state: 'funded', payoutPaise: 0, refundPaise: 0 }],
    });
  });

  it('moves on after a release that is not the last, with the escrow fields fresh', () => {
    const delivered = aSplitProject({
      status: 'Completed',
      paymentStatus: 'Funded',
      deliveries: 2,
      changeRounds: 1,
      deliveredAt: NOW,
      autoReleaseAt: NOW + 1,
      milestoneOutcomes: [{ state: 'funded', payoutPaise: 0, refundPaise: 0 }],
    });
    expect(milestonePatch(delivered, { paymentStatus: 'Released', autoReleaseAt: null })).toEqual({
      ...freshEscrow,
      status: 'In Progress',
      paymentStatus: 'Unpaid',
      milestoneIndex: 1,
      milestoneOutcomes: [{ state: 'released', payoutPaise: 10_000, refundPaise: 0 }],
    });
  });

  it('moves on after a split settlement, keeping its refund requested', () => {
    const disputed = aSplitProject({
      status: 'Completed',
      paymentStatus: 'Funded',
      milestoneIndex: 1,
      disputeStatus: 'open',
    });
    const settlement = { outcome: 'split' as const, refundPaise: 5_000, payoutPaise: 15_000, settledAt: NOW };
    const patch = escrowProcess.settle.patch(disputed, actors.admin, {
      now: NOW,
      settlement: { outcome: 'split', refundPaise: 5_000 },
    })!;
    expect(patch.settlement).toEqual(settlement);
    expect(effectAmounts(disputed, patch)).toEqual({ refund: 5_000, earn: 15_000 });
    const after = afterStep(disputed, patch);
    expect(after).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Unpaid',
      milestoneIndex: 2,
      settlement: null,
    });
    expect(after.refundStatus).toBe('requested');
    expect(after.milestoneOutcomes).toEqual([
      { state: 'cancelled', payoutPaise: 0, refundPaise: 0 },
      { state: 'settled', payoutPaise: 15_000, refundPaise: 5_000 },
    ]);
  });

  it('completes the project with the last milestone’s release, as today', () => {
    const last = aSplitProject({ status: 'Completed', paymentStatus: 'Funded', milestoneIndex: 2 });
    const after = afterStep(last, { paymentStatus: 'Released', autoReleaseAt: null });
    expect(after).toMatchObject({ status: 'Completed', paymentStatus: 'Released', milestoneIndex: 2 });
    expect(milestoneStandings(after).at(-1)).toMatchObject({ state: 'released', payoutPaise: 3_333 });
  });

  it('refunds the funded milestone and closes the rest when the project is cancelled', () => {
    const funded = aSplitProject({ paymentStatus: 'Funded', milestoneIndex: 1, cancelRequestedAt: NOW });
    const patch = escrowProcess['agree-cancel'].patch(funded, actors.seller, { now: NOW })!;
    expect(effectAmounts(funded, patch)).toEqual({ refund: 20_000, earn: 20_000 });
    expect(afterStep(funded, patch).milestoneOutcomes?.map((outcome) => outcome.state)).toEqual([
      'cancelled',
      'refunded',
      'cancelled',
    ]);
  });

  it('closes every milestone not reached when the student withdraws an unpaid one', () => {
    const unpaid = aSplitProject({
      milestoneIndex: 1,
      milestoneOutcomes: [{ state: 'released', payoutPaise: 10_000, refundPaise: 0 }],
    });
    const after = afterStep(unpaid, escrowProcess.withdraw.patch(unpaid, actors.owner, { now: NOW })!);
    expect(after.status).toBe('Cancelled');
    expect(milestoneTotals(after)).toEqual({ heldPaise: 0, releasedPaise: 10_000, refundedPaise: 0, toFundPaise: 0 });
  });

  it('lets a seller give up only before the first milestone', () => {
    expect(escrowProcess['give-up'].from(aSplitProject({}), NOW)).toBe(true);
    expect(escrowProcess['give-up'].from(aSplitProject({ milestoneIndex: 1 }), NOW)).toBe(false);
  });
});

describe('milestone standings and money ids', () => {
  it('shows where each stands and what is held, released and still to fund', () => {
    const project = aSplitProject({
      paymentStatus: 'Funded',
      milestoneIndex: 1,
      milestoneOutcomes: [
        { state: 'released', payoutPaise: 10_000, refundPaise: 0 },
        { state: 'funded', payoutPaise: 0, refundPaise: 0 },
      ],
    });
    expect(milestoneStandings(project).map((standing) => [standing.state, standing.current])).toEqual([
      ['released', false],
      ['funded', true],
      ['to-fund', false],
    ]);
    expect(milestoneTotals(project)).toEqual({
      heldPaise: 20_000,
      releasedPaise: 10_000,
      refundedPaise: 0,
      toFundPaise: 3_333,
    });
  });

  it('reads a project that is one milestone from its payment status', () => {
    expect(milestoneStandings(aProject('Completed', 'Released'))[0]).toMatchObject({
      state: 'released',
      payoutPaise: 33_333,
    });
    expect(milestoneTotals(aProject('In Progress', 'Unpaid')).toFundPaise).toBe(33_333);
  });

  it('names the first milestone’s money as the project and each later one apart', () => {
    expect(moneyIdOf('abc', 0)).toBe('abc');
    expect(moneyIdOf('abc', 2)).toBe('abc_m3');
    for (const index of [0, 1, 4])
      expect(projectOfMoneyId(moneyIdOf('abc', index))).toEqual({ projectId: 'abc', index });
  });
});
