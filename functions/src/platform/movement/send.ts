// Sending a movement's current attempt to the provider (decision 030), for a kind's send trigger: the attempt is sent
// once, with its own idempotency key; between the send and the record saying so, the key makes a second send the
// same one. A refusal fails the attempt if it is still the one waited on; any other error is thrown, so the trigger
// is delivered again. The answer is recorded only if no retry has made a newer attempt meanwhile.
import type { Firestore } from 'firebase-admin/firestore';
import type { ProviderRefused } from '../../ports/provider-refused.ts';
import { log } from '../log.ts';
import {
  afterReport,
  updateMovement,
  type Attempted,
  type MovementKind,
  type MovementPatch,
  type ProviderReport,
} from './movement.ts';

export interface Sending<Record extends Attempted, Sent extends { id: string }> {
  /** The provider's call for the record's attempt. */
  send: (record: Record) => Promise<Sent>;
  /** The port's refusal (RefundRefused, PayoutRefused). */
  refusal: abstract new (...args: never[]) => ProviderRefused;
  /** The provider's answer as a report on the attempt. */
  reportOf: (sent: Sent, attempt: number) => ProviderReport;
}

/** Whether the record's current attempt is one to send now: with the provider's words for it, and not yet sent. */
export const isUnsent = <R extends Attempted, E>(kind: MovementKind<R, E>, record: R) =>
  kind.phaseOf(record.status) === 'sent' && record.sentAttempt < record.attempt;

/** Sends the record's current attempt, which the caller has read as unsent (isUnsent). */
export async function sendMovement<Record extends Attempted, Effects, Sent extends { id: string }>(
  db: Firestore,
  kind: MovementKind<Record, Effects>,
  sending: Sending<Record, Sent>,
  record: Record,
): Promise<void> {
  const { id, attempt } = record;
  let sent: Sent;
  try {
    sent = await sending.send(record);
  } catch (error) {
    // Anything else may pass (the network, the provider busy with the same key): thrown, so it is delivered again.
    if (!(error instanceof sending.refusal)) throw error;
    log.warn(`${kind.kind} refused by the provider`, { id, attempt, reason: error.reason });
    await updateMovement(db, kind, id, (current) =>
      current.attempt === attempt && kind.phaseOf(current.status) === 'sent'
        ? { status: kind.statusFor('failed'), failureReason: error.reason, sentAttempt: attempt }
        : null,
    );
    return;
  }
  const report = sending.reportOf(sent, attempt);
  const result = await updateMovement(db, kind, id, (current): MovementPatch | null => {
    // An admin's retry made a new attempt meanwhile: this answer is about one no longer waited on.
    if (current.attempt !== attempt) return null;
    const withId = { ...current, [kind.providerIdField]: sent.id };
    return {
      sentAttempt: Math.max(current.sentAttempt, attempt),
      [kind.providerIdField]: sent.id,
      ...afterReport(kind, withId, report),
    };
  });
  log.info(`${kind.kind} sent`, { id, attempt, providerId: sent.id, recorded: result.kind === 'updated' });
}
