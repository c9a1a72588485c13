// The production account check (decision 033): RazorpayX's fund account validation. The seller's payout details
// become a contact and a fund account (as a payout makes them: razorpayx-payouts.ts), then POST
// /v1/fund_accounts/validations asks the bank (a ₹1 penny drop for a bank account) or the UPI app (for a VPA) whether
// the account is active and in whose name. A validation is answered `created` and completes in seconds, so it is
// asked about again a few times; still pending, the check throws, and the verification's trigger is delivered again.
import { z } from 'zod';
import type { AccountCheck, AccountChecks } from '../ports/verification.port.ts';
import { basicAuth, errorDescription, type RazorpayHttp } from './razorpay-payments.ts';
import { contactName, fundAccount, type RazorpayXKeys } from './razorpayx-payouts.ts';

const idSchema = z.object({ id: z.string().min(1) });
const validationSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  results: z
    .object({ account_status: z.string().nullable().optional(), registered_name: z.string().nullable().optional() })
    .nullable()
    .optional()
    .catch(null),
  status_details: z.object({ description: z.string().nullable().optional() }).nullable().optional().catch(null),
});
type Validation = z.infer<typeof validationSchema>;

export interface ValidationPolling {
  /** How many times a pending validation is asked about, and how long apart. */
  attempts: number;
  intervalMs: number;
}

const razorpayHttp: RazorpayHttp = { fetch: (input, init) => fetch(input, init), apiBase: 'https://api.razorpay.com' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A completed or failed validation in our words; null while it is pending. */
function checkFrom(validation: Validation): AccountCheck | null {
  if (validation.status === 'failed')
    return {
      valid: false,
      registeredName: null,
      reason: validation.status_details?.description ?? 'Validation failed',
    };
  if (validation.status !== 'completed') return null;
  const active = validation.results?.account_status === 'active';
  return {
    valid: active,
    registeredName: validation.results?.registered_name ?? null,
    reason: active ? null : `The account is ${validation.results?.account_status ?? 'not active'}`,
  };
}

export function razorpayXAccountValidation(
  keys: RazorpayXKeys,
  http: RazorpayHttp = razorpayHttp,
  polling: ValidationPolling = { attempts: 10, intervalMs: 3000 },
): AccountChecks {
  if (!keys.keyId || !keys.keySecret || !keys.accountNumber)
    throw new Error('RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET and RAZORPAYX_ACCOUNT_NUMBER must not be empty');
  const authorization = basicAuth(keys);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; answer: unknown }> {
    const response = await http.fetch(`${http.apiBase}${path}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, answer: await response.json().catch(() => null) };
  }

  /** A 400 is RazorpayX saying the details can never be an account; anything else but success may pass later. */
  async function post(path: string, body: unknown): Promise<unknown | AccountCheck> {
    const { status, answer } = await call('POST', path, body);
    if (status >= 200 && status < 300) return answer;
    const reason = errorDescription(answer) ?? 'RazorpayX refused the details';
    if (status === 400) return { valid: false, registeredName: null, reason } satisfies AccountCheck;
    throw new Error(`RazorpayX ${path} answered ${status}: ${reason}`);
  }
  const refusal = (answer: unknown): answer is AccountCheck =>
    typeof answer === 'object' && answer !== null && 'valid' in answer;

  return {
    async checkAccount({ referenceId, details }) {
      const contact = await post('/v1/contacts', {
        name: contactName(details),
        type: 'vendor',
        reference_id: referenceId,
      });
      if (refusal(contact)) return contact;
      const fund = await post('/v1/fund_accounts', fundAccount(idSchema.parse(contact).id, details));
      if (refusal(fund)) return fund;
      const created = await post('/v1/fund_accounts/validations', {
        account_number: keys.accountNumber,
        fund_account: { id: idSchema.parse(fund).id },
        amount: 100,
        currency: 'INR',
        notes: { referenceId },
      });
      if (refusal(created)) return created;
      let validation = validationSchema.parse(created);
      for (let attempt = 0; attempt < polling.attempts; attempt++) {
        const check = checkFrom(validation);
        if (check) return check;
        await sleep(polling.intervalMs);
        const { status, answer } = await call(
          'GET',
          `/v1/fund_accounts/validations/${encodeURIComponent(validation.id)}`,
        );
        if (status !== 200) throw new Error(`RazorpayX validation ${validation.id} answered ${status}`);
        validation = validationSchema.parse(answer);
      }
      const check = checkFrom(validation);
      if (check) return check;
      throw new Error(`RazorpayX validation ${validation.id} is still ${validation.status}; asked again later`);
    },
  };
}
