// How the daily reconciliation (features/ledger, decision 029) heals what a lost webhook left undone, without reaching
// into the payments and payouts features: the backend hands it their own recording functions (backend.ts), the same
// ones their webhooks call, so a movement healed this way is recorded exactly as its webhook would have recorded it.
import type { ProviderReport } from '../platform/movement/movement.ts';

export interface MovementReports {
  /** A payment the provider captured: applied to its purpose, or refunded when it can no longer be (record-payment.ts). */
  paymentCaptured(payment: { orderId: string; paymentId: string; amountPaise: number }): Promise<void>;
  /** The provider's word on a refund, recorded as its webhook would (forward only). */
  refundReported(refundId: string, report: ProviderReport): Promise<void>;
  /** The provider's word on a payout's attempt, recorded as its webhook would (forward only). */
  payoutReported(payoutId: string, report: ProviderReport): Promise<void>;
}
