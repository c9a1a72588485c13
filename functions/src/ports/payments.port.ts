// The payment provider, in the domain's words: open an order for an amount, and tell a genuine payment
// result or webhook from a forged one. Razorpay in production, a simulated provider locally.
import type { PaymentsConfig } from '@marketplace/shared/payments/payments-api';

export interface NewPaymentOrder {
  /** Whole paise: the provider counts in the currency's smallest unit. */
  amountPaise: number;
  currency: string;
  /** Our reference, shown in the provider's dashboard (the project id). */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  id: string;
  /** In paise. */
  amount: number;
  currency: string;
}

/** What the checkout hands back on success, in our words. */
export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}

export interface Payments {
  createOrder(order: NewPaymentOrder): Promise<ProviderOrder>;
  /** True only if the provider signed exactly this order id and payment id. */
  verifyPaymentSignature(proof: PaymentProof): boolean;
  /** True only if the provider signed exactly these bytes (the body as received, before any parsing). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Which checkout the browser opens, and with which public key. */
  checkoutConfig(): PaymentsConfig;
}
