// A seller's payout details through PUT /api/payouts/details: checked as RazorpayX checks a fund
// account, refused with the schema's message and nothing written, kept private, never in a payout's document.
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { payoutDetailsErrors } from '@marketplace/shared/payouts/payout-details';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller] = suite.people;
});

async function saveDetails(body: unknown, as?: Person): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) headers.authorization = `Bearer ${as.token}`;
  const response = await fetch(`${api.url}/api/payouts/details`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stored = async (uid: string) => {
  const data = (await backend.db.doc(paths.payoutDetails(uid)).get()).data();
  if (!data) return undefined;
  const { updatedAt: _updatedAt, ...details } = data;
  return details;
};

describe('PUT /api/payouts/details', () => {
  it("keeps a seller's UPI id, answering with the masked hint", async () => {
    expect(await saveDetails({ method: 'upi', upiId: ' sally@okaxis ' }, seller)).toEqual({
      status: 200,
      body: { hint: 'UPI •••@okaxis' },
    });
    expect(await stored(seller.uid)).toEqual({ method: 'upi', upiId: 'sally@okaxis' });
  });

  it('replaces a UPI id with a bank account, keeping nothing of the first', async () => {
    await saveDetails({ method: 'upi', upiId: 'sally@okaxis' }, seller);
    const bank = { method: 'bank', accountNumber: '1234 5678 9012', ifsc: 'hdfc0001234', holderName: 'Sally Rao' };
    expect(await saveDetails(bank, seller)).toEqual({ status: 200, body: { hint: 'Bank •••• 9012' } });
    expect(await stored(seller.uid)).toEqual({
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      holderName: 'Sally Rao',
    });
  });

  it.each([
    [{ method: 'upi', upiId: 'sally' }, payoutDetailsErrors.upiId],
    [
      { method: 'bank', accountNumber: '123456789', ifsc: 'HDFC1001234', holderName: 'Sally Rao' },
      payoutDetailsErrors.ifsc,
    ],
    [
      { method: 'bank', accountNumber: '12-34', ifsc: 'HDFC0001234', holderName: 'Sally Rao' },
      payoutDetailsErrors.accountNumber,
    ],
    [
      { method: 'bank', accountNumber: '123456789', ifsc: 'HDFC0001234', holderName: 'S' },
      payoutDetailsErrors.holderName,
    ],
  ])('refuses %j with 400 and its message, writing nothing', async (details, message) => {
    expect(await saveDetails(details, seller)).toEqual({ status: 400, body: { error: message } });
    expect(await stored(seller.uid)).toBeUndefined();
  });

  it('refuses a student (403) and a visitor (401), writing nothing', async () => {
    const details = { method: 'upi', upiId: 'alice@ybl' };
    expect(await saveDetails(details, student)).toEqual({ status: 403, body: { error: payoutErrors.notSeller } });
    expect((await saveDetails(details)).status).toBe(401);
    expect(await stored(student.uid)).toBeUndefined();
  });
});
