import { describe, expect, it } from 'vitest';
import { escrowProcess } from './escrow-process.ts';
import { canFundAll, fundAllAmountPaise, milestonesToFund, outcomesFundedAhead } from './fund-all.ts';
import { refundsAhead } from './milestone-steps.ts';
import { milestoneTotals, type MilestoneOutcome } from './milestones.ts';
import { actors, afterStep, aProject, aSplitProject, NOW } from './test-projects.ts';

const funded: MilestoneOutcome = { state: 'funded', payoutPaise: 0, refundPaise: 0 };
const released = (payoutPaise: number): MilestoneOutcome => ({ state: 'released', payoutPaise, refundPaise: 0 });

describe('funding every milestone left at once (decision 075)', () => {
  it('lists the milestone under way while Unpaid and every later one not funded, and sums them', () => {
    const project = aSplitProject({});
    expect(milestonesToFund(project)).toEqual([0, 1, 2]);
    expect(fundAllAmountPaise(project)).toBe(33_333);
    const firstFunded = aSplitProject({ paymentStatus: 'Funded', milestoneOutcomes: [funded] });
    expect(milestonesToFund(firstFunded)).toEqual([1, 2]);
    expect(fundAllAmountPaise(firstFunded)).toBe(23_333);
    expect(canFundAll(firstFunded)).toBe(true);
  });

  it('is refused with fewer than two to fund, on a dispute, a cancellation asked, or a project not under way', () => {
    const lastLeft = aSplitProject({ milestoneIndex: 2, milestoneOutcomes: [released(10_000), released(20_000)] });
    expect(milestonesToFund(lastLeft)).toEqual([2]);
    expect(canFundAll(lastLeft)).toBe(false);
    expect(canFundAll(aProject('In Progress', 'Unpaid'))).toBe(false);
    const funding = { paymentStatus: 'Funded' as const, milestoneOutcomes: [funded] };
    expect(canFundAll(aSplitProject({ ...funding, disputeStatus: 'open' }))).toBe(false);
    expect(canFundAll(aSplitProject({ ...funding, cancelRequestedAt: NOW }))).toBe(false);
    expect(canFundAll(aSplitProject({ status: 'Open', sellerId: null }))).toBe(false);
    expect(canFundAll(aSplitProject({ status: 'Cancelled' }))).toBe(false);
    // Delivered before it was funded: the `fund` row takes only an In Progress project, so this does too.
    expect(canFundAll(aSplitProject({ status: 'Completed' }))).toBe(false);
    expect(canFundAll(aSplitProject({ ...funding, status: 'Completed' }))).toBe(true);
    expect(canFundAll(aSplitProject({ ...funding, milestoneOutcomes: [funded, funded, funded] }))).toBe(false);
  });

  it('funds the one under way through the fund row and marks the later ones funded ahead', () => {
    const project = aSplitProject({});
    const ahead = { ...project, milestoneOutcomes: outcomesFundedAhead(project, [0, 1, 2]) };
    const after = afterStep(ahead, escrowProcess.fund.patch(project, actors.owner, { now: NOW })!);
    expect(after).toMatchObject({ paymentStatus: 'Funded', milestoneOutcomes: [funded, funded, funded] });
    expect(milestoneTotals(after)).toMatchObject({ heldPaise: 33_333, toFundPaise: 0 });
    expect(milestonesToFund(after)).toEqual([]);
  });

  it('moves on to a milestone funded ahead as Funded, keeping the later ones funded', () => {
    const delivered = aSplitProject({
      status: 'Completed',
      paymentStatus: 'Funded',
      deliveries: 1,
      milestoneOutcomes: [funded, funded, funded],
    });
    const after = afterStep(delivered, { paymentStatus: 'Released', autoReleaseAt: null });
    expect(after).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Funded',
      milestoneIndex: 1,
      deliveries: 0,
      milestoneOutcomes: [released(10_000), funded, funded],
    });
    // Without funding ahead the next waits Unpaid, as before.
    const one = aSplitProject({ status: 'Completed', paymentStatus: 'Funded', milestoneOutcomes: [funded] });
    expect(afterStep(one, { paymentStatus: 'Released', autoReleaseAt: null })).toMatchObject({
      paymentStatus: 'Unpaid',
      milestoneOutcomes: [released(10_000)],
    });
  });

  it('refunds what is funded and not released when the project is cancelled, and closes nothing held', () => {
    const project = aSplitProject({
      paymentStatus: 'Funded',
      milestoneIndex: 1,
      cancelRequestedAt: NOW,
      milestoneOutcomes: [released(10_000), funded, funded],
    });
    const patch = escrowProcess['agree-cancel'].patch(project, actors.seller, { now: NOW })!;
    expect(refundsAhead(project, patch)).toEqual([{ index: 2, amountPaise: 3_333 }]);
    const after = afterStep(project, patch);
    expect(after.milestoneOutcomes).toEqual([
      released(10_000),
      { state: 'refunded', payoutPaise: 0, refundPaise: 20_000 },
      { state: 'refunded', payoutPaise: 0, refundPaise: 3_333 },
    ]);
    expect(milestoneTotals(after)).toEqual({
      heldPaise: 0,
      releasedPaise: 10_000,
      refundedPaise: 23_333,
      toFundPaise: 0,
    });
    // A step that does not end the project refunds nothing ahead.
    const dispute = escrowProcess.dispute.patch(project, actors.owner, { now: NOW, note: 'x' })!;
    expect(refundsAhead(project, dispute)).toEqual([]);
  });
});
