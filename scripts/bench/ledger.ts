// The daily reconciliation at size (decision 029): a day of 10,000 provider movements (4,000 payments captured,
// 3,000 refunds and 3,000 payouts processed), each booked in the ledger and kept in the simulated providers' journal,
// a few of them booked for another amount; then how long reconcileDay takes and how many Firestore documents it
// reads, beside one plain read of the day's entries in the same run. Bounded: one day, one run.
import type { Firestore } from 'firebase-admin/firestore';
import { indiaDay, indiaDayRange } from '@marketplace/shared/ledger/india-day';
import {
  captureEntry,
  ledgerSubject,
  payoutPaidEntry,
  refundPaidEntry,
  type EntryDraft,
} from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import {
  firestoreJournal,
  journalCollection,
  type JournalKind,
} from '../../functions/src/adapters/simulated-journal.ts';
import { simulatedPayments } from '../../functions/src/adapters/simulated-payments.ts';
import { simulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { reconcileDay } from '../../functions/src/features/ledger/reconcile-day.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import type { BenchFirestore } from './bench-stack.ts';
import type { Figure } from './figures.ts';
import { countingReads } from './firestore-counts.ts';

const PAYMENTS = 4_000;
const REFUNDS = 3_000;
const PAYOUTS = 3_000;
/** Booked for a paisa more than the provider moved: the differences the run must find. */
const DIFFERING = 10;

const keys = { keySecret: 'bench-key-secret', webhookSecret: 'bench-webhook-secret' };

async function seedDay(db: Firestore, day: string): Promise<void> {
  const { start } = indiaDayRange(day);
  const at = (i: number) => start + 60_000 + i * 5_000;
  const writer = db.bulkWriter();
  const journal = (kind: JournalKind, id: string, item: Record<string, unknown>) =>
    void writer.set(db.doc(`${journalCollection(kind)}/${id}`), { id, ...item });
  const book = (draft: EntryDraft, when: number) =>
    void writer.set(db.doc(paths.ledgerEntry(draft.id)), storedEntry(draft, when));
  for (let i = 0; i < PAYMENTS; i++) {
    const orderId = `order_sim_bench_${i}`;
    const paymentId = `pay_sim_bench_${i}`;
    const amountPaise = 10_000 + i;
    const party = { subject: ledgerSubject.project(`bench-${i}`), payerId: 'bench-student', sellerId: null };
    void writer.set(db.doc(paths.paymentOrder(orderId)), { purpose: 'project', status: 'paid', amountPaise });
    journal('payment', paymentId, { createdAt: at(i), amountPaise, status: 'captured', fields: { orderId } });
    const booked = i < DIFFERING ? amountPaise + 1 : amountPaise;
    book(captureEntry(party, { paymentId, paymentOrderId: orderId, amountPaise: booked }), at(i));
  }
  for (let i = 0; i < REFUNDS; i++) {
    const refundId = `project-bench-${i}`;
    const providerRefundId = `rfnd_sim_bench_${i}`;
    const party = { subject: ledgerSubject.project(`bench-${i}`), payerId: 'bench-student', sellerId: null };
    journal('refund', providerRefundId, {
      createdAt: at(i),
      amountPaise: 5_000,
      status: 'processed',
      fields: { refundId, attempt: '1', paymentId: `pay_sim_bench_${i}` },
    });
    book(refundPaidEntry(party, { refundId, amountPaise: 5_000, providerRefundId }), at(i));
  }
  for (let i = 0; i < PAYOUTS; i++) {
    const payoutId = `bench-${i}`;
    const providerPayoutId = `pout_sim_bench_${i}`;
    const party = { subject: ledgerSubject.project(payoutId), payerId: null, sellerId: 'bench-seller' };
    journal('payout', providerPayoutId, {
      createdAt: at(i),
      amountPaise: 3_500,
      status: 'processed',
      fields: { payoutId, attempt: '1', utr: `UTR${i}` },
    });
    book(payoutPaidEntry(party, { payoutId, attempt: 1, amountPaise: 3_500, providerPayoutId, utr: `UTR${i}` }), at(i));
  }
  await writer.close();
}

export async function benchReconciliation({ db }: BenchFirestore, say: (line: string) => void): Promise<Figure[]> {
  const day = indiaDay(Date.now() - 3 * 24 * 60 * 60 * 1000);
  say(`reconciliation: seeding ${(PAYMENTS + REFUNDS + PAYOUTS).toLocaleString('en')} movements for ${day}`);
  await seedDay(db, day);
  const journal = firestoreJournal(db);
  const deps = {
    db,
    payments: simulatedPayments(keys, { journal }),
    payouts: simulatedPayouts(keys, { journal }),
    // Nothing is missing from the ledger here: a heal would be a fault of the bench's seed.
    movementReports: {
      paymentCaptured: async () => {
        throw new Error('the bench day has nothing to heal');
      },
      refundReported: async () => {
        throw new Error('the bench day has nothing to heal');
      },
      payoutReported: async () => {
        throw new Error('the bench day has nothing to heal');
      },
    },
  };
  say('reconciliation: one plain read of the day, then the reconciliation');
  const plainStarted = performance.now();
  const plain = await countingReads(() => db.collection(paths.ledgerEntries).where('day', '==', day).get());
  const plainMs = performance.now() - plainStarted;
  const started = performance.now();
  const { result: run, reads } = await countingReads(() => reconcileDay(deps, day));
  const ms = performance.now() - started;
  if (run.differences !== DIFFERING) say(`reconciliation: expected ${DIFFERING} differences, found ${run.differences}`);
  const movements = PAYMENTS + REFUNDS + PAYOUTS;
  return [
    {
      name: `reconcile a day of ${movements.toLocaleString('en')} movements`,
      value: ms,
      unit: 'ms',
      baseline: { name: "one read of the day's entries", value: plainMs },
    },
    {
      name: 'reconciliation Firestore reads',
      value: reads,
      unit: 'docs',
      baseline: { name: "the day's entries", value: plain.reads },
    },
    {
      name: 'reconciliation differences found',
      value: run.differences,
      unit: 'count',
      target: { value: DIFFERING, kind: 'max' },
    },
  ];
}
