// The admin console's view of the money (decision 029): the balances (the newest closed day's, plus the entries filed
// after it: decision 055, never a sum over the whole ledger), the newest entries, the last reconciliation, and the
// open differences, newest day first. Each movement names what it was for (decision 064), read in one batch.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { indiaDay, isCalendarDay } from '@marketplace/shared/ledger/india-day';
import { ledgerEntrySchema } from '@marketplace/shared/ledger/ledger';
import { balancesOf } from '@marketplace/shared/ledger/ledger-sums';
import {
  DIFFERENCES_SHOWN,
  RECENT_ENTRIES,
  ledgerTexts,
  type LedgerOverview,
} from '@marketplace/shared/ledger/ledger-api';
import { differenceSchema, reconciliationRunSchema } from '@marketplace/shared/ledger/reconciliation';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { entryTitles } from '../../platform/subject-titles.ts';
import { transact } from '../../platform/transaction.ts';
import { currentSums } from '../../platform/ledger-balances.ts';
import { reconcileDay, type ReconcileDeps } from './reconcile-day.ts';

export async function ledgerOverview({ db }: { db: Firestore }): Promise<Outcome<LedgerOverview>> {
  const [sums, recent, lastRun, open] = await Promise.all([
    currentSums(db),
    db.collection(paths.ledgerEntries).orderBy('at', 'desc').limit(RECENT_ENTRIES).get(),
    db.collection(paths.reconciliationRuns).orderBy('day', 'desc').limit(1).get(),
    db
      .collection(paths.reconciliationDifferences)
      .where('status', '==', 'open')
      .orderBy('day', 'desc')
      .limit(DIFFERENCES_SHOWN)
      .get(),
  ]);
  const run = lastRun.docs[0];
  const entries = recent.docs.map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id }));
  const titles = await entryTitles(db, entries);
  return success({
    balances: balancesOf(sums),
    recent: entries.map((entry) => ({ ...entry, title: titles.get(entry.id)! })),
    lastRun: run ? reconciliationRunSchema.parse(run.data()) : null,
    differences: open.docs.map((doc) => differenceSchema.parse({ ...doc.data(), id: doc.id })),
  });
}

/** An admin's run of a day's reconciliation (not a day to come). */
export async function reconcileNow(deps: ReconcileDeps, admin: Caller, { day }: { day: string }) {
  if (!isCalendarDay(day)) return failure('invalid', ledgerTexts.noSuchDay);
  if (day > indiaDay(Date.now())) return failure('invalid', ledgerTexts.badDay);
  log.info('reconciliation run by an admin', { by: admin.uid, day });
  return success(await reconcileDay(deps, day));
}

/** An admin marks a difference resolved, saying what was done; audited. */
export async function resolveDifference(
  { db }: { db: Firestore },
  admin: Caller,
  { differenceId, note }: { differenceId: string; note: string },
): Promise<Outcome<{ ok: true }>> {
  const ref = db.doc(paths.reconciliationDifference(differenceId));
  return transact(db, async (tx) => {
    const difference = await tx.get(ref);
    if (!difference.exists) return failure('not-found', ledgerTexts.differenceNotFound);
    if (difference.get('status') !== 'open') return failure('conflict', ledgerTexts.alreadyResolved);
    tx.update(ref, { status: 'resolved', resolution: note, resolvedBy: admin.uid, resolvedAt: Timestamp.now() });
    tx.create(db.collection(paths.adminAudit).doc(), {
      action: 'resolve-reconciliation-difference',
      target: { differenceId, note },
      byUid: admin.uid,
      byEmail: admin.email,
      at: FieldValue.serverTimestamp(),
    });
    return success({ ok: true as const });
  });
}
