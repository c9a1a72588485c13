import { describe, expect, it } from 'vitest';
import { captureEntry, ledgerSubject, payoutPaidEntry, refundPaidEntry, storedAt, type EntryDraft } from './ledger.ts';
import { projectParty } from './test-parties.ts';
import { compareDay, differenceId, expectedEntries, payoutRef, type ProviderMovement } from './reconciliation.ts';

const AT = Date.parse('2026-11-27T06:00:00Z');
const stored = (draft: EntryDraft) => storedAt(draft, AT);
const party = projectParty();
const movement = (fields: Omit<ProviderMovement, 'expects' | 'createdAt'>): ProviderMovement => {
  const base = { ...fields, createdAt: AT };
  return { ...base, expects: expectedEntries(base) };
};

const payment = movement({ kind: 'payment', id: 'pay_1', amountPaise: 12_345, status: 'captured', ours: 'order_1' });
const capture = stored(captureEntry(party, { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: 12_345 }));

describe('expectedEntries: what each provider movement should have booked', () => {
  it('a payment of an order paying several subjects at once a capture per part (decision 075)', () => {
    const parts = [
      { id: 'p1', subject: ledgerSubject.project('p1'), amountPaise: 10_000 },
      { id: 'p1_m2', subject: ledgerSubject.project('p1_m2'), amountPaise: 2_345 },
    ];
    const base = { kind: 'payment' as const, id: 'pay_1', amountPaise: 12_345, status: 'captured', ours: 'order_1' };
    expect(expectedEntries({ ...base, createdAt: AT }, 'pay_1', parts)).toEqual([
      { entryId: 'capture-order_1-part-p1', amountPaise: 10_000 },
      { entryId: 'capture-order_1-part-p1_m2', amountPaise: 2_345 },
    ]);
    // A second payment on that order is still refunded whole, booked as one.
    expect(expectedEntries({ ...base, id: 'pay_2', createdAt: AT }, 'pay_1', parts)).toEqual([
      { entryId: 'capture-order_1-pay_2', amountPaise: 12_345 },
    ]);
    const booked = parts.map((part) =>
      stored(
        captureEntry(
          { ...party, subject: part.subject },
          { paymentId: 'pay_1', paymentOrderId: 'order_1', amountPaise: part.amountPaise, partId: part.id },
        ),
      ),
    );
    const paid = { ...base, createdAt: AT, expects: expectedEntries({ ...base, createdAt: AT }, 'pay_1', parts) };
    const result = compareDay({
      movements: [paid],
      listed: [paid],
      booked: new Map(booked.map((entry) => [entry.id, entry])),
      ofTheDay: booked,
    });
    expect(result).toEqual({ toHeal: [], differences: [], matched: 1 });
  });

  it('a captured payment its capture; a processed refund its payment back; a payout paid, and returned', () => {
    expect(payment.expects).toEqual([{ entryId: 'capture-order_1', amountPaise: 12_345 }]);
    expect(
      movement({ kind: 'refund', id: 'r', amountPaise: 5, status: 'processed', ours: 'project-p1' }).expects,
    ).toEqual([{ entryId: 'refund-paid-project-p1', amountPaise: 5 }]);
    const reversed = movement({
      kind: 'payout',
      id: 'po',
      amountPaise: 7,
      status: 'reversed',
      ours: payoutRef('p1', 2),
    });
    expect(reversed.expects.map(({ entryId }) => entryId)).toEqual(['payout-paid-p1-2', 'payout-returned-p1-2']);
  });

  it('nothing for what moved no money yet, or is not ours', () => {
    expect(
      movement({ kind: 'refund', id: 'r', amountPaise: 5, status: 'pending', ours: 'project-p1' }).expects,
    ).toEqual([]);
    expect(
      movement({ kind: 'payout', id: 'po', amountPaise: 7, status: 'failed', ours: payoutRef('p1', 1) }).expects,
    ).toEqual([]);
    expect(movement({ kind: 'payment', id: 'pay_x', amountPaise: 9, status: 'captured', ours: null }).expects).toEqual(
      [],
    );
  });
});

describe('compareDay', () => {
  const booked = new Map([[capture.id, capture]]);

  it('matches a movement with its entry, both ways', () => {
    expect(compareDay({ movements: [payment], listed: [payment], booked, ofTheDay: [capture] })).toEqual({
      toHeal: [],
      differences: [],
      matched: 1,
    });
  });

  it('marks a movement without its entry to heal', () => {
    const result = compareDay({ movements: [payment], listed: [payment], booked: new Map(), ofTheDay: [] });
    expect(result.toHeal).toEqual([payment]);
    expect(result.matched).toBe(0);
  });

  it('names a different amount, and an entry the provider does not list or lists in another state', () => {
    const more = { ...payment, amountPaise: 12_346, expects: [{ entryId: 'capture-order_1', amountPaise: 12_346 }] };
    expect(compareDay({ movements: [more], listed: [more], booked, ofTheDay: [] }).differences).toEqual([
      {
        kind: 'amount-differs',
        movement: 'payment',
        providerId: 'pay_1',
        entryId: 'capture-order_1',
        providerPaise: 12_346,
        ledgerPaise: 12_345,
      },
    ]);
    const refunded = stored(
      refundPaidEntry(party, { refundId: 'project-p1', amountPaise: 100, providerRefundId: 'rfnd_1' }),
    );
    const failed = movement({ kind: 'refund', id: 'rfnd_1', amountPaise: 100, status: 'failed', ours: 'project-p1' });
    const paidOut = stored(
      payoutPaidEntry(party, { payoutId: 'p1', attempt: 1, amountPaise: 70, providerPayoutId: 'pout_gone' }),
    );
    const { differences } = compareDay({
      movements: [],
      listed: [failed],
      booked,
      ofTheDay: [refunded, paidOut, capture],
    });
    expect(differences.map(({ kind, entryId }) => [kind, entryId])).toEqual([
      ['missing-at-provider', 'refund-paid-project-p1'],
      ['missing-at-provider', 'payout-paid-p1-1'],
      ['missing-at-provider', 'capture-order_1'],
    ]);
  });

  // Decision 043: two payments captured on one order are two movements; the order's capture is the one that paid it.
  it('matches payments by their payment id: a second payment on a paid order is not the order’s capture', () => {
    const base = {
      kind: 'payment' as const,
      id: 'pay_2',
      amountPaise: 12_345,
      status: 'captured',
      ours: 'order_1',
      createdAt: AT,
    };
    // Whether or not the order's record was read, the second payment is not matched by the first one's entry.
    for (const second of [movement(base), { ...base, expects: expectedEntries(base, 'pay_1') }]) {
      const result = compareDay({
        movements: [payment, second],
        listed: [payment, second],
        booked,
        ofTheDay: [capture],
      });
      expect(result).toEqual({ toHeal: [second], differences: [], matched: 1 });
    }
    expect(expectedEntries(base, 'pay_1')).toEqual([{ entryId: 'capture-order_1-pay_2', amountPaise: 12_345 }]);
    // Booked under its own id, it matches; the order's own payment still expects the order's capture.
    expect(expectedEntries({ ...base, id: 'pay_1' }, 'pay_1')).toEqual(payment.expects);
    const second = { ...base, expects: expectedEntries(base, 'pay_1') };
    const extra = stored(
      captureEntry(
        { ...party, subject: ledgerSubject.payment('order_1-pay_2') },
        { paymentId: 'pay_2', paymentOrderId: 'order_1', amountPaise: 12_345 },
        true,
      ),
    );
    const both = new Map([...booked, [extra.id, extra]]);
    expect(
      compareDay({ movements: [payment, second], listed: [payment, second], booked: both, ofTheDay: [capture, extra] }),
    ).toEqual({ toHeal: [], differences: [], matched: 2 });
  });

  it('does not ask the provider for an entry brought in from earlier books', () => {
    const history = { ...capture, imported: true as const };
    const result = compareDay({ movements: [], listed: [], booked: new Map(), ofTheDay: [history] });
    expect(result.differences).toEqual([]);
  });

  it('gives a difference the same id each run of its day', () => {
    const [difference] = compareDay({ movements: [], listed: [], booked, ofTheDay: [capture] }).differences;
    expect(differenceId('2026-11-27', difference!)).toBe('2026-11-27-missing-at-provider-payment-pay_1');
  });
});
