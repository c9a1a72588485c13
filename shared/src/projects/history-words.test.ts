import { describe, expect, it } from 'vitest';
import { historyKinds, type HistoryKind } from './project-history.ts';
import { historyTitle } from './history-words.ts';

const ofOne = (kind: HistoryKind, round: number | null = null) => historyTitle({ kind, round });
const ofMilestone = (kind: HistoryKind, milestone: number, round: number | null = null) =>
  historyTitle({ kind, round, milestone });

describe('historyTitle', () => {
  it("keeps a project of one milestone's words exactly as they were", () => {
    expect(ofOne('funded')).toBe('Project funded');
    expect(ofOne('delivered', 1)).toBe('Delivery 1');
    expect(ofOne('changes-requested', 2)).toBe('Changes requested (round 2)');
    expect(ofOne('released')).toBe('Payment released');
    expect(ofOne('auto-released')).toBe('Payment released automatically');
    expect(ofOne('cancelled')).toBe('Cancelled: a full refund to the student');
  });

  // Decisions 068 and 069: a split project's event records its milestone, and reads as the notices say it.
  it("says which milestone a split project's step was about, in the notices' words", () => {
    expect(ofMilestone('funded', 1)).toBe('Milestone 2 funded');
    expect(ofMilestone('delivered', 1, 1)).toBe('Milestone 2: Delivery 1');
    expect(ofMilestone('changes-requested', 1, 1)).toBe('Milestone 2: Changes requested (round 1)');
    expect(ofMilestone('released', 1)).toBe('Milestone 2 released');
    expect(ofMilestone('auto-released', 0)).toBe('Milestone 1 released automatically');
    expect(ofMilestone('disputed', 2)).toBe('Milestone 3: Dispute opened');
    expect(ofMilestone('settled', 2)).toBe('Milestone 3: Dispute settled');
  });

  it("tells a split project's end of the project, and a cancellation's refund as the milestone's", () => {
    expect(ofMilestone('withdrawn', 1)).toBe('Project withdrawn at milestone 2');
    expect(ofMilestone('cancelled', 1)).toBe('Cancelled: milestone 2 refunded in full to the student');
    expect(ofMilestone('given-up', 0)).toBe('The seller gave the project up');
  });

  // Decision 075: ending the project refunds the milestones funded ahead too; the title names each and its amount.
  it('names every milestone a cancellation or a settlement refunded whole, each with its amount', () => {
    const refunds = [
      { milestone: 1, amountPaise: 20_000 },
      { milestone: 2, amountPaise: 3_333 },
    ];
    expect(historyTitle({ kind: 'cancelled', round: null, milestone: 1, refunds })).toBe(
      'Cancelled: milestones 2 and 3 refunded in full to the student (₹200.00 and ₹33.33)',
    );
    expect(
      historyTitle({
        kind: 'settled',
        round: null,
        milestone: 0,
        refunds: [{ milestone: 0, amountPaise: 10_000 }, ...refunds],
      }),
    ).toBe(
      'Milestone 1: Dispute settled; milestones 1, 2 and 3 refunded in full to the student (₹100.00, ₹200.00 and ₹33.33)',
    );
    // One milestone refunded reads as before.
    expect(historyTitle({ kind: 'cancelled', round: null, milestone: 1, refunds: refunds.slice(0, 1) })).toBe(
      'Cancelled: milestone 2 refunded in full to the student',
    );
  });

  it('names a milestone on every kind of step that records one', () => {
    for (const kind of historyKinds.filter((kind) => kind !== 'taken' && kind !== 'given-up')) {
      expect(ofMilestone(kind, 3, 1)).toMatch(/[Mm]ilestone 4/);
    }
  });
});
