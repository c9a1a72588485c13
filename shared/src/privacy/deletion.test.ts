import { describe, expect, it } from 'vitest';
import type { MoneyFacts } from './deletion-facts.ts';
import { deletionBlockers } from './deletion.ts';

const none: MoneyFacts = { projects: [], refunds: [], payouts: [], orders: [] };
const project = {
  id: 'p1',
  title: 'Robot',
  studentId: 'stu',
  sellerId: 'sel',
  status: 'Completed' as const,
  paymentStatus: 'Released' as const,
  disputeStatus: null,
};

describe('why an account cannot be deleted yet (decision 040)', () => {
  it('finds nothing once every project is settled and everything is paid', () => {
    expect(deletionBlockers('stu', { ...none, projects: [project] })).toEqual([]);
    expect(
      deletionBlockers('sel', {
        ...none,
        payouts: [{ id: 'p1', title: 'Robot', sellerId: 'sel', sellerPaise: 700, status: 'processed' }],
      }),
    ).toEqual([]);
  });

  it('names each case with what to do, the weightiest first', () => {
    const blockers = deletionBlockers('stu', {
      projects: [
        { ...project, id: 'a', title: 'Funded one', status: 'In Progress', paymentStatus: 'Funded' },
        { ...project, id: 'b', title: 'Disputed one', paymentStatus: 'Funded', disputeStatus: 'open' },
      ],
      refunds: [{ id: 'r', title: 'Old', payerId: 'stu', amountPaise: 5000, status: 'requested' }],
      payouts: [],
      orders: [{ id: 'o', studentId: 'stu', sellerId: 'sel', orderStatus: 'Shipped', product: { name: 'Kit' } }],
    });
    expect(blockers.map((blocker) => blocker.kind)).toEqual([
      'open-dispute',
      'funded-project',
      'pending-refund',
      'order-in-transit',
    ]);
    expect(blockers[1]).toEqual({
      kind: 'funded-project',
      reason: 'Your project "Funded one" is funded: its payment is held.',
      whatToDo: 'Release the payment once the work is delivered (or have the project cancelled) first.',
    });
    expect(blockers.every((blocker) => blocker.whatToDo.length > 0)).toBe(true);
  });

  it('holds a seller with a payout still owed, but not one carried below ₹1.00', () => {
    const payout = { id: 'p', title: 'Robot', sellerId: 'sel', sellerPaise: 700 };
    expect(deletionBlockers('sel', { ...none, payouts: [{ ...payout, status: 'queued' }] })[0]?.kind).toBe(
      'pending-payout',
    );
    expect(deletionBlockers('sel', { ...none, payouts: [{ ...payout, status: 'carried' }] })).toEqual([]);
  });
});
