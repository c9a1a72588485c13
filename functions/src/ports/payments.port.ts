// The payment provider, in the domain's words: open an order for an amount, and tell a genuine payment
// result or webhook from a forged one. Razorpay in production, a simulated provider locally.
import type { PaymentResult, PaymentsConfig } from '@marketplace/shared/payments/payments-api';

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

/** Locally the simulated provider also plays Razorpay Checkout: it "pays" an order and signs the result. */
export interface SimulatedCheckout {
  /**
   * Signs a successful payment of `orderId`. Stateless, so it survives host restarts: the caller must
   * first check that the order was issued and is still unpaid (the API keeps orders in Firestore).
   * Throws for an id this provider could never have issued.
   */
  pay(orderId: string): PaymentResult;
}
