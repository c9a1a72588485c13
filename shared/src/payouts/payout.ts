// A payout record (ARCHITECTURE 'Trigger handlers'): when a student releases payment, the server writes
// the seller's 70% and the platform's 30% in whole paise. The trigger writes PayoutRecord; the dashboards
// read it through payoutSchema.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import type { PayoutSplit } from '../projects/money.ts';

/** What the payout trigger writes at payouts/{projectId}, besides the server's createdAt. */
export interface PayoutRecord extends PayoutSplit {
  projectId: string;
  sellerId: string;
  sellerEmail: string;
  studentId: string;
  title: string;
  currency: string;
}

/** A payout as the dashboards list it; fields a record may lack read as empty rather than hiding it. */
export const payoutSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string().catch(''),
  sellerPaise: z.number(),
  platformPaise: z.number().catch(0),
  budgetPaise: z.number().catch(0),
  createdAt: epochMillis,
});
export type Payout = z.infer<typeof payoutSchema>;

/** Newest first; records without a time yet (just written) count as oldest. */
export function newestPayoutsFirst(payouts: readonly Payout[]): Payout[] {
  return [...payouts].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}
