// The payout records the server writes when a student releases payment (70/30 split, in paise), read live; what is
// sent through the server (the seller's details, the admin's retry) is the payouts' client (decision 083).
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import type { Payout, PayoutStatus } from '@marketplace/shared/payouts/payout';
import type { payoutsContract } from '@marketplace/shared/payouts/payouts-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

/** The admin's payouts list: every status, or one. */
export type PayoutFilter = PayoutStatus | 'all';

/** Payouts per page of the admin's list: its first screen reads this many however many payouts there are (decision 076). */
export const PAYOUTS_PAGE = 20;

export interface PayoutsPort {
  /** The seller's own payouts, newest first. */
  watchSellerPayouts(sellerId: string): Watch<Payout[]>;
  /** The chargebacks on payments the seller earned from (decision 049): what of their share each holds or took back. */
  watchSellerChargebacks(sellerId: string): Watch<Chargeback[]>;
  /** The newest `count` payouts of every status, or of one, newest first (admins): a page of the list. */
  watchAllPayouts(filter: PayoutFilter, count: number): Watch<Payout[]>;
}

/**
 * The payouts' endpoints: the seller saves where they are paid (answered with the masked hint payouts show); an
 * admin sends a failed or reversed payout again, whose status then changes through the watches.
 */
export type PayoutsApi = ApiClient<typeof payoutsContract>;
