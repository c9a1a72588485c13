// Runs the Payments contract against both adapters, plus what only one of them does.
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { paymentsContract, providerSigns } from '../ports/payments.contract.ts';
import { razorpayPayments, razorpaySignatureChecks } from './razorpay-payments.ts';
import { SIMULATED_ORDER_PREFIX, simulatedPayments } from './simulated-payments.ts';

const keys = { keyId: 'rzp_test_contract', keySecret: 'contract-key-secret', webhookSecret: 'contract-webhook-secret' };

// Razorpay's createOrder needs the network, so the contract covers its signature checks and config only.
paymentsContract('razorpay', () => ({ payments: razorpayPayments(keys), ...keys, orderId: 'order_IluGWxBm9U8zJ8' }));
paymentsContract('simulated', () => ({
  payments: simulatedPayments(keys),
  ...keys,
  orderId: `${SIMULATED_ORDER_PREFIX}contract`,
}));

describe('the contract signs as Razorpay does', () => {
  it("agrees with the Razorpay SDK's own verification helpers", () => {
    const signature = providerSigns.payment('order_1', 'pay_1', keys.keySecret);
    expect(validatePaymentVerification({ order_id: 'order_1', payment_id: 'pay_1' }, signature, keys.keySecret)).toBe(
      true,
    );
    expect(validatePaymentVerification({ order_id: 'order_2', payment_id: 'pay_1' }, signature, keys.keySecret)).toBe(
      false,
    );
    const body = '{"event":"order.paid"}';
    expect(
      Razorpay.validateWebhookSignature(body, providerSigns.webhook(body, keys.webhookSecret), keys.webhookSecret),
    ).toBe(true);
  });
});

describe('razorpay adapter', () => {
  it('gives the browser its public key id, never a secret', () => {
    const config = razorpayPayments(keys).checkoutConfig();
    expect(config).toEqual({ provider: 'razorpay', keyId: keys.keyId });
    expect(JSON.stringify(config)).not.toContain(keys.keySecret);
  });

  it('refuses to run with an empty key id or secret', () => {
    expect(() => razorpayPayments({ ...keys, keyId: '' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => razorpaySignatureChecks({ keySecret: '', webhookSecret: 'w' })).toThrow(/secrets/);
    expect(() => razorpaySignatureChecks({ keySecret: 'k', webhookSecret: '' })).toThrow(/secrets/);
  });
});

describe('simulated adapter', () => {
  const payments = simulatedPayments(keys);

  it('issues distinct simulated order ids for the amount asked', async () => {
    const first = await payments.createOrder({ amountPaise: 99_999, currency: 'INR', receipt: 'p1', notes: {} });
    const second = await payments.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'p1', notes: {} });
    expect(first).toMatchObject({ amount: 99_999, currency: 'INR' });
    expect(first.id).toMatch(/^order_sim_[\w-]+$/);
    expect(second.id).not.toBe(first.id);
  });

  it('signs a payment that the production verification accepts', async () => {
    const { id } = await payments.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'p1', notes: {} });
    const result = payments.pay(id);
    expect(result.razorpay_order_id).toBe(id);
    const proof = {
      orderId: result.razorpay_order_id,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    };
    expect(razorpaySignatureChecks(keys).verifyPaymentSignature(proof)).toBe(true);
    expect(razorpayPayments(keys).verifyPaymentSignature(proof)).toBe(true);
    expect(simulatedPayments({ ...keys, keySecret: 'another-secret' }).verifyPaymentSignature(proof)).toBe(false);
  });

  it('refuses to pay an order id it could never have issued', () => {
    expect(() => payments.pay('order_IluGWxBm9U8zJ8')).toThrow(/not a simulated order/);
  });

  it('opens the simulated checkout', () => {
    expect(payments.checkoutConfig()).toEqual({ provider: 'simulated' });
  });
});
