// Verifying a seller before their first payout (docs/decisions/033-verified-sellers.md), in the domain's words:
// what name the income tax department has on a PAN, and whether a payout account exists and whose name it is in.
// The names are compared by our own code (shared namesMatch), the same whichever provider answers. Production:
// a PAN check provider (Cashfree's Verification Suite) and RazorpayX's fund account validation; locally a simulated
// provider that can be told to fail.
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';

export interface PanCheck {
  /** False when the provider has no such PAN (or it is not active). */
  valid: boolean;
  /** The name the PAN is registered to, as the provider has it (upper case, usually). */
  registeredName: string | null;
}

export interface AccountCheck {
  /** False when the bank or UPI app says there is no such active account. */
  valid: boolean;
  /** The account holder's name as the bank or UPI app has it. */
  registeredName: string | null;
  /** The provider's words when it is not valid. */
  reason: string | null;
}

export interface PanChecks {
  /** `name` is the profile's: some providers score it against theirs; we compare registeredName ourselves. */
  checkPan(request: { pan: string; name: string }): Promise<PanCheck>;
}

export interface AccountChecks {
  /** `referenceId` names the seller at the provider (their uid). Throws when it cannot say yet: asked again later. */
  checkAccount(request: { referenceId: string; details: PayoutDetails; name: string }): Promise<AccountCheck>;
}

export type Verification = PanChecks & AccountChecks;
