// POST /api/create-order: opens a provider order for what the request names. The purpose prices it from
// stored data (ARCHITECTURE: never the browser's amount) and decides who may pay; the order is remembered so
// verification can check whose order it is, what it is for, and that it is paid once.
import { FieldValue } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { CURRENCY } from '@marketplace/shared/projects/money';
import type { CreateOrderRequest, PaymentOrder } from '@marketplace/shared/payments/payments-api';
import { callerFrom, profileOf, type SignedIn } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { ProviderOrder } from '../../ports/payments.port.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';
import { handlerFor, type CheckoutDeps } from './purpose-handlers.ts';

export async function createOrder(
  { db, payments, paymentPurposes }: CheckoutDeps,
  signedIn: SignedIn,
  request: CreateOrderRequest,
): Promise<Outcome<PaymentOrder>> {
  const handler = handlerFor(paymentPurposes, request.purpose);
  // The caller's profile (their role) and what the order is for, in one round trip.
  const [profile, subject] = await db.getAll(profileOf(db, signedIn), db.doc(handler.subject(request)));
  const caller = callerFrom(signedIn, profile!);
  const priced = handler.price(caller, request, subject!);
  if (!priced.ok) return priced;
  const refused = await handler.refusal?.(db, caller, subject!);
  if (refused) return failure('conflict', refused);
  const { amountPaise, receipt, notes, fields } = priced.value;

  let order: ProviderOrder;
  try {
    order = await payments.createOrder({ amountPaise, currency: CURRENCY, receipt, notes });
  } catch (error) {
    log.error('payment provider could not create an order', error, { purpose: request.purpose, receipt });
    return failure('provider-failed', paymentErrors.orderNotCreated);
  }
  await db.doc(paths.paymentOrder(order.id)).create({
    ...fields,
    purpose: request.purpose,
    studentId: caller.uid,
    amountPaise,
    currency: CURRENCY,
    status: 'created',
    createdAt: FieldValue.serverTimestamp(),
  });
  return success({ id: order.id, amount: order.amount, currency: order.currency });
}
