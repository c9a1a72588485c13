import { describe, expect, it } from 'vitest';
import { bankDetailsSchema, payoutDetailsErrors, payoutDetailsHint, payoutDetailsSchema } from './payout-details.ts';

const bank = { method: 'bank', accountNumber: '123456789012', ifsc: 'HDFC0001234', holderName: 'Asha Verma' };
const firstMessage = (input: unknown) => payoutDetailsSchema.safeParse(input).error?.issues[0]?.message;

describe('payoutDetailsSchema: UPI', () => {
  it('takes name@handle ids, trimmed', () => {
    for (const upiId of ['asha@okaxis', 'asha.verma-1_2@ybl', '9876543210@paytm'])
      expect(payoutDetailsSchema.parse({ method: 'upi', upiId: ` ${upiId} ` })).toEqual({ method: 'upi', upiId });
  });

  it('refuses ids without a handle, with two @ or with spaces, saying how one looks', () => {
    for (const upiId of ['asha', 'asha@', '@okaxis', 'a@b@c', 'asha verma@ybl', 'asha@ok axis', 'a@okaxis', ''])
      expect(firstMessage({ method: 'upi', upiId }), upiId).toBe(payoutDetailsErrors.upiId);
  });
});

describe('payoutDetailsSchema: bank account', () => {
  it('takes an account with its IFSC, spaces removed and the IFSC in capitals', () => {
    expect(payoutDetailsSchema.parse({ ...bank, accountNumber: '1234 5678 9012', ifsc: 'hdfc 0001234' })).toEqual(bank);
    expect(bankDetailsSchema.parse({ ...bank, ifsc: 'SBIN0ABC123' }).ifsc).toBe('SBIN0ABC123');
  });

  it('refuses an IFSC that is not 4 letters, 0 and 6 letters or digits', () => {
    for (const ifsc of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', '1234012345A', 'HDFC0-01234'])
      expect(firstMessage({ ...bank, ifsc }), ifsc).toBe(payoutDetailsErrors.ifsc);
  });

  it('takes account numbers of 5 to 35 letters or digits and refuses others', () => {
    expect(payoutDetailsSchema.safeParse({ ...bank, accountNumber: '12345' }).success).toBe(true);
    expect(payoutDetailsSchema.safeParse({ ...bank, accountNumber: 'A'.repeat(35) }).success).toBe(true);
    for (const accountNumber of ['1234', 'A'.repeat(36), '12345-678', ''])
      expect(firstMessage({ ...bank, accountNumber }), accountNumber).toBe(payoutDetailsErrors.accountNumber);
  });

  it("asks for the holder's name as the bank has it", () => {
    for (const holderName of ['', 'AV', 'Asha <script>', 'x'.repeat(121)])
      expect(firstMessage({ ...bank, holderName }), holderName).toBe(payoutDetailsErrors.holderName);
    expect(bankDetailsSchema.parse({ ...bank, holderName: " D'Souza, R. (Jr) " }).holderName).toBe("D'Souza, R. (Jr)");
  });

  it('refuses another method', () => {
    expect(firstMessage({ method: 'card', upiId: 'asha@okaxis' })).toBe(payoutDetailsErrors.method);
  });
});

describe('payoutDetailsHint', () => {
  it('shows the UPI handle or the last four digits, never the whole details', () => {
    expect(payoutDetailsHint({ method: 'upi', upiId: 'asha@okaxis' })).toBe('UPI •••@okaxis');
    expect(payoutDetailsHint(payoutDetailsSchema.parse(bank))).toBe('Bank •••• 9012');
  });
});
