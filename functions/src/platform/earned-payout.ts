// The payout record an earning makes (decision 046): written in the transaction that books the earning in the
// ledger (an escrow's `earn`, a store order's delivery), waiting until the send trigger (payout-movement.ts) queues
// it once the seller has details. Nothing infers it later from a change of the project or the order.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout, type PayoutRecord } from '@marketplace/shared/payouts/payout';

/**
 * Whether the payout `id` is written already: read before the transaction's writes. The transition's guard lets an
 * earning happen once; this keeps a record placed otherwise (earlier data) from failing the step.
 */
export async function payoutWritten(tx: Transaction, db: Firestore, id: string): Promise<boolean> {
  return (await tx.get(db.doc(paths.payout(id)))).exists;
}

/** Writes the payout `id`, waiting for the seller's details. */
export function writePayoutRecord(tx: Transaction, db: Firestore, id: string, record: PayoutRecord): void {
  tx.create(db.doc(paths.payout(id)), { ...record, ...unsentPayout, createdAt: FieldValue.serverTimestamp() });
}
