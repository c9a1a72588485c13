// The TaskQueue adapters: the local one delivers in this process, the Cloud Tasks one asks the Admin SDK's
// task queue (faked here: there is no Google project in tests) for a named, delayed task.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';

// This file replaces a module, and a worker's modules serve every file it runs (decision 085): it loads them afresh
// before its imports, so they see the replacement, and after its tests puts the real one back and has them loaded
// afresh again for the next file.
vi.hoisted(() => vi.resetModules());
const enqueued: { name: string; data: unknown; options: unknown }[] = [];
let enqueueError: unknown = null;
vi.mock('firebase-admin/functions', () => ({
  getFunctions: () => ({
    taskQueue: (name: string) => ({
      enqueue: async (data: unknown, options: unknown) => {
        if (enqueueError) throw enqueueError;
        enqueued.push({ name, data, options });
      },
    }),
  }),
}));

const { localTaskQueue } = await import('./local-task-queue.ts');
const { memoryTaskStore } = await import('./local-task-store.ts');
const { cloudTasksQueue } = await import('./cloud-tasks-queue.ts');

afterEach(() => {
  vi.useRealTimers();
  enqueued.length = 0;
  enqueueError = null;
});

describe('local task queue', () => {
  it('delivers a task once, after its delay, even when enqueued twice with the same id', async () => {
    vi.useFakeTimers();
    const queue = localTaskQueue();
    const runner = vi.fn(async () => {});
    queue.runWith(runner);
    await queue.enqueue('advanceOrder', { orderId: 'o1' }, { delayMs: 5000, id: 'o1-shipped' });
    await queue.enqueue('advanceOrder', { orderId: 'o1' }, { delayMs: 5000, id: 'o1-shipped' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(runner).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runner).toHaveBeenCalledTimes(1);
    expect(runner).toHaveBeenCalledWith('advanceOrder', { orderId: 'o1' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runner).toHaveBeenCalledTimes(1);
  });

  it('survives a throwing handler: logs it and tries again later', async () => {
    vi.useFakeTimers();
    expectConsole('error', /task failed/);
    const queue = localTaskQueue();
    const runner = vi.fn().mockRejectedValueOnce(new Error('handler broke')).mockResolvedValue(undefined);
    queue.runWith(runner);
    await queue.enqueue('advanceOrder', { orderId: 'o2' }, { delayMs: 10, id: 'o2' });
    await vi.advanceTimersByTimeAsync(10);
    expect(runner).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runner).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runner).toHaveBeenCalledTimes(2);
  });

  it('keeps a waiting task stored until it ran, and a failed one with its next attempt and time', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    expectConsole('error', /task failed/);
    const store = memoryTaskStore();
    const queue = localTaskQueue(store);
    const runner = vi.fn().mockRejectedValueOnce(new Error('handler broke')).mockResolvedValue(undefined);
    queue.runWith(runner);
    await queue.enqueue('autoRelease', { projectId: 'p1' }, { delayMs: 100, id: 'p1' });
    expect(store.tasks.get('autoRelease/p1')).toEqual({
      queue: 'autoRelease',
      data: { projectId: 'p1' },
      dueAt: 1_000_100,
      attempt: 1,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(store.tasks.get('autoRelease/p1')).toMatchObject({ dueAt: 1_002_100, attempt: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(runner).toHaveBeenCalledTimes(2);
    expect(store.tasks.size).toBe(0);
  });

  it('restores the stored tasks after a restart: each at its time, once; an overdue one at once', async () => {
    vi.useFakeTimers();
    const store = memoryTaskStore();
    const before = localTaskQueue(store);
    before.runWith(vi.fn(async () => {}));
    await before.enqueue('advanceOrder', { orderId: 'o1' }, { delayMs: 5000, id: 'o1-shipped' });
    await before.enqueue('checkRefund', { refundId: 'r1' }, { delayMs: 1000, id: 'r1' });
    before.clear();
    await vi.advanceTimersByTimeAsync(2000);

    const after = localTaskQueue(store);
    const runner = vi.fn(async () => {});
    after.runWith(runner);
    await after.restore();
    // The catch-up's handler enqueueing the same task again adds nothing.
    await after.enqueue('advanceOrder', { orderId: 'o1' }, { delayMs: 5000, id: 'o1-shipped' });
    await vi.advanceTimersByTimeAsync(0);
    expect(runner.mock.calls).toEqual([['checkRefund', { refundId: 'r1' }]]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(runner).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runner.mock.calls.at(-1)).toEqual(['advanceOrder', { orderId: 'o1' }]);

    // What ran is not run again after another restart.
    after.clear();
    const again = localTaskQueue(store);
    const later = vi.fn(async () => {});
    again.runWith(later);
    await again.restore();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(later).not.toHaveBeenCalled();
    expect(runner).toHaveBeenCalledTimes(2);
  });

  it('runs a due task whose stored copy is gone, as Cloud Tasks runs what it holds', async () => {
    vi.useFakeTimers();
    const store = memoryTaskStore();
    const queue = localTaskQueue(store);
    const runner = vi.fn(async () => {});
    queue.runWith(runner);
    await queue.enqueue('publishReview', { reviewId: 'v1' }, { delayMs: 100, id: 'v1' });
    store.tasks.clear();
    await vi.advanceTimersByTimeAsync(100);
    expect(runner).toHaveBeenCalledTimes(1);
  });

  it('forgets waiting tasks when cleared (the host is stopping)', async () => {
    vi.useFakeTimers();
    const queue = localTaskQueue();
    const runner = vi.fn(async () => {});
    queue.runWith(runner);
    await queue.enqueue('advanceOrder', {}, { delayMs: 100, id: 'a' });
    queue.clear();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runner).not.toHaveBeenCalled();
  });
});

describe('cloud tasks queue', () => {
  it('enqueues on the function in its region, delay rounded up to seconds, id made Cloud Tasks-safe', async () => {
    await cloudTasksQueue('asia-south1').enqueue(
      'advanceOrder',
      { orderId: 'o1' },
      { delayMs: 1500, id: 'orders/o1:shipped' },
    );
    expect(enqueued).toEqual([
      {
        name: 'locations/asia-south1/functions/advanceOrder',
        data: { orderId: 'o1' },
        options: { scheduleDelaySeconds: 2, id: 'orders_o1_shipped' },
      },
    ]);
  });

  it('treats a task that already exists as enqueued, and passes other errors on', async () => {
    const queue = cloudTasksQueue('asia-south1');
    enqueueError = Object.assign(new Error('exists'), { code: 'functions/task-already-exists' });
    await expect(queue.enqueue('advanceOrder', {}, { delayMs: 0, id: 'x' })).resolves.toBeUndefined();
    enqueueError = Object.assign(new Error('denied'), { code: 'functions/permission-denied' });
    await expect(queue.enqueue('advanceOrder', {}, { delayMs: 0, id: 'x' })).rejects.toThrow('denied');
  });
});

afterAll(() => {
  vi.doUnmock('firebase-admin/functions');
  vi.resetModules();
});
