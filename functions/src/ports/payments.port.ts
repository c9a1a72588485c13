// The payment provider, in the domain's words: open an order for an amount, tell a genuine payment result or
// webhook from a forged one, and refund a captured payment. Razorpay in production, a simulated provider locally.
import type { PaymentResult, PaymentsConfig } from '@marketplace/shared/payments/payments-api';
import { ProviderRefused } from './provider-refused.ts';

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

export interface RefundRequest {
  /** The provider's id of the captured payment. */
  paymentId: string;
  /** Whole paise, at most what is left of the captured amount (a partial refund when less). */
  amountPaise: number;
  /** The provider refunds once per key, however often it is asked (refundIdempotencyKey). */
  idempotencyKey: string;
  /** Kept on the refund and sent back with its webhooks: our refund id, so an event finds its record. */
  notes: Record<string, string>;
}

/** Where a refund stands at the provider: pending until its webhook says processed or failed. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
}

/**
 * The provider refused the refund as asked (a bad request: more than is left, a payment it cannot refund, another
 * body under a key already used). Asking again will not help, so the refund is marked failed with this reason;
 * any other error may pass and is thrown for a retry.
 */
export class RefundRefused extends ProviderRefused {
  constructor(reason: string) {
    super(reason, 'RefundRefused');
  }
}

/** A span of time, epoch ms: from (inclusive) to (exclusive). */
export interface TimeSpan {
  from: number;
  to: number;
}

/** A payment as the provider lists it (Razorpay's payment entity, in our words). */
export interface ProviderPaymentItem {
  id: string;
  /** The order it paid: our payment order's id. */
  orderId: string | null;
  amountPaise: number;
  /** Razorpay's: created, authorized, captured, refunded or failed. */
  status: string;
  createdAt: number;
}

/** A refund as the provider lists it, with the notes we gave it (our refund id and attempt). */
export interface ProviderRefundItem {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  createdAt: number;
  notes: Record<string, string>;
}

/** A file of our evidence for a contested chargeback (the server's evidence pack, decision 049). */
export interface EvidenceFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Our answer to a chargeback: kept as a draft at the provider, or submitted to the bank (then final). */
export interface DisputeContest {
  action: 'draft' | 'submit';
  /** What we contest, in paise: the whole disputed amount unless less is named. */
  amountPaise: number;
  /** In a few sentences, why the payment stands. */
  summary: string;
  files: EvidenceFile[];
}

/** The provider refused to accept or contest the chargeback as asked (decided already, past its window). */
export class DisputeRefused extends ProviderRefused {
  constructor(reason: string) {
    super(reason, 'DisputeRefused');
  }
}

export interface Payments {
  createOrder(order: NewPaymentOrder): Promise<ProviderOrder>;
  /** True only if the provider signed exactly this order id and payment id. */
  verifyPaymentSignature(proof: PaymentProof): boolean;
  /** True only if the provider signed exactly these bytes (the body as received, before any parsing). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** Which checkout the browser opens, and with which public key. */
  checkoutConfig(): PaymentsConfig;
  /** Asks for a refund; its outcome arrives later as a `refund.processed` or `refund.failed` webhook. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /**
   * Where a refund it made stands now (decision 027: asked when its webhook is late). Throws for an id it does not
   * know, or when it cannot say: never a made-up status.
   */
  refundStatus(providerRefundId: string): Promise<ProviderRefund>;
  /** The payments made within the span, for the daily reconciliation (decision 029). */
  listPayments(span: TimeSpan): Promise<ProviderPaymentItem[]>;
  /** The refunds made within the span, with their status now. */
  listRefunds(span: TimeSpan): Promise<ProviderRefundItem[]>;
  /**
   * Accepts a chargeback (decision 049): the case is lost at once and its `payment.dispute.lost` webhook follows.
   * Throws DisputeRefused when the provider will not (decided already).
   */
  acceptDispute(disputeId: string): Promise<void>;
  /** Contests a chargeback with our evidence, as a draft or submitted; the bank's outcome arrives as a webhook. */
  contestDispute(disputeId: string, contest: DisputeContest): Promise<void>;
}

/** Locally the simulated provider also plays Razorpay Checkout: it "pays" an order and signs the result. */
export interface SimulatedCheckout {
  /**
   * Signs a successful payment of `orderId`. Stateless, so it survives host restarts: the caller must
   * first check that the order was issued and is still unpaid (the API keeps orders in Firestore).
   * Throws for an id this provider could never have issued. With `refundFails`, the first refund of the payment
   * fails (the designated test card: simulated-payments.ts), so the failure path can be walked in the browser.
   */
  pay(orderId: string, options?: { refundFails?: boolean }): Promise<PaymentResult>;
}

/**
 * The simulated provider's chargebacks (decision 049): any captured payment can be disputed, as a cardholder's bank
 * would, and the bank's decision on a contested case given; each step arrives as Razorpay's signed webhook.
 */
export interface SimulatedDisputes {
  /** Opens a chargeback on a captured payment (the whole amount unless less is named); its id. */
  raiseDispute(
    paymentId: string,
    options?: { amountPaise?: number; reasonCode?: string; reason?: string },
  ): Promise<string>;
  /** The bank's decision on a case: won or lost. */
  decideDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<void>;
}
