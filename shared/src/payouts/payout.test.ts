import { describe, expect, it } from 'vitest';
import { payoutIdempotencyKey, payoutStatusText, unsentPayout } from './payout.ts';

describe('payoutStatusText', () => {
  it('says where each payout stands, with the masked hint and the reference once paid', () => {
    const sent = { ...unsentPayout, detailsHint: 'UPI •••@okaxis' };
    expect(payoutStatusText(unsentPayout)).toBe('Waiting for payout details');
    expect(
      payoutStatusText({ ...unsentPayout, status: 'waiting-for-verification', failureReason: 'Add your PAN.' }),
    ).toBe('Waiting for verification: Add your PAN.');
    expect(payoutStatusText({ ...sent, status: 'queued' })).toBe('On its way to UPI •••@okaxis');
    expect(payoutStatusText({ ...sent, status: 'processing' })).toBe('On its way to UPI •••@okaxis');
    expect(payoutStatusText({ ...sent, status: 'processed', reference: 'UTR123' })).toBe(
      'Paid to UPI •••@okaxis · ref. UTR123',
    );
    expect(payoutStatusText({ ...sent, status: 'failed', failureReason: 'Invalid VPA' })).toBe('Failed: Invalid VPA');
    expect(payoutStatusText({ ...sent, status: 'reversed', failureReason: 'Account closed' })).toBe(
      'Returned by the bank: Account closed',
    );
  });
});

describe('payoutIdempotencyKey', () => {
  it('is one key per payout and attempt', () => {
    expect(payoutIdempotencyKey({ id: 'p1', attempt: 1 })).toBe('payout-p1-1');
    expect(payoutIdempotencyKey({ id: 'p1', attempt: 2 })).not.toBe(payoutIdempotencyKey({ id: 'p1', attempt: 1 }));
  });
});
