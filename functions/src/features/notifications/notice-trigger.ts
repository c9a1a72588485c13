// What every notice trigger is made of: a stored document read with shared's schema, a trigger on a document's
// writes, and the plain case of telling what changed between a document's two readings. Each feature's notices are
// a trigger file of their own beside this one (notify-*.ts), so a journey's notice imports only its own feature.
import type { NotificationDraft } from '@marketplace/shared/notifications/notification';
import { z } from 'zod';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { writeNotifications } from './write-notifications.ts';

export type DocumentHandler = (deps: DbDeps, change: DocumentChange) => Promise<void>;

/** A stored document read as `schema` (with its id); null when absent, or unreadable (logged: a retry cannot fix it). */
export function read<T>(
  schema: z.ZodType<T>,
  id: string,
  data: Record<string, unknown> | null,
  what: string,
): T | null {
  if (!data) return null;
  const parsed = schema.safeParse({ ...data, id });
  if (parsed.success) return parsed.data;
  log.error(`${what} cannot be notified of`, parsed.error, { id });
  return null;
}

/**
 * A trigger that tells what changed between a document's two readings (shared's `notificationsFor` decides who hears
 * of what): nothing once the document is gone or unreadable. `skip` passes over writes that are not news at all.
 */
export function notifyChange<T>(
  schema: z.ZodType<T>,
  param: string,
  what: string,
  notificationsFor: (before: T | null, after: T) => NotificationDraft[],
  skip: (change: DocumentChange) => boolean = () => false,
): DocumentHandler {
  return async ({ db }, change) => {
    if (skip(change)) return;
    const id = change.params[param]!;
    const after = read(schema, id, change.after, what);
    if (after) await writeNotifications(db, notificationsFor(read(schema, id, change.before, what), after));
  };
}

export const onDocument = (document: string, handle: DocumentHandler): Trigger<DbDeps> => ({
  kind: 'firestore',
  document,
  handle,
});
