// Triggers for the delivery suites that keep what they are handed, so a test can tell what was delivered.
import { afterAll, beforeAll } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { deliverFirestore } from '../../../functions/src/local/deliver-firestore.ts';
import { deliverPubSub } from '../../../functions/src/local/deliver-pubsub.ts';
import type { DocumentChange, TriggerTable } from '../../../functions/src/platform/triggers.ts';
import type { TaskOptions, TaskQueue } from '../../../functions/src/ports/task-queue.port.ts';
import type { Backend } from './emulators.ts';

/** A Firestore trigger on `document` that keeps every change it is handed, then runs `handle` when given. */
export function recordingTrigger(document: string, handle?: (change: DocumentChange) => Promise<void>) {
  const seen: DocumentChange[] = [];
  const trigger: TriggerTable<unknown>[string] = {
    kind: 'firestore',
    document,
    handle: async (_deps, change) => {
      seen.push(change);
      await handle?.(change);
    },
  };
  return { seen, trigger };
}

/** The paths of the documents whose changes were delivered, in the order they came. */
export const pathsOf = (seen: DocumentChange[]) => seen.map((change) => change.path);

/**
 * For the whole file: the Pub/Sub triggers of `table` subscribed and handed their messages, as the local host
 * delivers them (which creates their topics). `backend` is read when the suite starts.
 */
export function useSubscribers(backend: () => Backend, table: TriggerTable<Backend>): void {
  let stop: () => Promise<void>;
  beforeAll(async () => {
    stop = await deliverPubSub(backend().pubsub, table, backend(), { ownSubscriptions: true });
  });
  afterAll(async () => {
    await stop();
  });
}

/** A task queue that keeps what is enqueued (every call, repeats too) for a test that runs the tasks itself. */
export function keptTasks() {
  const enqueued: { queue: string; data: unknown; options: TaskOptions }[] = [];
  const taskQueue: TaskQueue = {
    enqueue: async (queue, data, options) => void enqueued.push({ queue, data, options }),
  };
  return { enqueued, taskQueue };
}

/** Runs `test` with the Firestore triggers of `table` delivered to `deps` as the local host delivers them. */
export async function whileDelivered<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  deps: Deps,
  test: () => Promise<void>,
): Promise<void> {
  const stop = deliverFirestore(db, table, deps);
  try {
    await stop.listening;
    await test();
  } finally {
    await stop();
  }
}
