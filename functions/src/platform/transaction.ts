// Firestore transactions that outlast contention. The SDK retries an aborted transaction a few times; when many
// writers touch one document at once (fifty deliveries of one webhook, a buyer's double-click racing the tracking
// task) the emulator's pessimistic locks can still time out ('Transaction lock timeout', or 'Transaction is invalid
// or closed' once it expired), and Cloud Firestore can answer ABORTED the same way. Those are the one failure worth
// simply trying again: the transaction wrote nothing, and its body reads everything afresh.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { log } from './log.ts';

/** gRPC's ABORTED: the transaction lost a race or its locks timed out. */
const ABORTED = 10;

/** Whether the error is contention that a fresh attempt may win (nothing was written). */
export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === ABORTED) return true;
  return typeof message === 'string' && /transaction (lock timeout|is invalid or closed)/i.test(message);
}

/** How many times a contended transaction is started again, after the SDK's own retries. */
export const CONTENTION_ATTEMPTS = 6;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `body` in a transaction, starting it again (after a short, random pause) while it loses to contention. */
export async function transact<T>(db: Firestore, body: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.runTransaction(body);
    } catch (error) {
      if (!isContention(error) || attempt >= CONTENTION_ATTEMPTS) throw error;
      log.info('transaction contended: trying again', { attempt });
      // Spread the retries out so the writers that collided do not collide again in step.
      await pause(50 * attempt + Math.floor(Math.random() * 100 * attempt));
    }
  }
}
