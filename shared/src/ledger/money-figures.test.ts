import { describe, expect, it } from 'vitest';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  payoutPaidEntry,
  refundDueEntry,
  totalsOf,
  withholdingEntry,
  type EntryDraft,
} from './ledger.ts';
import { orderParty, projectParty } from './test-parties.ts';
import { splitPaise } from '../projects/money.ts';
import { figuresOfEntries, moneyFigureIds, moneyFigures } from './money-figures.ts';

const stored = (draft: EntryDraft) => ({ ...draft, totals: totalsOf(draft.lines) });
const project = projectParty();
const order = orderParty('o1', { payerId: 'student' });

describe('the money figures, each from the ledger', () => {
  it('names and defines every figure in one line', () => {
    for (const id of moneyFigureIds) {
      expect(moneyFigures[id].name.length).toBeGreaterThan(1);
      expect(moneyFigures[id].definition).not.toContain('\n');
    }
  });

  it('adds a month: fund, release, a refund decided, cash on delivery, tax withheld and a payout', () => {
    const entries = [
      captureEntry({ ...project, sellerId: null }, { paymentId: 'pay', paymentOrderId: 'po', amountPaise: 100_000 }),
      earningEntry(project, 'release', splitPaise(100_000)),
      captureEntry(projectParty('p2', { sellerId: null }), {
        paymentId: 'pay2',
        paymentOrderId: 'po2',
        amountPaise: 50_000,
      }),
      refundDueEntry(projectParty('p2'), { refundId: 'r', amountPaise: 50_000 }),
      codCollectedEntry(order, 'o1', splitPaise(49_900)),
      withholdingEntry(project, { tcsPaise: 424, tdsPaise: 0, basis: {} })!,
      payoutPaidEntry(project, { payoutId: 'p1', attempt: 1, amountPaise: 69_576, providerPayoutId: 'x' }),
    ].map(stored);
    const figures = figuresOfEntries(entries);
    expect(figures).toEqual({
      gmv: 100_000 + 50_000 + 49_900,
      platformShare: 30_000 + 14_970,
      refunds: 50_000,
      grossEarned: 70_000 + 34_930,
      taxWithheld: 424,
      netPaid: 69_576,
      // What is still to be paid: gross earned less tax withheld and net paid.
      owed: 70_000 + 34_930 - 424 - 69_576,
    });
  });
});
