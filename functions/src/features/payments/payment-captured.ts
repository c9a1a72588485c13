// A captured payment or a paid order, as Razorpay's webhook tells it (handle-razorpay-event.ts hands them here):
// recorded through recordPayment, the same use case as the browser's verify-payment, for whatever the order was
// for, so repeated, late or out-of-order events change nothing twice.
import { z } from 'zod';
import { documentId } from '@marketplace/shared/document-id-schema';
import { log } from '../../platform/log.ts';
import type { PubSubEvent } from '../../platform/triggers.ts';
import { recordPayment, type RecordPaymentDeps } from './record-payment.ts';

export const PAYMENT_EVENTS = ['payment.captured', 'order.paid'];

const paymentEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: documentId('order_id'),
        amount: z.number().int().optional(),
      }),
    }),
  }),
});

export async function handlePaymentEvent(deps: RecordPaymentDeps, message: PubSubEvent, kind: string): Promise<void> {
  const parsed = paymentEventSchema.safeParse(message.data);
  if (!parsed.success) {
    // Signed by Razorpay but not the shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a payment entity', { messageId: message.id, event: kind });
    return;
  }
  const { id: paymentId, order_id: orderId, amount } = parsed.data.payload.payment.entity;
  const result = await recordPayment(
    deps,
    { kind: 'webhook' },
    amount === undefined ? { orderId, paymentId } : { orderId, paymentId, amountPaise: amount },
  );
  const context = { messageId: message.id, event: kind, orderId, paymentId, result: result.kind };
  if (result.kind === 'recorded')
    log.info('payment recorded', { ...context, purpose: result.order.purpose, by: 'webhook' });
  // Orders opened elsewhere in the Razorpay account are not ours; repeats are expected.
  else if (result.kind === 'order-unknown' || result.kind === 'already-paid')
    log.info('razorpay event changed nothing', context);
  // Captured for something no longer payable: recorded, and its refund requested in the same transaction.
  else if (result.kind === 'not-fulfillable')
    log.warn('captured payment could not be applied: refunded', { ...context, reason: result.reason });
  // Another payment had paid the order: this one was booked and its refund requested (decision 043).
  else if (result.kind === 'paid-twice') log.warn('a second payment on a paid order: refunded', context);
  else log.error('captured payment could not be recorded: refund by hand', new Error(result.kind), context);
}
