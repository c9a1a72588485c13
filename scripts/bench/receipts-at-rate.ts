// Receipts while payments arrive (decisions 039, 066): captures fed at a fixed 10 a second for N seconds, each
// booked as its ledger entry and its receipt issued through the trigger's own path (numbered in the issuing
// transaction, rendered, stored through the Media port), timed from the moment the capture was due to the receipt
// ready. The feed does not wait for the receipts: a slow one queues the next ones behind it, as a rush of payments
// would. Beside it, in the same run, the same entries and records written straight at the same rate. The trigger's
// delivery (the emulator's or Cloud Functions') is not in the figure: the entry is handed to the issuer when written.
import type { Firestore } from 'firebase-admin/firestore';
import { paymentDocument } from '@marketplace/shared/documents/buyer-documents';
import { buyerParty, sellerParty } from '@marketplace/shared/documents/parties';
import { sampleTaxConfig as config } from '@marketplace/shared/documents/tax-config';
import { captureEntry, entryFields, ledgerSubject, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { localDiskMedia } from '../../functions/src/adapters/local-disk-media.ts';
import { issueFor } from '../../functions/src/features/documents/entry-documents.ts';
import { storedEntry } from '../../functions/src/platform/ledger.ts';
import type { BenchFirestore } from './bench-stack.ts';
import { seedParties, sellerId } from './documents.ts';
import { p50AndP99, percentile, type Figure } from './figures.ts';
import { countingDocuments } from './firestore-counts.ts';
import { temporaryDir } from '../temporary-dir.ts';

/** Payments a second: an hour's rush at a busy marketplace. */
export const RECEIPTS_PER_SECOND = 10;
/** The issue's goal: a receipt ready within 5 s of its capture at p99. */
const P99_TARGET_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The projects the captures pay for, written before the feed (a project exists before it is paid for). */
async function seedProjects(db: Firestore, count: number, prefix: string): Promise<void> {
  const writer = db.bulkWriter();
  seedParties(db, writer, Date.now());
  for (let i = 0; i < count; i++) {
    const projectId = `${prefix}-${i}`;
    void writer.set(db.doc(paths.project(projectId)), {
      title: `Bench project ${i}`,
      sellerId: sellerId(i),
      studentId: 'bench-student',
    });
    void writer.set(db.doc(paths.projectDelivery(projectId)), { deliveryAddress: 'Hostel 4, Indore, Madhya Pradesh' });
  }
  await writer.close();
}

function captureOf(prefix: string, i: number, at: number): LedgerEntry {
  const party = { subject: ledgerSubject.project(`${prefix}-${i}`), payerId: 'bench-student', sellerId: null };
  const payment = { paymentId: `pay_${prefix}_${i}`, paymentOrderId: `order_${prefix}_${i}`, amountPaise: 100_001 + i };
  const draft = captureEntry(party, payment);
  return { ...entryFields(draft, at), id: draft.id, at } as LedgerEntry;
}

/**
 * Starts `work(i)` at `perSecond` a second for `count` items without waiting for one to finish before the next is
 * due; each one's time runs from when it was due (so a late start, the process being busy, counts against it).
 */
async function feed(count: number, perSecond: number, work: (i: number, at: number) => Promise<void>) {
  const times: number[] = [];
  let failed = 0;
  const running: Promise<void>[] = [];
  const start = performance.now();
  const wall = Date.now();
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    running.push(
      work(i, wall + (due - start)).then(
        () => void times.push(performance.now() - due),
        () => void (failed += 1),
      ),
    );
  }
  const fedSeconds = (performance.now() - start) / 1000;
  await Promise.all(running);
  return { times, failed, fedPerSecond: count / Math.max(fedSeconds, (count - 1) / perSecond) };
}

export async function benchReceiptsAtRate(
  { db }: BenchFirestore,
  say: (line: string) => void,
  seconds: number,
): Promise<Figure[]> {
  const count = Math.round(seconds * RECEIPTS_PER_SECOND);
  say(`receipts at ${RECEIPTS_PER_SECOND}/s: seeding ${count.toLocaleString('en')} projects, twice`);
  await Promise.all([seedProjects(db, count, 'bench-rate'), seedProjects(db, count, 'bench-rate-plain')]);

  say(
    `receipts at ${RECEIPTS_PER_SECOND}/s: the same entries and records written straight for ${seconds} s (baseline)`,
  );
  const buyer = buyerParty({ fullName: 'Bench Student' }, 'Hostel 4, Indore, Madhya Pradesh');
  const seller = sellerParty({ fullName: 'Bench Seller' }, null);
  const plain = await countingDocuments(() =>
    feed(count, RECEIPTS_PER_SECOND, async (i, at) => {
      const entry = captureOf('bench-rate-plain', i, at);
      await db.doc(paths.ledgerEntry(entry.id)).create(storedEntry(entry, at));
      const {
        id,
        at: dated,
        ...fields
      } = paymentDocument({
        entry,
        ownerId: 'bench-student',
        title: `Bench project ${i}`,
        supply: 'project',
        buyer,
        seller,
        config,
      });
      await db.doc(`${paths.documents}-baseline/${id}`).set({ ...fields, at: new Date(dated ?? at), ready: true });
    }),
  );

  say(`receipts at ${RECEIPTS_PER_SECOND}/s: captures booked and their receipts issued for ${seconds} s`);
  const media = localDiskMedia(temporaryDir('bench-receipts-'), 'bench-receipts-signing');
  const deps = { db, media, taxConfig: config };
  const issued = await countingDocuments(() =>
    feed(count, RECEIPTS_PER_SECOND, async (i, at) => {
      const entry = captureOf('bench-rate', i, at);
      await db.doc(paths.ledgerEntry(entry.id)).create(storedEntry(entry, at));
      const document = await issueFor(deps, entry);
      if (!document?.ready || !document.serial) throw new Error(`receipt of ${entry.id} not ready`);
    }),
  );

  const serials = await db.collection(paths.documents).where('ownerId', '==', 'bench-student').select('serial').get();
  const numbered = serials.docs.map((doc) => doc.get('serial') as unknown).filter((serial) => serial);
  const per = (n: number) => n / count;
  return [
    {
      name: `captures fed a second (${seconds} s)`,
      value: issued.result.fedPerSecond,
      unit: '/s',
      baseline: { name: 'written straight', value: plain.result.fedPerSecond },
      target: { value: RECEIPTS_PER_SECOND * 0.95, kind: 'min' },
    },
    ...p50AndP99('capture to receipt ready', issued.result.times, {
      name: 'written straight',
      values: plain.result.times,
    }).map((figure) =>
      figure.name.endsWith('p99') ? { ...figure, target: { value: P99_TARGET_MS, kind: 'max' as const } } : figure,
    ),
    {
      name: 'capture to receipt ready max',
      value: percentile(issued.result.times, 100),
      unit: 'ms',
      baseline: { name: 'written straight', value: percentile(plain.result.times, 100) },
    },
    {
      name: 'receipts failed or not ready',
      value: issued.result.failed,
      unit: 'count',
      target: { value: 0, kind: 'max' },
    },
    {
      name: 'receipt serials taken twice',
      value: numbered.length - new Set(numbered).size,
      unit: 'count',
      target: { value: 0, kind: 'max' },
    },
    {
      name: 'Firestore reads per receipt at rate',
      value: per(issued.reads),
      unit: 'docs',
      baseline: { name: 'written straight', value: per(plain.reads) },
    },
    {
      name: 'Firestore writes per receipt at rate',
      value: per(issued.writes),
      unit: 'docs',
      baseline: { name: 'written straight', value: per(plain.writes) },
    },
  ];
}
