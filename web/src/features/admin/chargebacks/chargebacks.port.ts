// What the admin's chargebacks area reads and does (decision 049), through the server's admin endpoints
// (shared/src/payments/chargebacks-api.ts): the cases, a case's evidence pack, and the answer to the bank.
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { EvidenceSection } from '@marketplace/shared/payments/chargebacks-api';

/** Accept the chargeback, or contest it: a draft the provider keeps, then the submission the bank decides on. */
export type ChargebackAnswer = 'accept' | 'draft' | 'submit';

export interface ChargebacksPort {
  /** Every case, the undecided first by respond-by time, as the server has them now. */
  listChargebacks(): Promise<Chargeback[]>;
  /** The evidence pack the server assembles for a case. */
  chargebackEvidence(disputeId: string): Promise<EvidenceSection[]>;
  /** Rejects with the server's refusal (an ApiError whose message says why). */
  answerChargeback(disputeId: string, action: ChargebackAnswer, summary: string): Promise<void>;
}
