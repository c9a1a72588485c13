// The payouts provider, in the domain's words: send a seller's share to where they are paid. Its outcome
// arrives later as `payout.*` webhooks through the same acceptance as payments' (signature on the raw body, event
// ids deduplicated). RazorpayX Payouts in production, a simulated provider locally.
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import type { TimeSpan } from './payments.port.ts';
import { ProviderRefused } from './provider-refused.ts';

export interface PayoutRequest {
  /** Our payout's id (the project's), kept in the provider's notes so its webhooks find the record. */
  payoutId: string;
  attempt: number;
  /** Whole paise; the provider pays at least ₹1. */
  amountPaise: number;
  details: PayoutDetails;
  /** The provider pays once per key, however often it is asked (payoutIdempotencyKey: per payout and attempt). */
  idempotencyKey: string;
}

/** Where a payout stands at the provider, in our statuses (its pending, cancelled and rejected mapped onto them). */
export type ProviderPayoutStatus = 'queued' | 'processing' | 'processed' | 'failed' | 'reversed';

/** RazorpayX's payout statuses (its answers and webhooks; the simulated provider speaks them too) in ours: pending (awaiting approval) is queued; cancelled and rejected failed. */
export function payoutStatusFrom(status: string): ProviderPayoutStatus | null {
  if (status === 'pending' || status === 'queued' || status === 'scheduled') return 'queued';
  if (status === 'processing' || status === 'processed' || status === 'reversed' || status === 'failed') return status;
  if (status === 'cancelled' || status === 'rejected') return 'failed';
  return null;
}

export interface ProviderPayout {
  id: string;
  status: ProviderPayoutStatus;
  /** The bank's reference (UTR) once processed. */
  reference: string | null;
  failureReason: string | null;
}

/**
 * The provider refused the payout as asked (bad details, an amount under its minimum, another body under a used
 * key). Asking again will not help, so the payout is marked failed with this reason; any other error may pass and
 * is thrown for a retry.
 */
export class PayoutRefused extends ProviderRefused {
  constructor(reason: string) {
    super(reason, 'PayoutRefused');
  }
}

/** A payout as the provider lists it, with its amount, when it was made and the notes we gave it. */
export interface ProviderPayoutItem extends ProviderPayout {
  amountPaise: number;
  createdAt: number;
  notes: Record<string, string>;
}

export interface Payouts {
  send(request: PayoutRequest): Promise<ProviderPayout>;
  /**
   * Where a payout it made stands now (decision 027: asked when its webhook is late). Throws for an id it does not
   * know, or when it cannot say: never a made-up status.
   */
  status(providerPayoutId: string): Promise<ProviderPayout>;
  /** The payouts made within the span, with their status now, for the daily reconciliation (decision 029). */
  listPayouts(span: TimeSpan): Promise<ProviderPayoutItem[]>;
}

/** What the provider's notes carry, so a `payout.*` event names our record and the attempt it is about. */
export const payoutNotes = ({ payoutId, attempt }: Pick<PayoutRequest, 'payoutId' | 'attempt'>) => ({
  payoutId,
  attempt: String(attempt),
});
