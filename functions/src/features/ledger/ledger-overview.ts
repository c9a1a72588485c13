// The admin console's view of the money (decision 029): balances summed by Firestore over the ledger's entries
// (aggregation queries, whatever the ledger's size: no account document is kept per entry), the last
// reconciliation, and the open differences, newest day first.
import { AggregateField, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { indiaDay, isCalendarDay } from '@marketplace/shared/ledger/india-day';
import { ledgerEntrySchema, type AccountKind } from '@marketplace/shared/ledger/ledger';
import {
  DIFFERENCES_SHOWN,
  RECENT_ENTRIES,
  ledgerTexts,
  type Balances,
  type LedgerOverview,
} from '@marketplace/shared/ledger/ledger-api';
import { differenceSchema, reconciliationRunSchema } from '@marketplace/shared/ledger/reconciliation';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';
import { reconcileDay, type ReconcileDeps } from './reconcile-day.ts';

/**
 * One sum of entries' totals, over all of them or those of some kinds. One aggregation a query: the Firestore emulator
 * refuses several at once (TooManyAggregationsError), and each is one cheap index scan either way.
 */
async function sumOf(db: Firestore, kind: AccountKind, entryKinds?: readonly string[]): Promise<number> {
  const entries = db.collection(paths.ledgerEntries);
  const chosen = entryKinds ? entries.where('kind', 'in', entryKinds) : entries;
  return (await chosen.aggregate({ sum: AggregateField.sum(`totals.${kind}`) }).get()).data().sum ?? 0;
}

async function balances(db: Firestore): Promise<Balances> {
  const [held, sellerDue, refundDue, platform, taxWithheld, provider, cod, paidOut, refunded, chargeback, count] =
    await Promise.all([
      sumOf(db, 'held'),
      sumOf(db, 'sellerDue'),
      sumOf(db, 'refundDue'),
      sumOf(db, 'platform'),
      sumOf(db, 'taxWithheld'),
      sumOf(db, 'provider'),
      sumOf(db, 'cod'),
      sumOf(db, 'sellerDue', ['payout-paid', 'payout-returned']),
      sumOf(db, 'refundDue', ['refund-paid']),
      sumOf(db, 'chargeback'),
      db.collection(paths.ledgerEntries).count().get(),
    ]);
  // Credit-normal accounts are negative sums; the console shows every balance as what it is worth.
  return {
    heldPaise: -held,
    owedToSellersPaise: -sellerDue,
    refundsDuePaise: -refundDue,
    platformSharePaise: -platform,
    taxWithheldPaise: -taxWithheld,
    paidOutPaise: paidOut,
    refundedPaise: refunded,
    atProvidersPaise: provider,
    cashOnDeliveryPaise: cod,
    chargebacksOpenPaise: chargeback,
    entries: count.data().count,
  };
}

export async function ledgerOverview({ db }: { db: Firestore }): Promise<Outcome<LedgerOverview>> {
  const [sums, recent, lastRun, open] = await Promise.all([
    balances(db),
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
  return success({
    balances: sums,
    recent: recent.docs.map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id })),
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
