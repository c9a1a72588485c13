// A provider's webhook about a movement (decision 030), accepted like the payment events (signature on the raw body,
// event-id dedupe, Pub/Sub): the record is found by our id in the notes, or else by the provider's id, and the
// report moves it forward only (movement.ts), so a late or repeated event changes nothing.
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { log } from '../log.ts';
import { afterReport, updateMovement, type Attempted, type MovementKind, type ProviderReport } from './movement.ts';

/** What a webhook says in our words: the record our notes name (null when they were lost), and the report. */
export interface MovementEvent {
  id: string | null;
  report: ProviderReport;
}

/** The provider's notes, which it sends as [] when empty and as an object of strings when ours. */
export const providerNotesSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).catch({});

/** Our record's id (as `idSchema` reads it) and the attempt from the notes we gave the provider. */
export function fromNotes(
  notes: z.infer<typeof providerNotesSchema>,
  idField: string,
  idSchema: z.ZodType<string>,
): { id: string | null; attempt: number | null } {
  const named = Array.isArray(notes) ? {} : notes;
  const id = idSchema.safeParse(named[idField]);
  const attempt = z.coerce.number().int().positive().safeParse(named.attempt);
  return { id: id.success ? id.data : null, attempt: attempt.success ? attempt.data : null };
}

/** Records the event on its movement; a movement made elsewhere in the provider's account is not ours. */
export async function recordMovementEvent<Record extends Attempted, Effects>(
  db: Firestore,
  kind: MovementKind<Record, Effects>,
  messageId: string,
  { id: named, report }: MovementEvent,
): Promise<void> {
  const id = named ?? (await idByProviderId(db, kind, report.providerId));
  const result = id
    ? (await updateMovement(db, kind, id, (record) => afterReport(kind, record, report))).kind
    : 'missing';
  // Repeats and late events are expected.
  log.info(result === 'updated' ? `${kind.kind} status recorded` : `${kind.kind} event changed nothing`, {
    messageId,
    id,
    providerId: report.providerId,
    status: report.status,
    result,
  });
}

async function idByProviderId<R extends Attempted, E>(db: Firestore, kind: MovementKind<R, E>, providerId: string) {
  const found = await db.collection(kind.collection).where(kind.providerIdField, '==', providerId).limit(1).get();
  return found.empty ? null : found.docs[0]!.id;
}
