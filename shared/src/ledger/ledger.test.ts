import { describe, expect, it } from 'vitest';
import { splitPaise } from '../projects/money.ts';
import { indiaDay, indiaDayRange, previousIndiaDay } from './india-day.ts';
import { ledgerProblems, moneyBySubject } from './invariants.ts';
import {
  captureEntry,
  chargebackDebitEntry,
  chargebackLostEntry,
  chargebackRecoveryEntry,
  chargebackWonEntry,
  codCollectedEntry,
  earningEntry,
  isBalanced,
  payoutPaidEntry,
  payoutReturnedEntry,
  refundDueEntry,
  refundPaidEntry,
  type EntryDraft,
  storedAt,
} from './ledger.ts';
import { orderParty, projectParty } from './test-parties.ts';

const AT = Date.parse('2026-11-27T10:00:00Z');
const stored = (draft: EntryDraft) => storedAt(draft, AT);

const project = projectParty();

describe('ledger entries (decision 029)', () => {
  it('balances every movement, with odd paise split 70/30 in whole paise', () => {
    const split = splitPaise(123_457);
    const entries = [
      captureEntry(project, { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: 123_457 }),
      earningEntry(project, 'release', split),
      payoutPaidEntry(project, {
        payoutId: 'p1',
        attempt: 1,
        amountPaise: split.sellerPaise,
        providerPayoutId: 'pout_1',
      }),
      payoutReturnedEntry(project, {
        payoutId: 'p1',
        attempt: 1,
        amountPaise: split.sellerPaise,
        providerPayoutId: 'pout_1',
      }),
    ];
    for (const entry of entries) expect(isBalanced(entry.lines)).toBe(true);
    expect(split.sellerPaise + split.platformPaise).toBe(123_457);
    expect(entries[1]!.lines).toEqual([
      { account: 'held:project-p1', amountPaise: 123_457 },
      { account: 'sellerDue:seller', amountPaise: -86_420 },
      { account: 'platform', amountPaise: -37_037 },
    ]);
  });

  it('leaves out a zero line (a 1-paisa release pays the platform nothing) and refuses an unbalanced one', () => {
    const entry = earningEntry(project, 'release', splitPaise(1));
    expect(entry.lines.map((line) => line.account)).toEqual(['held:project-p1', 'sellerDue:seller']);
    expect(
      isBalanced([
        { account: 'provider', amountPaise: 5 },
        { account: 'held:x', amountPaise: -4 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'provider', amountPaise: 0 },
        { account: 'held:x', amountPaise: 0 },
      ]),
    ).toBe(false);
    expect(() =>
      isBalanced([
        { account: 'wallet', amountPaise: 1 },
        { account: 'held:x', amountPaise: -1 },
      ]),
    ).toThrow();
  });

  it('derives ids from the movement, so one movement is one entry', () => {
    expect(captureEntry(project, { paymentId: 'a', paymentOrderId: 'o', amountPaise: 100 }).id).toBe('capture-o');
    expect(refundDueEntry(project, { refundId: 'project-p1', amountPaise: 100 }).id).toBe('refund-due-project-p1');
    expect(earningEntry(project, 'settlement', splitPaise(100)).id).toBe('earning-project-p1');
    expect(payoutPaidEntry(project, { payoutId: 'p1', attempt: 2, amountPaise: 70, providerPayoutId: 'x' }).id).toBe(
      'payout-paid-p1-2',
    );
  });
});

describe('ledger invariants', () => {
  const capture = stored(captureEntry(project, { paymentId: 'pay', paymentOrderId: 'o1', amountPaise: 100_001 }));

  it('holds for a funding split by a settlement: captured = refunded + seller + platform + held', () => {
    const refund = { refundId: 'project-p1', amountPaise: 40_001 };
    const entries = [
      capture,
      stored(refundDueEntry(project, refund)),
      stored(earningEntry(project, 'settlement', splitPaise(60_000))),
      stored(refundPaidEntry(project, { ...refund, providerRefundId: 'rfnd_1' })),
    ];
    expect(ledgerProblems(entries, () => true)).toEqual([]);
    expect(moneyBySubject(entries).get('project-p1')).toEqual({
      captured: 100_001,
      refunded: 40_001,
      sellerShare: 42_000,
      platformShare: 18_000,
      held: 0,
      chargedBack: 0,
    });
  });

  it('holds for a chargeback lost in escrow: captured = charged back, and the whole ledger still sums to zero', () => {
    const money = { disputeId: 'disp_1', paymentId: 'pay_1', amountPaise: 100_001, feePaise: 500 };
    const entries = [
      capture,
      stored(chargebackDebitEntry(project, money)),
      stored(chargebackLostEntry(project, money, { fromHeld: true })),
    ];
    expect(ledgerProblems(entries, () => true)).toEqual([]);
    expect(moneyBySubject(entries).get('project-p1')).toMatchObject({
      captured: 100_001,
      chargedBack: 100_001,
      held: 0,
    });
  });

  it('balances a chargeback recovered from a paid seller, won or lost: the claim on the bank ends at zero', () => {
    const money = { disputeId: 'disp_2', paymentId: 'pay_1', amountPaise: 100_001, feePaise: 500 };
    const paid = { ...project, sellerId: 'seller-1' };
    const share = splitPaise(100_001).sellerPaise;
    const debit = stored(chargebackDebitEntry(paid, money));
    const recovery = stored(chargebackRecoveryEntry(paid, money, share));
    const claim = (entries: { totals: { chargeback: number } }[]) =>
      entries.reduce((sum, entry) => sum + entry.totals.chargeback, 0);
    const won = stored(chargebackWonEntry(paid, money, share));
    const lost = stored(chargebackLostEntry(paid, money, { fromHeld: false, recoveredPaise: share, sellerPaise: 0 }));
    expect(claim([debit, recovery, won])).toBe(0);
    expect(claim([debit, recovery, lost])).toBe(0);
    expect(won.totals.sellerDue).toBe(-share);
    expect(lost.totals.platform).toBe(100_001 - share);
    for (const entry of [debit, recovery, won, lost]) expect(isBalanced(entry.lines)).toBe(true);
  });

  it('names money still held on a subject that has ended, and a subject that holds less than nothing', () => {
    expect(ledgerProblems([capture], () => true)).toEqual(['project-p1 has ended but still holds 100001 paise']);
    expect(ledgerProblems([capture])).toEqual([]);
    const twice = [
      capture,
      stored(earningEntry(project, 'release', splitPaise(100_001))),
      stored({ ...earningEntry(project, 'release', splitPaise(100_001)), id: 'again' }),
    ];
    expect(ledgerProblems(twice)).toContain('project-p1: holds -100001 paise');
  });

  it('names an entry whose lines or totals are off', () => {
    const broken = {
      ...capture,
      lines: [
        { account: 'provider', amountPaise: 5 },
        { account: 'held:project-p1', amountPaise: -4 },
      ],
    };
    expect(ledgerProblems([broken])).toEqual(
      expect.arrayContaining([
        'entry capture-o1 does not balance',
        "entry capture-o1's totals do not match its lines",
        'the ledger sums to 1 paise, not zero',
      ]),
    );
  });

  it('counts cash on delivery as captured and earned at once', () => {
    const order = orderParty('o9');
    const entries = [stored(codCollectedEntry(order, 'o9', splitPaise(2_999)))];
    expect(ledgerProblems(entries, () => true)).toEqual([]);
    expect(moneyBySubject(entries).get('order-o9')).toMatchObject({ captured: 2_999, held: 0 });
  });
});

describe("India's day", () => {
  it('files an instant under the day in India, whatever the UTC date', () => {
    expect(indiaDay(Date.parse('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(indiaDay(Date.parse('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(indiaDayRange('2026-11-27')).toEqual({
      start: Date.parse('2026-11-26T18:30:00Z'),
      end: Date.parse('2026-11-27T18:30:00Z'),
    });
    expect(previousIndiaDay('2026-03-01')).toBe('2026-02-28');
    expect(() => indiaDayRange('27/11/2026')).toThrow();
  });
});
