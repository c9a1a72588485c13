// The production PAN check (decision 033): Cashfree's Verification Suite, POST /verification/pan with the PAN and
// the profile's name, answers whether the PAN is valid and the name registered to it (`registered_name`); we compare
// that name ourselves (shared namesMatch). Any PAN provider answering the same two facts fits the same port.
import { z } from 'zod';
import type { PanCheck, PanChecks } from '../ports/verification.port.ts';

export interface CashfreeKeys {
  clientId: string;
  clientSecret: string;
  /** https://api.cashfree.com in production, https://sandbox.cashfree.com for the sandbox. */
  apiBase: string;
}

const panAnswerSchema = z.object({
  valid: z.boolean(),
  registered_name: z.string().nullable().optional(),
});

export function cashfreePanCheck(
  keys: CashfreeKeys,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): PanChecks {
  if (!keys.clientId || !keys.clientSecret)
    throw new Error('CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET must not be empty');
  return {
    async checkPan({ pan, name }): Promise<PanCheck> {
      const response = await fetchFn(`${keys.apiBase}/verification/pan`, {
        method: 'POST',
        headers: {
          'x-client-id': keys.clientId,
          'x-client-secret': keys.clientSecret,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ pan, name }),
      });
      const answer: unknown = await response.json().catch(() => null);
      // A 400 or 422 is the provider refusing the PAN as sent (malformed or unknown): not valid, for good.
      if (response.status === 400 || response.status === 422) return { valid: false, registeredName: null };
      const parsed = panAnswerSchema.safeParse(answer);
      if (!response.ok || !parsed.success) throw new Error(`Cashfree PAN check answered ${response.status}`);
      return { valid: parsed.data.valid, registeredName: parsed.data.registered_name ?? null };
    },
  };
}
