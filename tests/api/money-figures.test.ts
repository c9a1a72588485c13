// The money figures read one way (decision 044): a scripted month on the local host, with every trigger delivered as
// `npm start` delivers them (fund and release, a dispute settled by a split, a cancellation refunded, store purchases
// by card, UPI and cash on delivery, a payout with TCS, one with TDS, a failed payout sent again), and then each figure
// of the glossary (shared money-figures.ts) read from every place that shows it, for the student, the seller and the
// admin: the screens' reads (Payments, Your Payouts with its chart and statement, the admin's payouts, Money,
// Insights), the PDFs read back, the CSV exports and the mails. One month for every assertion: it takes a while.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsData } from '@marketplace/shared/insights/earnings';
import { chartDataOf, csvOf } from '@marketplace/shared/insights/chart-data';
import { insightsDaySchema, insightsMonthSchema, sellerMonthSchema } from '@marketplace/shared/insights/figures';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { insightCharts } from '@marketplace/shared/insights/metrics';
import {
  addDays,
  granularities,
  rangeView,
  ranges,
  type Granularity,
  type Range,
} from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { figuresOfEntries, moneyFigures, type MoneyFigureId } from '@marketplace/shared/ledger/money-figures';
import type { LedgerEntry } from '@marketplace/shared/ledger/ledger';
import type { ExportFile } from '@marketplace/shared/documents/documents-api';
import type { MonthlyStatement } from '@marketplace/shared/documents/monthly-statement';
import type { Figures } from '@marketplace/shared/insights/figures';
import { balancesSchema, type Balances } from '@marketplace/shared/ledger/ledger-api';
import { issuedDocumentSchema, type IssuedDocument } from '@marketplace/shared/documents/document';
import { monthOfDay } from '@marketplace/shared/documents/financial-year';
import { gstinCheckCharacter } from '@marketplace/shared/documents/tax-ids';
import { paths } from '@marketplace/shared/paths';
import { payoutSchema, type Payout } from '@marketplace/shared/payouts/payout';
import { payoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { PaymentOrder, PaymentResult } from '@marketplace/shared/payments/payments-api';
import type { SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { issueMonthlyStatement, statementOf } from '../../functions/src/features/documents/monthly-statements.ts';
import { foldInsights } from '../../functions/src/features/insights/fold-insights.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { deliverPubSub } from '../../functions/src/local/deliver-pubsub.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { readPdf } from '../support/read-pdf.ts';
import { serveAsLocalHost, type Served } from './support/api-suite.ts';
import { clearFirestore, eventually, startBackend, type Backend } from './support/emulators.ts';
import { currentLedgerProblems, ledgerEntries } from './support/ledger.ts';
import { call, seedProject, signedInPerson, type Person } from './support/payments.ts';
import { saveUpiDetails, verifiedFor } from './support/payouts.ts';
import { send } from './support/projects.ts';
import { refundOf, simulatedOf } from './support/refunds.ts';
import { ADDRESS, card, seedProduct } from './support/store.ts';

let backend: Backend, api: Served;
let student: Person, tcsSeller: Person, tdsSeller: Person, admin: Person;
const stops: (() => Promise<void>)[] = [];
const today = () => indiaDay(Date.now());

// The tracking task would step the orders on by itself; here each seller steps theirs, so the cancellation is
// certain to come before delivery. Everything else is delivered as the local host delivers it.
const { scheduleOrderStep: _byHand, ...delivered } = triggers;

/** A 2xx answer, or the failure with its body. */
const succeeded = (answer: { status: number; body: unknown }) =>
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);

async function fundProject(seller: Person, budget: number): Promise<string> {
  const projectId = await seedProject(backend, student, { seller, budget });
  const created = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
  succeeded(created);
  await payAndVerify(created.body as unknown as PaymentOrder, card);
  return projectId;
}

async function payAndVerify(order: PaymentOrder, paidWith: Record<string, unknown>): Promise<void> {
  const paid = await call(api, 'POST', '/payments/simulated/pay', {
    as: student,
    body: { orderId: order.id, ...paidWith },
  });
  succeeded(paid);
  const verified = await call(api, 'POST', '/verify-payment', { as: student, body: paid.body as PaymentResult });
  succeeded(verified);
}

async function deliverWork(projectId: string, seller: Person): Promise<void> {
  const form = new FormData();
  form.append('note', 'Here it is.');
  const answer = await send(api.url, seller, 'POST', `/projects/${projectId}/deliveries`, form);
  succeeded(answer);
}

const step = (as: Person, projectId: string, body: Record<string, unknown>) =>
  send(api.url, as, 'POST', `/projects/${projectId}/transitions`, body);

/** A store order of `productId` paid by card or UPI, or placed cash on delivery; its id. */
async function buy(productId: string, method: 'card' | 'upi' | 'cod'): Promise<string> {
  if (method === 'cod') {
    const placed = await call(api, 'POST', '/create-cod-order', {
      as: student,
      body: { product: { id: productId }, deliveryAddress: ADDRESS, paymentMethod: 'cod' },
    });
    succeeded(placed);
    return (placed.body.orderId ?? placed.body.id) as string;
  }
  const before = new Set((await backend.db.collection(paths.storeOrders).get()).docs.map((doc) => doc.id));
  const created = await call(api, 'POST', '/create-order', {
    as: student,
    body: { purpose: 'store', productId, deliveryAddress: ADDRESS, paymentMethod: method },
  });
  succeeded(created);
  await payAndVerify(
    created.body as unknown as PaymentOrder,
    method === 'upi' ? { method: 'upi', vpa: 'asha@okaxis' } : card,
  );
  const after = (await backend.db.collection(paths.storeOrders).get()).docs.map((doc) => doc.id);
  return after.find((id) => !before.has(id))!;
}

async function deliverOrder(orderId: string, seller: Person): Promise<void> {
  for (const from of ['Order Confirmed', 'Shipped', 'Out for Delivery']) {
    const moved = await send(api.url, seller, 'POST', `/store/orders/${orderId}/steps`, { from });
    succeeded(moved);
  }
}

const payoutsOf = async (sellerId?: string): Promise<Payout[]> => {
  const all = backend.db.collection(paths.payouts);
  const found = await (sellerId ? all.where('sellerId', '==', sellerId) : all).get();
  return found.docs.map((doc) => payoutSchema.parse({ ...doc.data(), id: doc.id }));
};

async function documentsOf(ownerId: string): Promise<IssuedDocument[]> {
  const found = await backend.db.collection(paths.documents).where('ownerId', '==', ownerId).get();
  return found.docs.map((doc) => issuedDocumentSchema.parse({ ...doc.data(), id: doc.id }));
}

async function fileOf(person: Person, documentId: string, file: 'pdf' | 'csv' = 'pdf'): Promise<Uint8Array> {
  const link = await send(api.url, person, 'GET', `/documents/${documentId}/link?file=${file}`);
  succeeded(link);
  const response = await fetch(`${api.url}${link.body.url as string}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const pdfText = async (person: Person, documentId: string) => (await readPdf(await fileOf(person, documentId))).text;

/** Waits until `state` reads the same for a second and a half (the triggers have nothing left to do). */
async function quiet(state: () => Promise<string>): Promise<void> {
  let last = '';
  let since = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() - since < 1500) {
    if (Date.now() > deadline) throw new Error(`still changing after 30 s: ${last}`);
    const now = await state();
    if (now !== last) [last, since] = [now, Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function mailsTo(person: Person): Promise<{ subject: string; text: string }[]> {
  const found = await backend.db.collection(paths.mails).where('to', '==', person.email).get();
  return found.docs.map((doc) => doc.get('message') as { subject: string; text: string });
}

beforeAll(async () => {
  const firstDay = today();
  backend = startBackend();
  await clearFirestore();
  api = await serveAsLocalHost(backend);
  [student, tcsSeller, tdsSeller, admin] = await Promise.all([
    signedInPerson(backend, 'student'),
    signedInPerson(backend, 'seller'),
    signedInPerson(backend, 'seller'),
    signedInPerson(backend, 'admin', { claims: { admin: true } }),
  ]);
  const firestore = deliverFirestore(backend.db, delivered, backend);
  stops.push(firestore);
  await firestore.listening;
  stops.push(await deliverPubSub(backend.pubsub, delivered, backend, { ownSubscriptions: true }));

  // Two verified sellers paid by UPI: one GST-registered (TCS), one a company (TDS at 0.1%).
  for (const seller of [tcsSeller, tdsSeller]) await saveUpiDetails(api, seller);
  await verifiedFor(backend, tcsSeller);
  await verifiedFor(backend, tdsSeller);
  await backend.db.doc(paths.sellerVerification(tdsSeller.uid)).update({ pan: 'AAACS1234C' });
  const first14 = '27ABCPE1234F1Z';
  await backend.db.doc(paths.taxDetails(tcsSeller.uid)).set({
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
    legalName: 'Sally Seller',
    address: '4 Sample Lane, Pune, Maharashtra',
  });

  // Projects: one funded and released (TCS seller), one disputed and settled by a split, one released (TDS seller).
  const released = await fundProject(tcsSeller, 2345);
  await deliverWork(released, tcsSeller);
  succeeded(await step(student, released, { action: 'release' }));
  const split = await fundProject(tcsSeller, 1500);
  await deliverWork(split, tcsSeller);
  succeeded(await step(student, split, { action: 'dispute', note: 'Half of it works.' }));
  const settled = await send(api.url, admin, 'POST', `/admin/disputes/${split}/settlement`, {
    outcome: 'split',
    refundPaise: 50_000,
  });
  succeeded(settled);
  const companyWork = await fundProject(tdsSeller, 4000);
  await deliverWork(companyWork, tdsSeller);
  succeeded(await step(student, companyWork, { action: 'release' }));

  // The store: card (its payout fails once and is sent again), UPI, cash on delivery, and a card order cancelled.
  const kit = await seedProduct(backend, tcsSeller, { name: 'Arduino starter kit', price: 899.5 });
  const byCard = await buy(kit, 'card');
  (backend.payouts as SimulatedPayouts).failNextPayoutOf(`order-${byCard}`);
  await deliverOrder(byCard, tcsSeller);
  await deliverOrder(await buy(kit, 'upi'), tcsSeller);
  await deliverOrder(await buy(kit, 'cod'), tcsSeller);
  const cancelled = await buy(kit, 'card');
  const cancel = await call(api, 'POST', `/store/orders/${cancelled}/cancellation`, { as: student, body: {} });
  succeeded(cancel);

  const failed = await eventually(
    async () => (await payoutsOf()).find((payout) => payout.id === `order-${byCard}`),
    (payout) => payout?.status === 'failed',
    20_000,
  );
  expect(failed?.status).toBe('failed');
  const retried = await send(api.url, admin, 'POST', `/admin/payouts/order-${byCard}/retry`, {});
  succeeded(retried);

  // Everything settles: every payout paid, every refund processed, every document issued.
  await eventually(
    payoutsOf,
    (payouts) => payouts.length === 6 && payouts.every((payout) => payout.status === 'processed'),
    30_000,
  );
  await eventually(
    async () => Promise.all([refundOf(backend, `project-${split}`), refundOf(backend, `order-${cancelled}`)]),
    (refunds) => refunds.every((refund) => refund?.status === 'processed'),
    20_000,
  );
  await (backend.payouts as SimulatedPayouts).idle();
  await simulatedOf(backend).idle();
  await quiet(async () => {
    const issued = await backend.db.collection(paths.documents).get();
    return `${issued.size}/${issued.docs.filter((doc) => doc.get('ready') === true).length}/${(await backend.db.collection(paths.mails).get()).size}`;
  });
  // The night's fold of the month's days (today's, as tomorrow's run folds it) and the month's statements.
  await foldInsights(backend.db, { from: firstDay, to: today() });
  for (const seller of [tcsSeller, tdsSeller]) await issueMonthlyStatement(backend, seller.uid, monthOfDay(today()));
}, 180_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  backend?.localTasks?.clear();
  await api?.close();
  await backend?.close();
});

/** '₹1,641.50' or '-₹25.61' in paise. */
const paiseOf = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
const RUPEES = '-?₹[\\d,]+\\.\\d\\d';
/** Every amount `pattern` (its first group a rupee amount) finds in `text`, in paise. */
const amountsIn = (text: string, pattern: string) =>
  [...text.matchAll(new RegExp(pattern.replace('AMOUNT', `(${RUPEES})`), 'g'))].map((match) => paiseOf(match[1]!));
const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The figure as each place reads it, against the ledger's: the message names the figure and the place that differs. */
function sameEverywhere(figure: MoneyFigureId, ledgerPaise: number, places: Record<string, number>) {
  const { name, definition } = moneyFigures[figure];
  expect(places, `${name} (${definition})`).toEqual(
    Object.fromEntries(Object.keys(places).map((place) => [place, ledgerPaise])),
  );
}

const ledgerOf = async (keep: (entry: LedgerEntry) => boolean) =>
  figuresOfEntries((await ledgerEntries(backend.db)).filter(keep));

describe("the student's figures", () => {
  it('GMV: what they paid, on Payments, on its receipts read back, and in the ledger', async () => {
    const ledger = await ledgerOf((entry) => entry.payerId === student.uid);
    const payments = (await documentsOf(student.uid)).filter((doc) => doc.audience === 'buyer');
    const paid = payments.filter((doc) => doc.kind !== 'credit-note');
    const receiptTexts = await Promise.all(paid.map((doc) => pdfText(student, doc.id)));
    sameEverywhere('gmv', ledger.gmv, {
      Payments: total(paid.map((doc) => doc.amountPaise)),
      'receipt PDFs': total(receiptTexts.flatMap((text) => amountsIn(text, 'Total paid AMOUNT'))),
    });
    expect(ledger.gmv).toBe(2345_00 + 1500_00 + 4000_00 + 4 * 899_50);
  });

  it('Refunds: on Payments, on the credit notes read back, in the mails, and in the ledger', async () => {
    const ledger = await ledgerOf((entry) => entry.payerId === student.uid);
    const notes = (await documentsOf(student.uid)).filter((doc) => doc.kind === 'credit-note');
    const noteTexts = await Promise.all(notes.map((doc) => pdfText(student, doc.id)));
    const mails = (await mailsTo(student)).map((mail) => mail.text).join('\n');
    sameEverywhere('refunds', ledger.refunds, {
      Payments: total(notes.map((doc) => doc.amountPaise)),
      'credit note PDFs': total(noteTexts.flatMap((text) => amountsIn(text, 'Total refunded AMOUNT'))),
      'refund mails': total(amountsIn(mails, 'Your refund of AMOUNT')),
    });
    expect(ledger.refunds).toBe(500_00 + 899_50);
  });
});

describe.each([
  ['GST-registered (TCS)', () => tcsSeller],
  ['a company (TDS)', () => tdsSeller],
])("a seller's figures: %s", (_who, sellerOf) => {
  let seller: Person;
  let ledger: Awaited<ReturnType<typeof ledgerOf>>;
  let yourPayouts: ReturnType<typeof payoutTotals>;
  let statement: MonthlyStatement;
  let statementText: string;
  let statementCsv: string;
  let payoutStatements: IssuedDocument[];
  let payoutStatementTexts: string;
  let mails: string;
  beforeAll(async () => {
    seller = sellerOf();
    ledger = await ledgerOf((entry) => entry.sellerId === seller.uid);
    yourPayouts = payoutTotals(await payoutsOf(seller.uid));
    statement = await statementOf(backend, seller.uid, monthOfDay(today()), Date.now());
    const issued = (await documentsOf(seller.uid)).find((doc) => doc.kind === 'monthly-statement')!;
    statementText = await pdfText(seller, issued.id);
    statementCsv = new TextDecoder().decode(await fileOf(seller, issued.id, 'csv'));
    payoutStatements = (await documentsOf(seller.uid)).filter((doc) => doc.kind === 'payout-statement');
    payoutStatementTexts = (await Promise.all(payoutStatements.map((doc) => pdfText(seller, doc.id)))).join('\n');
    mails = (await mailsTo(seller))
      .filter((mail) => mail.subject === 'Payout sent')
      .map((mail) => mail.text)
      .join('\n');
  });

  const shares = () => payoutStatements.flatMap((doc) => doc.shares ?? []);

  it('Gross earned: Your Payouts, its chart, the statement (record, PDF, CSV), payout statements, mails', async () => {
    const months = (await backend.db.collection(insightsPaths.sellerEarnings(seller.uid)).get()).docs.map((doc) =>
      sellerMonthSchema.parse(doc.data()),
    );
    const chart = earningsData(months, addDays(today(), 1));
    const csvEarnings = statementCsv
      .split('\n')
      .filter((line) => /^\d{4}-\d\d-\d\d,(Released|Settled|Store sale|Cash on delivery)/.test(line))
      .map((line) => Math.round(Number(line.split(',').at(-2)) * 100));
    sameEverywhere('grossEarned', ledger.grossEarned, {
      'Your Payouts': yourPayouts.earnedPaise,
      'Your Payouts chart': Math.round(chart.totals[0]!.current! * 100),
      statement: statement.draft.summary!.earnedPaise,
      'statement PDF': total(amountsIn(statementText, `${moneyFigures.grossEarned.name} AMOUNT`)),
      'statement CSV': total(csvEarnings),
      'payout statements': total(shares().map((share) => share.sellerPaise)),
      'payout statement PDFs': total(amountsIn(payoutStatementTexts, `${moneyFigures.grossEarned.name} AMOUNT`)),
      'payout mails': total(amountsIn(mails, `\\(AMOUNT ${moneyFigures.grossEarned.name.toLowerCase()}`)),
    });
  });

  it('Tax withheld: Your Payouts, the statement (record, PDF), payout statements, mails', () => {
    sameEverywhere('taxWithheld', ledger.taxWithheld, {
      'Your Payouts': yourPayouts.withheldPaise,
      statement: statement.draft.summary!.withheldPaise,
      'statement PDF': -total(amountsIn(statementText, `${moneyFigures.taxWithheld.name} AMOUNT`)),
      'payout statements': total(shares().map((share) => share.withholding?.totalPaise ?? 0)),
      'payout statement PDFs': total(amountsIn(payoutStatementTexts, `${moneyFigures.taxWithheld.name} AMOUNT`)),
      'payout mails': total(amountsIn(mails, 'less AMOUNT T[CD]S withheld')),
    });
    expect(ledger.taxWithheld).toBeGreaterThan(0);
  });

  it('Net paid: Your Payouts, the statement (record, PDF), payout statements, mails', () => {
    sameEverywhere('netPaid', ledger.netPaid, {
      'Your Payouts': yourPayouts.paidPaise,
      statement: statement.draft.summary!.paidOutPaise,
      'statement PDF': -total(amountsIn(statementText, `${moneyFigures.netPaid.name} AMOUNT`)),
      'payout statements': total(shares().map((share) => share.netPaise)),
      'payout statement PDFs': total(amountsIn(payoutStatementTexts, `${moneyFigures.netPaid.name} AMOUNT`)),
      'payout mails': total(amountsIn(mails, `Your payout of AMOUNT ${moneyFigures.netPaid.name.toLowerCase()}`)),
    });
  });

  it('Owed and On its way: Your Payouts and the statement’s closing balance (record, PDF)', () => {
    const owedOnYourPayouts = yourPayouts.onItsWayPaise + yourPayouts.waitingPaise + yourPayouts.failedPaise;
    sameEverywhere('owed', ledger.owed, {
      'Your Payouts (on its way, waiting, failed)': owedOnYourPayouts,
      'statement closing balance': statement.draft.summary!.closingPaise,
      'statement PDF': total(amountsIn(statementText, 'Closing balance AMOUNT')),
    });
    sameEverywhere('onItsWay', 0, { 'Your Payouts': yourPayouts.onItsWayPaise });
  });

  it('links every payout mail to what it paid for (a store sale its order)', async () => {
    for (const mail of await mailsTo(seller))
      if (mail.subject.startsWith('Payout'))
        expect(mail.text, mail.subject).toMatch(/\/dashboard\?(project|order)=[\w-]+\n/);
  });

  it('names its share what the glossary names it in every mail: the payout is what was paid, net', async () => {
    const all = (await mailsTo(seller)).map((mail) => mail.text).join('\n');
    const paid = new Set(amountsIn(mails, 'Your payout of AMOUNT'));
    // Whatever a mail calls 'your payout' is a payout's net paid, never the gross share before tax.
    for (const amount of amountsIn(all, 'Your payout (?:is|will be|of) AMOUNT')) expect(paid).toContain(amount);
  });
});

describe("the admin's figures", () => {
  let ledger: Awaited<ReturnType<typeof ledgerOf>>;
  let money: Balances;
  beforeAll(async () => {
    ledger = await ledgerOf(() => true);
    const answer = await send(api.url, admin, 'GET', '/admin/ledger');
    succeeded(answer);
    money = balancesSchema.parse(answer.body.balances);
  });

  it("Platform's share: Money, the admin's payouts, Insights, the platform's invoices, GSTR-1", async () => {
    const payouts = await payoutsOf();
    const invoices = (await backend.db.collection(paths.documents).where('kind', '==', 'platform-invoice').get()).docs;
    const invoiceTexts = await Promise.all(invoices.map((doc) => pdfText(admin, doc.id)));
    const exports = await send(api.url, admin, 'POST', '/admin/tax-exports', { month: monthOfDay(today()) });
    succeeded(exports);
    const files = exports.body.files as ExportFile[];
    const gstr1 = await Promise.all(
      files.filter((file) => file.kind.startsWith('gstr1')).map((file) => csvTotal(file, ['Invoice Value'])),
    );
    const b2cs = files.find((file) => file.kind === 'gstr1b2cs')!;
    const b2csTax = await csvTotal(b2cs, [
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
    ]);
    sameEverywhere('platformShare', ledger.platformShare, {
      Money: money.platformSharePaise,
      "admin's payouts": total(payouts.map((payout) => payout.platformPaise)),
      'Insights (by day)': Math.round((await insightsTotal('platform-share', '7d', 'day')) * 100),
      "platform's invoices": total(invoices.map((doc) => doc.get('amountPaise') as number)),
      "platform's invoice PDFs": total(invoiceTexts.flatMap((text) => amountsIn(text, 'Total AMOUNT'))),
      'GSTR-1 (B2B invoice values, B2CS taxable value and tax)': gstr1[0]! + b2csTax,
    });
  });

  it('Tax withheld and Net paid: Money, GSTR-8 and Form 26Q', async () => {
    const exports = await send(api.url, admin, 'POST', '/admin/tax-exports', { month: monthOfDay(today()) });
    const files = exports.body.files as ExportFile[];
    const tcs = await csvTotal(
      files.find((file) => file.kind === 'gstr8')!,
      ['Integrated tax', 'Central tax', 'State/UT tax'],
    );
    const tds = await csvTotal(
      files.find((file) => file.kind === 'tds26q')!,
      ['Total tax deducted'],
    );
    sameEverywhere('taxWithheld', ledger.taxWithheld, {
      Money: money.taxWithheldPaise,
      'GSTR-8 + Form 26Q': tcs + tds,
    });
    sameEverywhere('netPaid', ledger.netPaid, { Money: money.paidOutPaise });
    sameEverywhere('owed', ledger.owed, { Money: money.owedToSellersPaise });
  });

  it('GMV, refunds and take rate: Insights over the same range, whatever the grouping, and the ledger', async () => {
    for (const range of ranges)
      for (const granularity of granularities) {
        const at = `${range} by ${granularity}`;
        sameEverywhere('gmv', ledger.gmv, { [at]: Math.round((await insightsTotal('gmv', range, granularity)) * 100) });
        sameEverywhere('refunds', ledger.refunds, {
          [at]: Math.round((await insightsTotal('refunds', range, granularity)) * 100),
        });
        sameEverywhere('platformShare', ledger.platformShare, {
          [at]: Math.round((await insightsTotal('platform-share', range, granularity)) * 100),
        });
        expect(await insightsTotal('take-rate', range, granularity), at).toBeCloseTo(
          (ledger.platformShare / ledger.gmv) * 100,
          6,
        );
      }
  });

  it("the rows of each range's CSV add up to its total, whatever the grouping", async () => {
    for (const range of ranges)
      for (const granularity of granularities) {
        const data = await insightsChart('gmv', range, granularity);
        const rows = csvOf(data, granularity).trim().split(/\r?\n/).slice(1);
        const csvTotal = total(rows.map((row) => Math.round(Number(row.split(',').at(-1)) * 100)));
        sameEverywhere('gmv', ledger.gmv, { [`${range} by ${granularity}, its CSV's rows`]: csvTotal });
      }
  });
});

/** A CSV export's Total row, the named columns added, in paise. */
async function csvTotal(file: ExportFile, columns: string[]): Promise<number> {
  const response = await fetch(`${api.url}${file.url}`);
  const rows = (await response.text())
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  const header = rows[0]!;
  const totalRow = rows.find((row) => row[0] === 'Total')!;
  return total(columns.map((column) => Math.round(Number(totalRow[header.indexOf(column)]) * 100)));
}

const folded: Record<string, Map<string, Figures>> = {};

/** The Insights chart as the page shows it tomorrow (the fold has folded today), from only the documents it reads. */
async function insightsChart(chartId: string, range: Range, granularity: Granularity) {
  const day = addDays(today(), 1);
  const { period, buckets, reads } = rangeView(range, granularity, day);
  // Each document the page would read, from what the fold wrote (read once for the file: nothing changes it now).
  const read = async (collection: string, ids: string[], parse: (data: unknown) => Figures) => {
    folded[collection] ??= new Map(
      (await backend.db.collection(collection).get()).docs.map((doc) => [doc.id, parse(doc.data())]),
    );
    const all = folded[collection];
    return new Map(ids.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  };
  const stored = {
    days: await read(insightsPaths.insightsDays, reads.days, (data) => insightsDaySchema.parse(data).figures),
    months: await read(insightsPaths.insightsMonths, reads.months, (data) => insightsMonthSchema.parse(data).figures),
  };
  const chart = insightCharts.find((each) => each.id === chartId)!;
  return chartDataOf(chart, period, buckets, granularity, stored);
}

const insightsTotal = async (chartId: string, range: Range, granularity: Granularity) =>
  (await insightsChart(chartId, range, granularity)).totals[0]!.current ?? 0;

describe('the books', () => {
  it('add up after the month', async () => {
    expect(await currentLedgerProblems(backend.db)).toEqual([]);
  });
});
