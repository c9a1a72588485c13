// The handler an order's purpose registered (ports/payment-purpose.port.ts), and what the checkout's use cases
// (create-order, verify-payment) work with.
import type { Firestore } from 'firebase-admin/firestore';
import type { Payments } from '../../ports/payments.port.ts';
import type { PaymentPurposeHandler, PaymentPurposes } from '../../ports/payment-purpose.port.ts';
import type { PaymentPurpose } from '@marketplace/shared/payments/payment-purpose';

export function handlerFor(purposes: PaymentPurposes, purpose: PaymentPurpose): PaymentPurposeHandler {
  return purposes[purpose] as PaymentPurposeHandler;
}

/** What the checkout's use cases (create-order, verify-payment) work with. */
export interface CheckoutDeps {
  db: Firestore;
  payments: Payments;
  paymentPurposes: PaymentPurposes;
}
