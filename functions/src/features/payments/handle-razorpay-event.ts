// The Pub/Sub subscriber for accepted Razorpay webhooks, a table of event kinds: a captured payment or a paid order
// is recorded (payment-captured.ts); a refund's outcome moves its record forward (refund-movement.ts); a dispute's
// moves its chargeback (chargeback-events.ts). Every other event is ignored.
import { topics } from '@marketplace/shared/paths';
import type { PubSubEvent, Trigger } from '../../platform/triggers.ts';
import type { RecordPaymentDeps } from './record-payment.ts';
import { handlePaymentEvent, PAYMENT_EVENTS } from './payment-captured.ts';
import { handleRefundEvent, REFUND_EVENTS } from './refund-movement.ts';
import { handleDisputeEvent } from './chargeback-events.ts';
import { DISPUTE_EVENTS } from '@marketplace/shared/payments/chargeback';

export async function handleRazorpayEvent(deps: RecordPaymentDeps, message: PubSubEvent): Promise<void> {
  const kind = (message.data as { event?: unknown } | null)?.event;
  if (typeof kind !== 'string') return;
  if ((REFUND_EVENTS as readonly string[]).includes(kind)) return handleRefundEvent(deps.db, message);
  if ((DISPUTE_EVENTS as readonly string[]).includes(kind)) return handleDisputeEvent(deps, message);
  if (PAYMENT_EVENTS.includes(kind)) return handlePaymentEvent(deps, message, kind);
}

export const handleRazorpayEventTrigger: Trigger<RecordPaymentDeps> = {
  kind: 'pubsub',
  topic: topics.razorpayEvents,
  handle: handleRazorpayEvent,
};
