// A payout's steps told to its seller (queued, waiting for details, sent, paid, failed), with the taxes withheld
// from it named as its withholding entry books them (decision 039).
import type { Firestore } from 'firebase-admin/firestore';
import { entryIdFor, ledgerSubject, taxAccounts } from '@marketplace/shared/ledger/ledger';
import {
  notificationsForPayout,
  payoutFactsSchema,
  type PayoutFacts,
} from '@marketplace/shared/notifications/payout-notifications';
import { paths } from '@marketplace/shared/paths';
import type { DbDeps, DocumentChange } from '../../platform/triggers.ts';
import { onDocument, read } from './notice-trigger.ts';
import { writeNotifications } from './write-notifications.ts';

export async function notifyPayout({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const id = change.params.payoutId!;
  const after = read(payoutFactsSchema, id, change.after, 'payout');
  if (!after) return;
  const before = read(payoutFactsSchema, id, change.before, 'payout');
  // A new payout waits for the seller's details only when none are saved (the send trigger queues it otherwise).
  const detailsSaved =
    before !== null || after.status !== 'waiting-for-details' || !after.sellerId
      ? true
      : (await db.doc(paths.payoutDetails(after.sellerId)).get()).exists;
  await writeNotifications(
    db,
    notificationsForPayout(before, { ...after, taxNames: await taxNamesOf(db, after) }, detailsSaved),
  );
}

/** Which taxes were withheld from the payout's share, as its withholding entry books them (decision 039). */
async function taxNamesOf(db: Firestore, payout: PayoutFacts & { subject?: string }): Promise<string | undefined> {
  if (!payout.withheldPaise) return undefined;
  const subject = payout.subject ?? ledgerSubject.project(payout.projectId || payout.id);
  const entry = await db.doc(paths.ledgerEntry(entryIdFor.withholding(subject))).get();
  const lines = (entry.get('lines') ?? []) as { account?: unknown; amountPaise?: unknown }[];
  const names = (['tcs', 'tds'] as const).filter((tax) =>
    lines.some((line) => line.account === taxAccounts[tax] && line.amountPaise !== 0),
  );
  return names.length > 0 ? names.map((name) => name.toUpperCase()).join(' and ') : undefined;
}

export const notifyPayoutTrigger = onDocument(`${paths.payouts}/{payoutId}`, notifyPayout);
