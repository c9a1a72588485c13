// The Pub/Sub subscriber for accepted Razorpay webhooks: a captured payment or a paid order funds the
// project through recordPayment, the same use case as the browser's verify-payment, so repeated,
// late or out-of-order events change nothing twice. Every other event is ignored.
import { z } from 'zod';
import { topics } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { PubSubEvent, Trigger, TriggerDeps } from '../../platform/triggers.ts';
import { recordPayment } from './record-payment.ts';

const FUNDING_EVENTS = ['payment.captured', 'order.paid'];

const paymentEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1), order_id: z.string().min(1), amount: z.number().int().optional() }),
    }),
  }),
});

export async function handleRazorpayEvent({ db }: TriggerDeps, message: PubSubEvent): Promise<void> {
  const kind = (message.data as { event?: unknown } | null)?.event;
  if (typeof kind !== 'string' || !FUNDING_EVENTS.includes(kind)) return;
  const parsed = paymentEventSchema.safeParse(message.data);
  if (!parsed.success) {
    // Signed by Razorpay but not the shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a payment entity', { messageId: message.id, event: kind });
    return;
  }
  const { id: paymentId, order_id: orderId, amount } = parsed.data.payload.payment.entity;
  const result = await recordPayment(
    { db },
    { kind: 'webhook' },
    amount === undefined ? { orderId, paymentId } : { orderId, paymentId, amountPaise: amount },
  );
  const context = { messageId: message.id, event: kind, orderId, paymentId, result };
  if (result === 'funded') log.info('project funded', { ...context, by: 'webhook' });
  // Store purchases and other orders are not ours; repeats are expected.
  else if (result === 'order-unknown' || result === 'already-paid') log.info('razorpay event changed nothing', context);
  else log.error('captured payment could not fund its project: refund by hand', new Error(result), context);
}

export const handleRazorpayEventTrigger: Trigger = {
  kind: 'pubsub',
  topic: topics.razorpayEvents,
  handle: handleRazorpayEvent,
};
