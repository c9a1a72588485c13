// The payout record as a provider movement (decision 030; the record: shared/src/payouts/payout.ts): how the server
// reads it, its statuses' phases, and what a status change books. A payout processed or returned is booked in the
// ledger (sellerDue ↔ provider) in the same transaction, and mirrored on the carried payouts it sent (decision 029).
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { z } from 'zod';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { ledgerSubject, payoutPaidEntry, payoutReturnedEntry } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import {
  payoutAmountOf,
  payoutFailureReasons,
  payoutSchema,
  type PayoutStatus,
} from '@marketplace/shared/payouts/payout';
import { bookEntry } from '../../platform/ledger.ts';
import type { MovementKind, Phase } from '../../platform/movement/movement.ts';
import { writeSearchKey } from '../../platform/search-keys.ts';

/** The record as the server reads it: what dashboards read, and what only the movement keeps. */
const storedPayoutSchema = payoutSchema.extend({
  sentAttempt: z.number().int().nonnegative().catch(0),
  providerPayoutId: z.string().nullable().catch(null),
  failureReason: z.string().nullable().catch(null),
  /** The ledger's subject the payout pays from (a store sale's order); older records pay a project. */
  subject: z.string().optional(),
});
export type StoredPayout = z.infer<typeof storedPayoutSchema>;

export function payoutFrom(snapshot: DocumentSnapshot): StoredPayout | null {
  if (!snapshot.exists) return null;
  const parsed = storedPayoutSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

const phases: Record<PayoutStatus, Phase> = {
  'waiting-for-details': 'preparing',
  'waiting-for-verification': 'preparing',
  carried: 'preparing',
  queued: 'sent',
  processing: 'processing',
  processed: 'processed',
  failed: 'failed',
  reversed: 'reversed',
};

/** The ledger's party of a payout's share: its subject and its seller. */
export const partyOf = (payout: StoredPayout) => ({
  subject: payout.subject ?? ledgerSubject.project(payout.projectId),
  payerId: null,
  sellerId: payout.sellerId,
});

export const payoutMovement: MovementKind<StoredPayout, DocumentSnapshot[]> = {
  kind: 'payout',
  collection: paths.payouts,
  path: paths.payout,
  providerIdField: 'providerPayoutId',
  referenceField: 'reference',
  searchKeys: { providerId: searchKeyTargets.payoutId, reference: searchKeyTargets.utr },
  parse: payoutFrom,
  phaseOf: (status) => phases[status as PayoutStatus] ?? 'failed',
  statusFor: (phase) => (phase === 'sent' ? 'queued' : phase),
  processedFromAnyAttempt: false,
  failureReasons: { failed: payoutFailureReasons.providerFailed, reversed: payoutFailureReasons.providerReversed },
  // The carried payouts it sends: they follow it when it is paid or returned.
  effectReads: (tx, db, payout) => Promise.all(payout.carried.map((id) => tx.get(db.doc(paths.payout(id))))),
  onStatus: ({ tx, db, record: payout, patch, to, effects: carried, at }) => {
    if (to !== 'processed' && to !== 'reversed') return;
    const paid = {
      payoutId: payout.id,
      attempt: payout.attempt,
      amountPaise: payoutAmountOf(payout),
      providerPayoutId: String(patch.providerPayoutId ?? payout.providerPayoutId ?? ''),
      utr: typeof patch.reference === 'string' ? patch.reference : null,
    };
    const entry = to === 'processed' ? payoutPaidEntry : payoutReturnedEntry;
    bookEntry(tx, db, entry(partyOf(payout), paid), at);
    const outcome =
      to === 'processed'
        ? { reference: patch.reference ?? null, processedAt: FieldValue.serverTimestamp() }
        : { failureReason: patch.failureReason ?? null };
    if (to === 'processed') tx.update(db.doc(paths.payout(payout.id)), { processedAt: outcome.processedAt });
    for (const bundled of carried) {
      if (!bundled.exists) continue;
      tx.update(bundled.ref, { status: patch.status, ...outcome });
      // A carried payout went with this one's UTR: the search finds it by that UTR too.
      if (to === 'processed') writeSearchKey(tx, db, patch.reference, searchKeyTargets.utr(bundled.ref.path));
    }
  },
};
