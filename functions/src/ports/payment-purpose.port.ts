// What a feature registers to sell something through the one checkout (ARCHITECTURE 'Ports'): how an order
// for it is priced from stored data, and what a verified payment does. The payments feature's create-order,
// verify-payment and webhook subscriber reach the feature only through this, so a new purpose adds a handler,
// not a path; the features meet here, never in each other's folders.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentPurpose } from '@marketplace/shared/payments/payment-purpose';
import type { CreateOrderRequest, VerifyPaymentResponse } from '@marketplace/shared/payments/payments-api';
import type { Caller } from '../platform/auth.ts';
import type { Outcome } from '../platform/http.ts';

/** What the purpose decided when the order was opened. */
export interface PricedOrder {
  /** Whole paise, from the stored price or budget: never the browser's figure. */
  amountPaise: number;
  /** Our reference, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
  /** Kept on the stored order for `fulfil`, e.g. the project id or a copy of the product. */
  fields: Record<string, unknown>;
}

/**
 * The stored payment order as its purpose reads it back: its id, its payer, and the `fields` the purpose kept
 * when it priced the order, which the purpose parses itself.
 */
export interface PurposeOrder {
  readonly id: string;
  /** The payer (SPEC 3 calls the buyer of a store order its student too). */
  readonly studentId: string;
  readonly [field: string]: unknown;
}

/** A payment applied; or refused because its subject is no longer payable, with what the payer is told of it. */
export type Fulfilment = { ok: true } | { ok: false; reason: string; title: string };

export interface PaymentPurposeHandler<Request extends CreateOrderRequest = CreateOrderRequest> {
  /** The path of the stored document the order is priced from (the project, the product). */
  subject(request: Request): string;
  /**
   * Prices the order from that document, as create-order read it (with the caller's profile, in one round
   * trip), and decides whether this caller may pay for it.
   */
  price(caller: Caller, request: Request, subject: DocumentSnapshot): Outcome<PricedOrder>;
  /**
   * Whether this caller may pay the subject's owner at all, when that needs more than the subject to decide (a
   * block between the buyer and the seller: decision 031): null when they may, else the refusal (a 409's text).
   */
  refusal?(db: Firestore, caller: Caller, subject: DocumentSnapshot): Promise<string | null>;
  /**
   * Applies a verified payment, inside the transaction that marks the order paid: all reads before any
   * write. Runs at most once per order (the order's status guards it).
   */
  fulfil(tx: Transaction, db: Firestore, order: PurposeOrder, paymentId: string): Promise<Fulfilment>;
  /** What verify-payment answers once the order is paid. */
  confirmation(order: PurposeOrder): VerifyPaymentResponse;
  /** The ledger's subject the captured money is held for (ledgerSubject: the project, the store order). */
  heldFor(order: PurposeOrder): string;
  /** A message when the verify request names something other than the order's subject. */
  mismatch?(order: PurposeOrder, named: { projectId?: string | undefined }): string | null;
}

/** One handler per purpose, composed at the root (functions/src/backend.ts). */
export type PaymentPurposes = {
  [P in PaymentPurpose]: PaymentPurposeHandler<Extract<CreateOrderRequest, { purpose: P }>>;
};
