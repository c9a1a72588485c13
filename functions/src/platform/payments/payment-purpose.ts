// What a feature registers to sell something through the one checkout (ARCHITECTURE 'Ports'): how an order
// for it is priced from stored data, and what a verified payment does. create-order, verify-payment and the
// webhook's subscriber reach the feature only through this, so a new purpose adds a handler, not a path.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type {
  CreateOrderRequest,
  PaymentPurpose,
  VerifyPaymentResponse,
} from '@marketplace/shared/payments/payments-api';
import type { Payments } from '../../ports/payments.port.ts';
import type { Caller } from '../auth.ts';
import type { Outcome } from '../http.ts';
import type { StoredPaymentOrder } from './payment-orders.ts';

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

export type Fulfilment = { ok: true } | { ok: false; reason: string };

export interface PaymentPurposeHandler<Request extends CreateOrderRequest = CreateOrderRequest> {
  /** The path of the stored document the order is priced from (the project, the product). */
  subject(request: Request): string;
  /**
   * Prices the order from that document, as create-order read it (with the caller's profile, in one round
   * trip), and decides whether this caller may pay for it.
   */
  price(caller: Caller, request: Request, subject: DocumentSnapshot): Outcome<PricedOrder>;
  /**
   * Applies a verified payment, inside the transaction that marks the order paid: all reads before any
   * write. Runs at most once per order (the order's status guards it).
   */
  fulfil(tx: Transaction, db: Firestore, order: StoredPaymentOrder, paymentId: string): Promise<Fulfilment>;
  /** What verify-payment answers once the order is paid. */
  confirmation(order: StoredPaymentOrder): VerifyPaymentResponse;
  /** A message when the verify request names something other than the order's subject. */
  mismatch?(order: StoredPaymentOrder, named: { projectId?: string | undefined }): string | null;
}

/** One handler per purpose, composed at the root (functions/src/backend.ts). */
export type PaymentPurposes = {
  [P in PaymentPurpose]: PaymentPurposeHandler<Extract<CreateOrderRequest, { purpose: P }>>;
};

export function handlerFor(purposes: PaymentPurposes, purpose: PaymentPurpose): PaymentPurposeHandler {
  return purposes[purpose] as PaymentPurposeHandler;
}

/** What the checkout's use cases (create-order, verify-payment) work with. */
export interface CheckoutDeps {
  db: Firestore;
  payments: Payments;
  paymentPurposes: PaymentPurposes;
}
