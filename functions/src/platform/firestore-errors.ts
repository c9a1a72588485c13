// Firestore's gRPC status for a create() whose document is already there: the idempotence check of every
// "write once" use case (payouts, notifications, webhook event markers, the demo seed).
import type { Firestore } from 'firebase-admin/firestore';

const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** Creates the document once: false when it was there already (a repeated event, a seed run again). */
export async function createOnce(db: Firestore, path: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await db.doc(path).create(data);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
