// The payout send (issue 21): a payout record is sent to the provider once per attempt, with that attempt's
// idempotency key, to the details the seller has now. Without details it stays waiting-for-details (sent when the
// seller adds them). A repeated delivery reads the record as it is now, so it sends nothing once the send is
// recorded; between the send and the record, the provider's idempotency key makes a second send the same payout.
import { type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { payoutIdempotencyKey } from '@marketplace/shared/payouts/payout';
import { payoutDetailsHint } from '@marketplace/shared/payouts/payout-details';
import { sendAttempt } from '../../platform/provider-attempt.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import { PayoutRefused, type Payouts, type ProviderPayout } from '../../ports/payouts.port.ts';
import { payoutDetailsOf } from './payout-details-of.ts';
import { afterPayoutReport } from './payout-status.ts';
import { queueFirstAttempt, updatePayout, type StoredPayout } from './update-payout.ts';
import { heldForVerification } from './verification-gate.ts';

export interface SendPayoutDeps {
  db: Firestore;
  payouts: Payouts;
}

export async function sendPayout({ db, payouts }: SendPayoutDeps, change: DocumentChange): Promise<void> {
  if (!change.after) return;
  const payoutId = change.params.projectId!;
  const current = (await db.doc(paths.payout(payoutId)).get()).data();
  if (!current || typeof current.sellerId !== 'string') return;
  const details = await payoutDetailsOf(db, current.sellerId);
  if (!details) return;
  // Decision 033: nothing is sent before the seller's PAN and this very account are verified.
  if (await heldForVerification(db, payoutId, current.sellerId, details)) return;
  // Waiting: the first attempt, queued in one transaction, so two deliveries make one attempt.
  const queued = await updatePayout(db, payoutId, queueFirstAttempt(payoutDetailsHint(details)));
  if (queued.kind === 'missing') return;
  const payout = queued.payout;
  if (payout.status !== 'queued' || payout.sentAttempt >= payout.attempt) return;
  const { attempt } = payout;
  await sendAttempt({
    kind: 'payout',
    ids: { payoutId },
    attempt,
    waiting: 'queued',
    send: () =>
      payouts.send({
        payoutId,
        attempt,
        amountPaise: payout.sellerPaise,
        details,
        idempotencyKey: payoutIdempotencyKey({ id: payoutId, attempt }),
      }),
    refusal: PayoutRefused,
    update: (decide) => updatePayout(db, payoutId, decide),
    answered: (now: StoredPayout, sent: ProviderPayout) => ({
      providerPayoutId: sent.id,
      ...afterPayoutReport({ ...now, providerPayoutId: sent.id }, { ...sent, providerPayoutId: sent.id, attempt }),
    }),
    providerIds: (sent) => ({ providerPayoutId: sent.id }),
  });
}

export const sendPayoutTrigger: Trigger<SendPayoutDeps> = {
  kind: 'firestore',
  document: `${paths.payouts}/{projectId}`,
  handle: sendPayout,
};
