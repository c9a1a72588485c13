// The local task queue keeps its waiting tasks in the emulator's Firestore, as Cloud Tasks keeps them, so a
// restart of the host restores them: since decision 014 the catch-up at start no longer runs the handlers that
// enqueued them again. A "restart" here is the host's own: clear() the queue, then a new one on the same data.
import { describe, expect, it, vi } from 'vitest';
import { localTaskQueue, type TaskRunner } from '../../functions/src/adapters/local-task-queue.ts';
import { STORED_TASKS, firestoreTaskStore } from '../../functions/src/adapters/local-task-store.ts';
import { clearFirestore, eventually, type Backend, useBackend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queue on the suite's Firestore whose runs are recorded with when they came. */
function hostQueue() {
  const runs: { queue: string; data: unknown; at: number }[] = [];
  const runner = vi.fn<TaskRunner>(async (queue, data) => void runs.push({ queue, data, at: Date.now() }));
  const queue = localTaskQueue(firestoreTaskStore(backend.db));
  queue.runWith(runner);
  return { queue, runs };
}

const storedCount = async () => (await backend.db.collection(STORED_TASKS).get()).size;

describe('the local task queue across a restart of the host', () => {
  it('stores a waiting task where no client reads, and removes it once it ran', async () => {
    const { queue, runs } = hostQueue();
    const before = Date.now();
    // Due in 3 s, not at once: on a loaded machine the read below once came after a shorter wait had run the task.
    await queue.enqueue('advanceOrder', { orderId: 'o1' }, { delayMs: 3_000, id: 'orders/o1:shipped' });
    const stored = await backend.db.collection(STORED_TASKS).get();
    expect(stored.docs.map((doc) => doc.data())).toEqual([
      {
        key: 'advanceOrder/orders/o1:shipped',
        queue: 'advanceOrder',
        data: JSON.stringify({ orderId: 'o1' }),
        dueAt: expect.any(Number),
        attempt: 1,
      },
    ]);
    expect(stored.docs[0]!.get('dueAt')).toBeGreaterThanOrEqual(before + 3_000);
    await eventually(
      async () => runs.length,
      (n) => n === 1,
    );
    await eventually(storedCount, (n) => n === 0);
    queue.clear();
  });

  it('runs a task enqueued before the restart at its time, exactly once; enqueued again after, it adds nothing', async () => {
    const first = hostQueue();
    const dueAt = Date.now() + 800;
    await first.queue.enqueue('autoRelease', { projectId: 'p1' }, { delayMs: 800, id: 'p1' });
    first.queue.clear();

    const second = hostQueue();
    await second.queue.restore();
    // The catch-up running the handler that enqueued it (a document changed since the mark) again.
    await second.queue.enqueue('autoRelease', { projectId: 'p1' }, { delayMs: 800, id: 'p1' });
    await eventually(
      async () => second.runs.length,
      (n) => n === 1,
    );
    expect(second.runs[0]).toMatchObject({ queue: 'autoRelease', data: { projectId: 'p1' } });
    // Node's timers count whole milliseconds of the loop's clock: within one of the stored time.
    expect(second.runs[0]!.at).toBeGreaterThanOrEqual(dueAt - 1);
    await pause(1200);
    expect(second.runs).toHaveLength(1);
    expect(first.runs).toHaveLength(0);
    await eventually(storedCount, (n) => n === 0);
    second.queue.clear();

    // What ran is not run again after another restart.
    const third = hostQueue();
    await third.queue.restore();
    await pause(300);
    expect(third.runs).toHaveLength(0);
    third.queue.clear();
  });

  it('runs a task that fell due while the host was down at once', async () => {
    const first = hostQueue();
    await first.queue.enqueue('checkRefund', { refundId: 'r1' }, { delayMs: 100, id: 'r1' });
    first.queue.clear();
    await pause(400);

    const second = hostQueue();
    const restoredAt = Date.now();
    await second.queue.restore();
    await eventually(
      async () => second.runs.length,
      (n) => n === 1,
    );
    expect(second.runs[0]!.at - restoredAt).toBeLessThan(300);
    expect(second.runs[0]).toMatchObject({ queue: 'checkRefund', data: { refundId: 'r1' } });
    second.queue.clear();
  });

  it('still runs a waiting task whose stored copy was cleared away, as Cloud Tasks would', async () => {
    const { queue, runs } = hostQueue();
    await queue.enqueue('publishReview', { reviewId: 'v1' }, { delayMs: 300, id: 'v1' });
    await clearFirestore();
    await eventually(
      async () => runs.length,
      (n) => n === 1,
    );
    expect(await storedCount()).toBe(0);
    queue.clear();
  });

  it('is what the backend composes locally: its task queue keeps its tasks in the backend’s Firestore', async () => {
    expect(backend.localTasks).toBe(backend.taskQueue);
    await backend.taskQueue.enqueue('checkPayout', { payoutId: 'x1' }, { delayMs: 600_000, id: 'x1' });
    expect(await storedCount()).toBe(1);
    backend.localTasks!.clear();
  });
});
