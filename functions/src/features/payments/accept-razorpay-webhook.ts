// POST /api/razorpay/webhook: a Razorpay event is accepted only with a valid signature over the raw body,
// at most once per event id, and handed to Pub/Sub; handleRazorpayEvent applies it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { eventIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Payments } from '../../ports/payments.port.ts';
import { paymentErrors } from '@marketplace/shared/payments/payment-errors';

export interface RazorpayEventPublisher {
  publishRazorpayEvent(event: unknown, eventId: string): Promise<string>;
}

export interface WebhookDelivery {
  /** Exactly the bytes received; undefined when the body never arrived as bytes. */
  rawBody: Buffer | undefined;
  signature: string | undefined;
  eventId: string | undefined;
}

export interface RazorpayWebhookDeps {
  db: Firestore;
  payments: Payments;
  razorpayEvents: RazorpayEventPublisher;
}

export async function acceptRazorpayWebhook(
  { db, payments, razorpayEvents }: RazorpayWebhookDeps,
  delivery: WebhookDelivery,
): Promise<Outcome<{ duplicate: boolean }>> {
  const { rawBody, signature, eventId } = delivery;
  if (!rawBody || !signature || !payments.verifyWebhookSignature(rawBody, signature)) {
    log.warn('webhook signature rejected', { eventId: eventId ?? null });
    return failure('invalid', paymentErrors.badWebhookSignature);
  }
  if (!eventId) return failure('invalid', paymentErrors.missingEventId);
  // The id names the dedupe record, so it must be one Firestore takes ('__x__' is reserved).
  const problem = eventIdProblem(eventId);
  if (problem) return failure('invalid', paymentErrors.badEventId(problem));
  let event: { event?: unknown };
  try {
    event = JSON.parse(rawBody.toString('utf8')) as { event?: unknown };
  } catch {
    return failure('invalid', paymentErrors.webhookNotJson);
  }
  if (typeof event !== 'object' || event === null) return failure('invalid', paymentErrors.webhookNotJson);

  const marker = db.doc(paths.webhookEvent(eventId));
  try {
    await marker.create({
      event: typeof event.event === 'string' ? event.event : null,
      receivedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (isAlreadyExists(error)) return success({ duplicate: true });
    throw error;
  }
  try {
    await razorpayEvents.publishRazorpayEvent(event, eventId);
  } catch (error) {
    // Forget the event so Razorpay's retry is not mistaken for a duplicate and the event is not lost.
    log.error('webhook event could not be published', error, { eventId });
    await marker.delete();
    return failure('unavailable', paymentErrors.eventNotQueued);
  }
  return success({ duplicate: false });
}
