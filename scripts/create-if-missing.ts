// The seed's one write: a document is created only when missing, so seeding again leaves whatever the demo
// accounts changed since.
import type { Firestore } from 'firebase-admin/firestore';

/** Creates the document; false when it was there already. */
export async function createIfMissing(db: Firestore, path: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await db.doc(path).create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS: seeded before
    throw error;
  }
}
