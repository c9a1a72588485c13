// The console over 100,000 store orders (decision 076): the Money area's and the Dashboard's first screens, each read
// as the admin's browser reads it (the web app's admin adapters, signed in, under the rules; a fresh client per visit)
// or, for the chargebacks, as the server's endpoint reads them, with how many documents each read and how long until
// it had its data, beside the same documents read directly (the admin SDK, the same query) in the same run. Every
// order is delivered and paid out (100,000 payouts, one in a hundred failed), one in fifty refunded (one in a hundred
// of those failed), one in two hundred charged back. The Money view's ledger figures are --money-only's (1,000,000
// entries). Target: a bounded number of documents and data within 1.5 s.
import { Timestamp, type Firestore, type Query as AdminQuery } from 'firebase-admin/firestore';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { TOTALS_COUNTER } from '@marketplace/shared/insights/totals';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout } from '@marketplace/shared/payouts/payout';
import { productSchema } from '@marketplace/shared/store/product';
import { listChargebacks } from '../../functions/src/features/payments/answer-chargeback.ts';
import { orderedProduct, storeOrderDocument } from '../../functions/src/features/store/store-records.ts';
import { firestoreAdmin } from '../../web/src/features/admin/firestore-admin.ts';
import { firestoreDisputes } from '../../web/src/features/escrow/firestore-disputes.ts';
import { firestorePayouts } from '../../web/src/features/payouts/firestore-payouts.ts';
import { PAYOUTS_PAGE } from '../../web/src/features/payouts/payouts.port.ts';
import { firstValue } from '../../web/src/lib/watch.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { medianVisit, timed, visitFigures, type Figure } from './figures.ts';
import { browserVisits } from './web-client.ts';

const ORDERS = 100_000;
const SELLERS = 200;
const BUYERS = 5_000;
/** Visits per figure: the median is reported, the first visit paying the emulator's first query of its shape. */
const VISITS = 5;
const MINUTE = 60_000;
const asAdmin = { sub: 'bench-console-admin', email: 'admin@example.test', email_verified: true, admin: true };

const orderId = (n: number) => `bench-console-order-${String(n).padStart(6, '0')}`;

async function seed(db: Firestore, say: (line: string) => void): Promise<void> {
  // Unthrottled: BulkWriter starts at 500 writes a second and ramps up over minutes, the emulator takes more.
  const writer = db.bulkWriter({ throttling: false });
  const start = Date.now() - ORDERS * MINUTE;
  for (let n = 0; n < ORDERS; n++) {
    const at = start + n * MINUTE;
    const seller = { uid: `bench-console-seller-${n % SELLERS}`, email: `seller${n % SELLERS}@bench.test` };
    const buyer = { uid: `bench-console-buyer-${n % BUYERS}`, email: `buyer${n % BUYERS}@bench.test` };
    const product = productSchema.parse({
      id: `bench-console-kit-${n % 1000}`,
      name: `Bench kit ${n % 1000}`,
      description: 'A kit of the console-at-size bench.',
      price: 2500,
      imageUrl: '',
      sellerId: seller.uid,
      sellerEmail: seller.email,
    });
    const id = orderId(n);
    void writer.set(db.doc(paths.storeOrder(id)), {
      ...storeOrderDocument({
        buyer,
        product: orderedProduct(product),
        deliveryAddress: '12 Long Street, Bhopal',
        paymentMethod: 'upi',
        razorpay: { paymentId: `pay_Console${n}`, orderId: `order_Console${n}` },
      }),
      orderStatus: 'Delivered',
      orderedAt: Timestamp.fromMillis(at),
    });
    const failed = n % 100 === 7;
    void writer.set(db.doc(paths.payout(`order-${id}`)), {
      projectId: '',
      subject: ledgerSubject.order(id),
      sellerId: seller.uid,
      sellerEmail: seller.email,
      studentId: buyer.uid,
      title: product.name,
      currency: 'INR',
      sellerPaise: 1750,
      platformPaise: 750,
      budgetPaise: 2500,
      ...unsentPayout,
      status: failed ? 'failed' : 'processed',
      attempt: 1,
      reference: failed ? null : `UTR${n}`,
      failureReason: failed ? 'Invalid VPA' : null,
      createdAt: Timestamp.fromMillis(at + 3 * 24 * 60 * MINUTE),
    });
    if (n % 50 === 3) {
      const refundFailed = n % 5000 === 3;
      void writer.set(db.doc(paths.refund(`bench-console-refund-${n}`)), {
        purpose: 'store',
        subjectId: id,
        payerId: buyer.uid,
        title: product.name,
        paymentId: `pay_Console${n}`,
        paymentOrderId: `order_Console${n}`,
        amountPaise: 2500,
        currency: 'INR',
        status: refundFailed ? 'failed' : 'processed',
        attempt: 1,
        sentAttempt: 1,
        providerRefundId: refundFailed ? null : `rfnd_${n}`,
        failureReason: refundFailed ? 'The bank refused it.' : null,
        requestedAt: at + MINUTE,
        updatedAt: at + 2 * MINUTE,
      });
    }
    if (n % 200 === 11) {
      const open = n > ORDERS - 2000;
      void writer.set(db.doc(paths.chargeback(`disp_Console${n}`)), {
        paymentId: `pay_Console${n}`,
        paymentOrderId: `order_Console${n}`,
        subject: ledgerSubject.order(id),
        subjectId: id,
        purpose: 'store',
        title: product.name,
        payerId: buyer.uid,
        sellerId: seller.uid,
        amountPaise: 2500,
        feePaise: 750,
        sellerSharePaise: 1750,
        treatment: 'recovered',
        payoutId: `order-${id}`,
        reasonCode: 'product_not_received',
        reason: '',
        phase: 'chargeback',
        respondBy: at + 10 * 24 * 60 * MINUTE,
        status: open ? 'open' : 'won',
        response: open ? 'none' : 'submitted',
        openedAt: at + 20 * 24 * 60 * MINUTE,
        updatedAt: at + 25 * 24 * 60 * MINUTE,
      });
    }
    // A few projects in dispute: what waits in the disputes' queue.
    if (n % 10_000 === 0)
      void writer.set(db.doc(paths.project(`bench-console-disputed-${n}`)), {
        title: `Disputed project ${n}`,
        description: 'A project of the console-at-size bench.',
        studentId: buyer.uid,
        studentEmail: buyer.email,
        sellerId: seller.uid,
        sellerEmail: seller.email,
        status: 'In Progress',
        paymentStatus: 'Funded',
        budget: 1500,
        deadline: Timestamp.fromMillis(at + 30 * 24 * 60 * MINUTE),
        createdAt: Timestamp.fromMillis(at),
        disputeStatus: 'open',
        disputedAt: Timestamp.fromMillis(at + 10 * 24 * 60 * MINUTE),
      });
    if (n > 0 && n % 20_000 === 0) say(`  ${n.toLocaleString('en')} orders written`);
  }
  await writer.close();
}

/** A first screen's documents and time to its data in the admin's browser: the median of VISITS fresh clients. */
const visit = (
  firestore: BenchFirestore,
  name: string,
  read: (db: Parameters<typeof firestoreAdmin>[0]) => Promise<number>,
) => browserVisits(firestore, `console-${name}`, VISITS, read, asAdmin);

/** The same documents read directly: the admin SDK, the same query, the median of VISITS. */
const direct = async (name: string, read: () => Promise<number>) => ({
  name,
  ...(await medianVisit(VISITS, () => timed(read))),
});

const sizeOf = (query: AdminQuery) => query.get().then((snapshot) => snapshot.size);

export async function benchConsolePages(firestore: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  const { db } = firestore;
  say(`seeding ${ORDERS.toLocaleString('en')} delivered store orders with their payouts, refunds and chargebacks`);
  await seed(db, say);
  const payouts = db.collection(paths.payouts);
  const sized = `(${ORDERS.toLocaleString('en')} orders)`;
  const figures: Figure[] = [];
  const screen = async (
    label: string,
    read: (web: Parameters<typeof firestoreAdmin>[0]) => Promise<number>,
    same: () => Promise<number>,
    maxReads: number,
  ) => {
    const seen = await visit(firestore, label, read);
    const baseline = await direct('the same documents, read directly', same);
    figures.push(
      ...visitFigures(
        { reads: `console ${label}: first screen reads ${sized}`, time: `console ${label}: time to data` },
        seen,
        baseline,
        maxReads,
      ),
    );
  };

  await screen(
    'payouts, all',
    async (web) => (await firstValue(firestorePayouts(web).watchAllPayouts('all', PAYOUTS_PAGE))).length,
    () => sizeOf(payouts.orderBy('createdAt', 'desc').limit(PAYOUTS_PAGE)),
    PAYOUTS_PAGE,
  );
  await screen(
    'payouts, failed',
    async (web) => (await firstValue(firestorePayouts(web).watchAllPayouts('failed', PAYOUTS_PAGE))).length,
    () => sizeOf(payouts.where('status', '==', 'failed').orderBy('createdAt', 'desc').limit(PAYOUTS_PAGE)),
    PAYOUTS_PAGE,
  );
  await screen(
    'failed refunds',
    async (web) => (await firstValue(firestoreAdmin(web).watchFailedRefunds())).length,
    () => sizeOf(db.collection(paths.refunds).where('status', '==', 'failed')),
    50,
  );
  await screen(
    'open disputes',
    async (web) => (await firstValue(firestoreDisputes(web).watchOpenDisputes())).length,
    () => sizeOf(db.collection(paths.projects).where('disputeStatus', '==', 'open').orderBy('disputedAt', 'desc')),
    50,
  );
  await screen(
    "dashboard's tiles",
    // The tiles are the counter's shards, summed in the browser: as many documents as there are shards.
    async (web) => {
      await firstValue(firestoreAdmin(web).watchStats());
      return sizeOf(db.collection(insightsPaths.counterShards(TOTALS_COUNTER)));
    },
    () => sizeOf(db.collection(insightsPaths.counterShards(TOTALS_COUNTER))),
    10,
  );

  // The chargebacks' list is the server's (an admin endpoint): its handler's own reads, on this process.
  const chargebacks = await medianVisit(VISITS, () =>
    timed(async () => {
      const answer = await listChargebacks({ db });
      return answer.ok ? answer.value.chargebacks.length : 0;
    }),
  );
  figures.push(
    ...visitFigures(
      { reads: `console chargebacks: the list reads ${sized}`, time: 'console chargebacks: time to the list' },
      chargebacks,
      await direct('every case, read directly', () => sizeOf(db.collection(paths.chargebacks))),
      100,
    ),
  );
  // What the payouts' first screen read before it was paged: every payout.
  const every = await direct('-', () => sizeOf(payouts));
  figures.push(
    {
      name: 'every payout, read directly (the payouts screen before)',
      value: every.reads,
      unit: 'docs',
      baseline: { name: 'a page of them', value: PAYOUTS_PAGE },
    },
    { name: 'every payout, read directly: time', value: every.ms, unit: 'ms' },
  );
  return figures.map((figure) =>
    figure.unit === 'ms' && figure.name.startsWith('console ')
      ? { ...figure, target: { value: 1500, kind: 'max' as const } }
      : figure,
  );
}
