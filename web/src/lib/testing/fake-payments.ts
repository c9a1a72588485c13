// A PaymentsClient for component tests: vi.fn steps the test can inspect or make fail, and the checkout
// machine provided with them, with a short simulated processing time.
import { vi } from 'vitest';
import type { PaymentsClient } from '../payments/payments-client.ts';
import { checkoutLogic } from '../payments/payments-client.ts';
import { readyLogic } from '../lazy-logic.ts';

export function fakePaymentsClient(overrides: Partial<PaymentsClient> = {}): PaymentsClient {
  return {
    config: vi.fn(async () => ({ provider: 'simulated' as const })),
    createOrder: vi.fn(async () => ({ id: 'order_1', amount: 150_000, currency: 'INR' })),
    pay: vi.fn(async () => ({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    })),
    verify: vi.fn(async () => ({ paymentStatus: 'Funded' as const })),
    ...overrides,
  };
}

/** The checkout as the composition root builds it, on the fake client; processing takes 20 ms, not 1.5 s. */
export function fakeCheckoutLogic(client: PaymentsClient) {
  return readyLogic(checkoutLogic(client).provide({ delays: { processing: 20 } }));
}
