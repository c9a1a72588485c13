// The money figures read one way (decision 044): a scripted month on the local host, with every trigger delivered as
// `npm start` delivers them (fund and release, a dispute settled by a split, a cancellation refunded, store purchases
// by card, UPI and cash on delivery, a payout with TCS, one with TDS, a failed payout sent again), and then each figure
// of the glossary (shared money-figures.ts) read from every place that shows it, for the student, the seller and the
// admin: the screens' reads (Payments, Your Payouts with its chart and statement, the admin's payouts, Money,
// Insights), the PDFs read back, the CSV exports and the mails. One month for every assertion: it takes a while.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsData } from '@marketplace/shared/insights/earnings';
import { chartDataOf } from '@marketplace/shared/insights/chart-data';
import { insightsDaySchema, insightsMonthSchema, sellerMonthSchema } from '@marketplace/shared/insights/figures';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { insightCharts } from '@marketplace/shared/insights/metrics';
import { addDays, bucketsOf, granularities, periodOf, readsFor } from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { figuresOfEntries } from '@marketplace/shared/ledger/money-figures';
import { balancesSchema } from '@marketplace/shared/ledger/ledger-api';
import { issuedDocumentSchema, type IssuedDocument } from '@marketplace/shared/documents/document';
import { monthOfDay } from '@marketplace/shared/documents/financial-year';
import { gstinCheckCharacter } from '@marketplace/shared/documents/tax-ids';
import { paths } from '@marketplace/shared/paths';
import { payoutSchema, type Payout } from '@marketplace/shared/payouts/payout';
import { payoutTotals } from '@marketplace/shared/payouts/payout-totals';
import type { PaymentOrder, PaymentResult } from '@marketplace/shared/payments/payments-api';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import type { SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { issueMonthlyStatement, statementOf } from '../../functions/src/features/documents/monthly-statements.ts';
import { foldInsights } from '../../functions/src/features/insights/fold-insights.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { deliverPubSub } from '../../functions/src/local/deliver-pubsub.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { readPdf } from '../support/read-pdf.ts';
import { expectConsole } from '../support/fail-on-console.ts';
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

const rupees = (paise: number) => formatRupees(fromPaise(paise));

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
  stops.push(await deliverPubSub(backend.pubsub, delivered, backend));

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
  simulatedOf(backend); // the provider is the simulated one
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
  await foldInsights(backend.db, { from: today(), to: today() });
  for (const seller of [tcsSeller, tdsSeller]) await issueMonthlyStatement(backend, seller.uid, monthOfDay(today()));
}, 180_000);

afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  backend?.localTasks?.clear();
  await api?.close();
  await backend?.close();
});

describe('the scripted month', () => {
  it('leaves the books adding up', async () => {
    expect(await currentLedgerProblems(backend.db)).toEqual([]);
    const entries = await ledgerEntries(backend.db);
    console.log(JSON.stringify(entries.map((e) => [e.kind, e.subject, e.sellerId, e.totals])));
    console.log(JSON.stringify(figuresOfEntries(entries)));
  });
});
