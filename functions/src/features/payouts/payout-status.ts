// How a payout's status follows the provider's answers (issue 21): only forward (queued → processing → processed,
// then reversed if the bank sends it back; or failed), and only for the attempt the payout is on, so a late,
// repeated or out-of-order answer, or one about an attempt a retry replaced, changes nothing.
import { payoutFailureReasons, type Payout, type PayoutStatus } from '@marketplace/shared/payouts/payout';
import type { ProviderPayoutStatus } from '../../ports/payouts.port.ts';

/** What the provider said about one attempt: its answer to the send, or a `payout.*` webhook. */
export interface PayoutReport {
  status: ProviderPayoutStatus;
  providerPayoutId: string;
  /** The attempt the provider's notes name; null when they were lost (then the provider's id must match). */
  attempt: number | null;
  reference: string | null;
  failureReason: string | null;
}

type Current = Pick<Payout, 'status' | 'attempt'> & { providerPayoutId: string | null };

export type PayoutPatch = Partial<Pick<Payout, 'status' | 'reference' | 'failureReason'>> & {
  providerPayoutId?: string;
};

const rank: Record<PayoutStatus, number> = {
  'waiting-for-details': 0,
  'waiting-for-verification': 0,
  queued: 1,
  processing: 2,
  processed: 3,
  failed: 3,
  reversed: 4,
};

/** The fields the report changes, or null when it changes nothing. */
export function afterPayoutReport(current: Current, report: PayoutReport): PayoutPatch | null {
  const sameAttempt =
    report.attempt === null ? report.providerPayoutId === current.providerPayoutId : report.attempt === current.attempt;
  if (!sameAttempt || current.attempt === 0) return null;
  const to = report.status;
  // Only a processed payout is reversed; a failed one stays failed until a retry.
  if (to === 'reversed' ? current.status !== 'processed' : rank[to] <= rank[current.status]) return null;
  if (current.status === 'failed') return null;
  const patch: PayoutPatch = { status: to, providerPayoutId: report.providerPayoutId };
  if (to === 'processed') patch.reference = report.reference;
  if (to === 'failed') patch.failureReason = report.failureReason || payoutFailureReasons.providerFailed;
  if (to === 'reversed') patch.failureReason = report.failureReason || payoutFailureReasons.providerReversed;
  return patch;
}
