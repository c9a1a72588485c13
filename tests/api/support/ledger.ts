// The ledger in the API suites (decision 029): captures booked for the funded projects and paid orders the suites
// seed past the API (as record-payment.ts books them), and the ledger's invariants, checked after every test.
import { isDeepStrictEqual } from 'node:util';
import type { Firestore } from 'firebase-admin/firestore';
import { sumsOf } from '@marketplace/shared/ledger/ledger-sums';
import { ledgerProblems } from '@marketplace/shared/ledger/invariants';
import { captureEntry, ledgerEntrySchema, type LedgerEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { issueEntryDocuments, type DocumentDeps } from '../../../functions/src/features/documents/entry-documents.ts';
import { currentSums } from '../../../functions/src/platform/ledger-balances.ts';
import { storedEntry } from '../../../functions/src/platform/ledger.ts';

/** What the server books when a payment of `amountPaise` for `subject` is captured. */
export async function bookCapture(
  db: Firestore,
  capture: { subject: string; payerId: string; paymentId: string; paymentOrderId: string; amountPaise: number },
): Promise<void> {
  const { subject, payerId, ...payment } = capture;
  const draft = captureEntry({ subject, payerId, sellerId: null }, payment);
  await db.doc(paths.ledgerEntry(draft.id)).set(storedEntry(draft, Date.now()));
}

/** The entry's documents issued, as its trigger's delivery (the local host's or Cloud Functions') hands it over. */
export async function deliverEntry(deps: DocumentDeps, entryId: string): Promise<void> {
  const entry = await deps.db.doc(paths.ledgerEntry(entryId)).get();
  await issueEntryDocuments(deps, {
    id: `change-${entryId}`,
    path: entry.ref.path,
    params: { entryId },
    before: null,
    after: entry.data() ?? null,
  });
}

export async function ledgerEntries(db: Firestore): Promise<LedgerEntry[]> {
  const stored = await db.collection(paths.ledgerEntries).get();
  return stored.docs.map((entry) => ledgerEntrySchema.parse({ ...entry.data(), id: entry.id }));
}

/**
 * The console's balances (the newest closed day's plus the entries after it, decision 055) must be the entries' own
 * sums: a closed day that missed an entry, or counted one twice, shows here.
 */
async function balanceProblems(db: Firestore, entries: readonly LedgerEntry[]): Promise<string[]> {
  if ((await db.collection(paths.ledgerBalances).limit(1).get()).empty) return [];
  const [closed, summed] = [await currentSums(db), sumsOf(entries)];
  return isDeepStrictEqual(closed, summed)
    ? []
    : [`the closed days' balances ${JSON.stringify(closed)} are not the entries' ${JSON.stringify(summed)}`];
}

const endedPayment = ['Released', 'Refunded', 'Settled'];
const endedOrder = ['Delivered', 'Cancelled'];

/** Whether the subject's money should be held no more: a project released, refunded or settled; an order ended. */
async function hasEnded(db: Firestore, subject: string): Promise<boolean> {
  const [kind, ...rest] = subject.split('-');
  const id = rest.join('-');
  if (kind === 'project') return endedPayment.includes((await db.doc(paths.project(id)).get()).get('paymentStatus'));
  if (kind === 'order') return endedOrder.includes((await db.doc(paths.storeOrder(id)).get()).get('orderStatus'));
  // An orphaned payment is owed back at once: nothing of it is ever held.
  return kind === 'payment';
}

/**
 * The ledger's problems now (ledgerProblems), read twice around the subjects' states so that a movement committed
 * in between is not mistaken for money held on a subject that ended.
 */
export async function currentLedgerProblems(db: Firestore): Promise<string[]> {
  for (;;) {
    const entries = await ledgerEntries(db);
    const subjects = [...new Set(entries.map((entry) => entry.subject).filter((subject) => subject !== null))];
    const ended = new Set<string>();
    for (const subject of subjects) if (await hasEnded(db, subject)) ended.add(subject);
    const again = await ledgerEntries(db);
    if (again.length === entries.length)
      return [...ledgerProblems(entries, (subject) => ended.has(subject)), ...(await balanceProblems(db, entries))];
  }
}
