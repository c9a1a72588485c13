import { describe, expect, it } from 'vitest';
import { captureEntry, refundDueEntry, refundPaidEntry, totalsOf, type EntryDraft } from './ledger.ts';
import { projectParty } from './test-parties.ts';
import { addSums, balancesOf, noSums, sumsOf } from './ledger-sums.ts';

const party = projectParty('p1', { sellerId: null });
const summed = (draft: EntryDraft) => ({ kind: draft.kind, totals: totalsOf(draft.lines) });
const capture = captureEntry(party, { paymentId: 'pay_1', paymentOrderId: 'o1', amountPaise: 1_000 });
const due = refundDueEntry(party, { refundId: 'project-p1', amountPaise: 400 });
const paid = refundPaidEntry(party, { refundId: 'project-p1', amountPaise: 400, providerRefundId: 'rfnd_1' });

describe('the ledger sums a closed day keeps (decision 055)', () => {
  it('adds the totals per kind of account, counts the entries, and what was refunded', () => {
    const sums = sumsOf([capture, due, paid].map(summed));
    expect(sums).toMatchObject({ entries: 3, refundedPaise: 400, paidOutPaise: 0 });
    expect(balancesOf(sums)).toMatchObject({ heldPaise: 600, refundsDuePaise: 0, atProvidersPaise: 600, entries: 3 });
  });

  it('gives the same sums added day by day as all at once', () => {
    const [first, second] = [sumsOf([capture].map(summed)), sumsOf([due, paid].map(summed))];
    expect(addSums(noSums(), first, second)).toEqual(sumsOf([capture, due, paid].map(summed)));
  });
});
