// The admin console's view of the money (decision 029): balances summed by Firestore over the ledger's entries (three
// aggregation queries, whatever the ledger's size: no account document is kept per entry), the last reconciliation,
// and the open differences, newest day first.
import { AggregateField, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import {
  DIFFERENCES_SHOWN,
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

const sumOf = (kind: string) => AggregateField.sum(`totals.${kind}`);

async function balances(db: Firestore): Promise<Balances> {
  const entries = db.collection(paths.ledgerEntries);
  const [all, paidOut, refunded] = await Promise.all([
    entries
      .aggregate({
        count: AggregateField.count(),
        held: sumOf('held'),
        sellerDue: sumOf('sellerDue'),
        refundDue: sumOf('refundDue'),
        platform: sumOf('platform'),
        provider: sumOf('provider'),
        cod: sumOf('cod'),
      })
      .get(),
    entries
      .where('kind', 'in', ['payout-paid', 'payout-returned'])
      .aggregate({ sellerDue: sumOf('sellerDue') })
      .get(),
    entries
      .where('kind', '==', 'refund-paid')
      .aggregate({ refundDue: sumOf('refundDue') })
      .get(),
  ]);
  const total = all.data();
  // Credit-normal accounts are negative sums; the console shows every balance as what it is worth.
  return {
    heldPaise: -(total.held ?? 0),
    owedToSellersPaise: -(total.sellerDue ?? 0),
    refundsDuePaise: -(total.refundDue ?? 0),
    platformSharePaise: -(total.platform ?? 0),
    paidOutPaise: paidOut.data().sellerDue ?? 0,
    refundedPaise: refunded.data().refundDue ?? 0,
    atProvidersPaise: total.provider ?? 0,
    cashOnDeliveryPaise: total.cod ?? 0,
    entries: total.count,
  };
}

export async function ledgerOverview({ db }: { db: Firestore }): Promise<Outcome<LedgerOverview>> {
  const [sums, lastRun, open] = await Promise.all([
    balances(db),
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
    lastRun: run ? reconciliationRunSchema.parse(run.data()) : null,
    differences: open.docs.map((doc) => differenceSchema.parse({ ...doc.data(), id: doc.id })),
  });
}

/** An admin's run of a day's reconciliation (not a day to come). */
export async function reconcileNow(deps: ReconcileDeps, admin: Caller, { day }: { day: string }) {
  if (day > indiaDay(Date.now()) || Number.isNaN(Date.parse(day))) return failure('invalid', ledgerTexts.badDay);
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
