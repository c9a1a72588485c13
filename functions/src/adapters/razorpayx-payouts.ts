// The production Payouts adapter: RazorpayX over its REST API. A payout needs a contact and a fund account (RazorpayX
// answers the existing one when the same details are sent again), then POST /v1/payouts with the
// X-Payout-Idempotency header, so a repeated send pays once. Its outcome comes back as `payout.*` webhooks.
import { z } from 'zod';
import type { PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import {
  PayoutRefused,
  payoutNotes,
  type PayoutRequest,
  type Payouts,
  payoutStatusFrom,
  type ProviderPayout,
  type ProviderPayoutItem,
} from '../ports/payouts.port.ts';
import { deferredAdapter } from './deferred-adapter.ts';
import { basicAuth, errorDescription, listCollection, providerNotes, type RazorpayHttp } from './razorpay-payments.ts';

export interface RazorpayXKeys {
  keyId: string;
  keySecret: string;
  /** The RazorpayX business account (current account or RazorpayX Lite) payouts are paid from. */
  accountNumber: string;
}

const idSchema = z.object({ id: z.string().min(1) });
const payoutEntitySchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  utr: z.string().nullable().optional(),
  failure_reason: z.string().nullable().optional(),
  status_details: z.object({ description: z.string().nullable().optional() }).nullable().optional().catch(null),
});

/** A payout entity (the send's answer, or GET /v1/payouts/{id}) in our words; null when it is not one. */
function providerPayoutFrom(answer: unknown): ProviderPayout | null {
  const payout = payoutEntitySchema.safeParse(answer);
  const status = payout.success ? payoutStatusFrom(payout.data.status) : null;
  if (!payout.success || !status) return null;
  const { id, utr, failure_reason, status_details } = payout.data;
  return { id, status, reference: utr ?? null, failureReason: status_details?.description || failure_reason || null };
}

const payoutItemSchema = z.object({ amount: z.number().int(), created_at: z.number(), notes: z.unknown() });

function payoutItemFrom(entity: unknown): ProviderPayoutItem | null {
  const payout = providerPayoutFrom(entity);
  const item = payoutItemSchema.safeParse(entity);
  if (!payout || !item.success) return null;
  return {
    ...payout,
    amountPaise: item.data.amount,
    createdAt: item.data.created_at * 1000,
    notes: providerNotes(item.data.notes),
  };
}

const razorpayHttp: RazorpayHttp = { fetch: (input, init) => fetch(input, init), apiBase: 'https://api.razorpay.com' };

export function razorpayXPayouts(keys: RazorpayXKeys, http: RazorpayHttp = razorpayHttp): Payouts {
  if (!keys.keyId || !keys.keySecret || !keys.accountNumber)
    throw new Error('RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET and RAZORPAYX_ACCOUNT_NUMBER must not be empty');
  const authorization = basicAuth(keys);

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const response = await http.fetch(`${http.apiBase}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) return answer;
    // 400: the request as sent will never pass (bad details, an amount under ₹1); 409 (the same key still being
    // processed), 401, 429 and 5xx may pass, so they are thrown for a retry.
    const reason = errorDescription(answer) ?? 'RazorpayX refused the payout.';
    if (response.status === 400) throw new PayoutRefused(reason);
    throw new Error(`RazorpayX ${path} answered ${response.status}: ${reason}`);
  }

  const idOf = (answer: unknown, what: string) => {
    const parsed = idSchema.safeParse(answer);
    if (!parsed.success) throw new Error(`RazorpayX answered without a ${what}`);
    return parsed.data.id;
  };

  return {
    async send(request: PayoutRequest) {
      if (request.amountPaise < 100) throw new PayoutRefused('The amount must be at least INR 1.00');
      const { details } = request;
      const contactId = idOf(
        await post('/v1/contacts', { name: contactName(details), type: 'vendor', reference_id: request.payoutId }),
        'contact',
      );
      const fundAccountId = idOf(await post('/v1/fund_accounts', fundAccount(contactId, details)), 'fund account');
      const answer = await post(
        '/v1/payouts',
        {
          account_number: keys.accountNumber,
          fund_account_id: fundAccountId,
          amount: request.amountPaise,
          currency: 'INR',
          mode: details.method === 'upi' ? 'UPI' : 'IMPS',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.payoutId.slice(0, 40),
          narration: 'Marketplace payout',
          notes: payoutNotes(request),
        },
        { 'X-Payout-Idempotency': request.idempotencyKey },
      );
      const payout = providerPayoutFrom(answer);
      if (!payout) throw new Error(`RazorpayX answered payout ${request.payoutId} without a payout`);
      return payout;
    },
    /** GET /v1/payouts for the business account: the span's payouts, with their status now. */
    listPayouts: (span) =>
      listCollection(http, authorization, '/v1/payouts', { account_number: keys.accountNumber }, span, payoutItemFrom),
    /** GET /v1/payouts/{id}: any answer but a payout entity (an unknown id is a 400) is thrown. */
    async status(providerPayoutId) {
      const path = `/v1/payouts/${encodeURIComponent(providerPayoutId)}`;
      const response = await http.fetch(`${http.apiBase}${path}`, { method: 'GET', headers: { authorization } });
      const answer: unknown = await response.json().catch(() => null);
      const payout = response.ok ? providerPayoutFrom(answer) : null;
      if (payout) return payout;
      throw new Error(`RazorpayX ${path} answered ${response.status}: ${errorDescription(answer) ?? 'not a payout'}`);
    },
  };
}

/** A contact's name: the account holder's, or the UPI id's name part (RazorpayX wants 3 or more characters). */
export const contactName = (details: PayoutDetails) =>
  details.method === 'bank' ? details.holderName : details.upiId.split('@')[0]!.padEnd(3, '_');

export function fundAccount(contactId: string, details: PayoutDetails) {
  if (details.method === 'upi') return { contact_id: contactId, account_type: 'vpa', vpa: { address: details.upiId } };
  return {
    contact_id: contactId,
    account_type: 'bank_account',
    bank_account: { name: details.holderName, ifsc: details.ifsc, account_number: details.accountNumber },
  };
}

/** The adapter with its keys read on first use (Cloud Functions' secrets have values only while one runs). */
export const deferredRazorpayXPayouts = (keys: () => RazorpayXKeys): Payouts =>
  deferredAdapter(() => razorpayXPayouts(keys()), { send: true, status: true, listPayouts: true });
