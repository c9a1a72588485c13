import { describe, expect, it } from 'vitest';
import { moneyBySubject, ledgerProblems } from '@marketplace/shared/ledger/invariants';
import { ledgerEntrySchema } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { demoStoreMoney, type DemoStoreOrder } from './demo-ledger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
const order = (fields: Partial<DemoStoreOrder>): DemoStoreOrder => ({
  id: 'demo-order-card',
  paymentOrderId: 'order_sim_demo_card',
  paymentId: 'pay_sim_demo_card',
  buyerId: 'student',
  sellerId: 'seller',
  sellerEmail: 'seller@example.com',
  title: 'Arduino Uno R3',
  pricePaise: 249_999,
  paymentMethod: 'card',
  orderedAt: NOW - 12 * DAY_MS,
  deliveredAt: NOW - 9 * DAY_MS,
  ...fields,
});
const entriesOf = (documents: ReturnType<typeof demoStoreMoney>) =>
  documents
    .filter(({ path }) => path.startsWith(`${paths.ledgerEntries}/`))
    .map(({ path, data }) => ledgerEntrySchema.parse({ ...data, id: path.split('/').pop() }));

describe("the demo store's money (decision 029)", () => {
  it('books a delivered card order as captured then earned, holding nothing', () => {
    const entries = entriesOf(demoStoreMoney(order({}), (millis) => millis));
    expect(entries.map(({ kind }) => kind)).toEqual(['capture', 'sale']);
    expect(ledgerProblems(entries, () => true)).toEqual([]);
  });

  it('books a delivered cash-on-delivery order as collected and earned at once, with no payment to list', () => {
    const cod = order({ id: 'demo-order-cod', paymentMethod: 'cod', paymentOrderId: null, paymentId: null });
    const documents = demoStoreMoney(cod, (millis) => millis);
    expect(documents.map(({ path }) => path.split('/').slice(-2, -1)[0])).toEqual(['ledgerEntries', 'payouts']);
    expect(ledgerProblems(entriesOf(documents), () => true)).toEqual([]);
  });

  it("writes a delivered order's payout as its delivery does: the seller's 70% of the price, waiting", () => {
    const documents = demoStoreMoney(order({}), (millis) => millis);
    const payout = documents.find(({ path }) => path === paths.payout('order-demo-order-card'));
    expect(payout?.data).toMatchObject({
      subject: 'order-demo-order-card',
      sellerId: 'seller',
      studentId: 'student',
      budgetPaise: 249_999,
      sellerPaise: 174_999,
      platformPaise: 75_000,
      status: 'waiting-for-details',
      createdAt: NOW - 9 * DAY_MS,
    });
    expect(
      demoStoreMoney(order({ deliveredAt: null }), (millis) => millis).some(({ path }) => path.includes('payouts')),
    ).toBe(false);
  });

  it('holds an order on its way, with its payment in the provider journal', () => {
    const documents = demoStoreMoney(order({ deliveredAt: null }), (millis) => millis);
    expect(moneyBySubject(entriesOf(documents)).get('order-demo-order-card')).toMatchObject({ held: 249_999 });
    expect(documents.some(({ path }) => path.endsWith('/paymentJournal/pay_sim_demo_card'))).toBe(true);
  });
});
