import { describe, expect, it } from 'vitest';
import {
  createOrderRequestSchema,
  paymentOrderSchema,
  paymentsConfigSchema,
  simulatedPayRequestSchema,
  verifyPaymentRequestSchema,
  type SimulatedPayRequest,
} from './payments-api.ts';

describe('createOrderRequestSchema', () => {
  it('never carries an amount from the body: the server reads the stored budget', () => {
    const parsed = createOrderRequestSchema.parse({ projectId: 'project-1', amount: 1, currency: 'INR' });
    expect(parsed).toEqual({ purpose: 'project', projectId: 'project-1', currency: 'INR' });
    expect(parsed).not.toHaveProperty('amount');
  });

  it('requires a project id and accepts only INR', () => {
    expect(createOrderRequestSchema.safeParse({ purpose: 'project' }).success).toBe(false);
    expect(createOrderRequestSchema.safeParse({ purpose: 'refund', projectId: 'project-1' }).success).toBe(false);
    expect(createOrderRequestSchema.safeParse({ projectId: '' }).success).toBe(false);
    expect(createOrderRequestSchema.safeParse({ projectId: 'project-1', currency: 'USD' }).success).toBe(false);
    expect(createOrderRequestSchema.safeParse({ projectId: 'project-1' }).success).toBe(true);
  });
});

describe('payment order and verification shapes', () => {
  it('counts the order amount in whole positive paise', () => {
    expect(paymentOrderSchema.safeParse({ id: 'order_1', amount: 250000, currency: 'INR' }).success).toBe(true);
    expect(paymentOrderSchema.safeParse({ id: 'order_1', amount: 2500.5, currency: 'INR' }).success).toBe(false);
    expect(paymentOrderSchema.safeParse({ id: 'order_1', amount: 0, currency: 'INR' }).success).toBe(false);
  });

  it('needs all three Razorpay fields to verify, and a project id, when it names one, is not empty', () => {
    const body = { projectId: 'project-1', razorpay_order_id: 'o', razorpay_payment_id: 'p', razorpay_signature: 's' };
    expect(verifyPaymentRequestSchema.safeParse(body).success).toBe(true);
    const { projectId: _projectId, ...withoutProject } = body;
    expect(verifyPaymentRequestSchema.safeParse(withoutProject).success).toBe(true);
    for (const key of Object.keys(body)) {
      expect(verifyPaymentRequestSchema.safeParse({ ...body, [key]: '' }).success).toBe(false);
    }
  });

  it('tells the browser which checkout to open', () => {
    expect(paymentsConfigSchema.parse({ provider: 'simulated' })).toEqual({ provider: 'simulated' });
    expect(paymentsConfigSchema.parse({ provider: 'razorpay', keyId: 'rzp_test_1' })).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_1',
    });
    expect(paymentsConfigSchema.safeParse({ provider: 'razorpay' }).success).toBe(false);
  });
});

describe('simulatedPayRequestSchema', () => {
  const card: SimulatedPayRequest = {
    method: 'card',
    orderId: 'order_1',
    cardNumber: '4111111111111111',
    expiry: '12/27',
    cvc: '123',
    name: 'Ana Rao',
  };

  /** The messages of the failed fields, keyed by field. */
  const messages = (input: Record<string, string>) => {
    const result = simulatedPayRequestSchema.safeParse({ ...card, ...input });
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('accepts a well-formed card and trims the name', () => {
    expect(simulatedPayRequestSchema.parse({ ...card, name: '  Ana Rao ' })).toEqual(card);
  });

  it('pays by card when the body names no method, as the first version of the endpoint did', () => {
    const { method: _method, ...withoutMethod } = card;
    expect(simulatedPayRequestSchema.parse(withoutMethod)).toEqual(card);
  });

  it('accepts a UPI id of the form name@bank, and only that', () => {
    const upi = { method: 'upi', orderId: 'order_1' };
    expect(simulatedPayRequestSchema.parse({ ...upi, vpa: ' ana.rao@okaxis ' })).toEqual({
      ...upi,
      vpa: 'ana.rao@okaxis',
    });
    for (const vpa of ['ana.rao', '@okaxis', 'ana rao@okaxis', 'a@1bank', '']) {
      expect(simulatedPayRequestSchema.safeParse({ ...upi, vpa }).success).toBe(false);
    }
  });

  // These messages belong to the payment form, not to SPEC.md, so they are spelled out here.
  it.each([
    [
      'cardNumber',
      'Enter a valid card number.',
      // The last three fail the Luhn check: a typo in the last digit, and a made-up number.
      [
        '4111 1111 1111 1111',
        '41111111111',
        'abcdabcdabcdabcd',
        '4111 1111 1111 1112',
        '4111111111111112',
        '1234567890123456',
      ],
    ],
    ['expiry', 'Enter the expiry as MM/YY.', ['13/27', '00/27', '1/27']],
    // A Visa's code is 3 digits; an American Express card's is 4 (printed on its front).
    ['cvc', 'Enter the 3 digit CVC.', ['12', '12345', '1234']],
    ['name', 'Enter the name on the card.', ['', '   ']],
  ])('rejects each %s here with %j', (field, message, values) => {
    for (const value of values) expect(messages({ [field]: value }), value).toEqual({ [field]: message });
  });

  it("asks an American Express card for its code's 4 digits", () => {
    expect(messages({ cardNumber: '378282246310005', cvc: '123' })).toEqual({ cvc: 'Enter the 4 digit CVC.' });
  });

  it('accepts an American Express card with its 4-digit code, and 19-digit card numbers', () => {
    expect(messages({ cvc: '1234', cardNumber: '378282246310005' })).toEqual({});
    expect(messages({ cardNumber: '4111111111111111110' })).toEqual({});
    expect(messages({ cardNumber: '5555555555554444' })).toEqual({});
  });
});
