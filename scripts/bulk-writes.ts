// Many documents set at once by a script (the demo history, a bench's import), surviving a loaded emulator.
import type { BulkWriterOptions, DocumentData, Firestore } from 'firebase-admin/firestore';

/** How many times one write is tried before the whole run fails. */
export const BULK_WRITE_ATTEMPTS = 10;

/**
 * A BulkWriter whose every write is a `set` (the same data again on a retry), so any failure is retried a bounded
 * number of times: on a loaded machine the emulator lets a batch pass its 60 s deadline, an error BulkWriter does
 * not retry by itself. `close` throws, naming how many writes still failed, instead of an unhandled rejection.
 */
export function retryingBulkWriter(db: Firestore, what: string, options?: BulkWriterOptions) {
  const writer = db.bulkWriter(options);
  writer.onWriteError((error) => error.failedAttempts < BULK_WRITE_ATTEMPTS);
  const failed: Error[] = [];
  return {
    set(path: string, data: DocumentData) {
      void writer.set(db.doc(path), data).catch((error: Error) => failed.push(error));
    },
    async close() {
      await writer.close();
      if (failed.length > 0)
        throw new Error(`${failed.length} of ${what}'s writes failed ${BULK_WRITE_ATTEMPTS} times`, {
          cause: failed[0],
        });
    },
  };
}
