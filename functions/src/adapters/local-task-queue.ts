// The local TaskQueue: tasks are handed to the trigger table's task handlers in this process, as Cloud Tasks
// hands them to task-queue functions (retried on failure, a few times). Each waiting task is also kept in a
// TaskStore (the emulator's Firestore for the host), written before it is scheduled and removed once it ran or
// gave up, so a restart of the host restores it: since decision 014 the catch-up at start delivers only what
// changed since its mark, so the handlers that enqueued a task do not run again to enqueue it anew.
import { log } from '../platform/log.ts';
import type { TaskQueue } from '../ports/task-queue.port.ts';
import { memoryTaskStore, type StoredTask, type TaskStore } from './local-task-store.ts';

export type TaskRunner = (queue: string, data: unknown) => Promise<void>;

const MAX_ATTEMPTS = 5;

export interface LocalTaskQueue extends TaskQueue {
  /** Where tasks go once due; set by whoever composes the handlers (the backend). */
  runWith(runner: TaskRunner): void;
  /** Schedules the stored tasks (the host is starting): each at its time, an overdue one at once. */
  restore(): Promise<void>;
  /** Forgets every waiting task's timer (the host is stopping); the stored tasks stay for the next start. */
  clear(): void;
}

export function localTaskQueue(store: TaskStore = memoryTaskStore()): LocalTaskQueue {
  let run: TaskRunner | null = null;
  /** The tasks waiting here, or being stored to wait: an enqueue of one of them adds nothing. */
  const claimed = new Set<string>();
  const timers = new Map<string, NodeJS.Timeout>();
  // A store write that settles after clear() must not schedule into the stopped host.
  let generation = 0;

  const schedule = (key: string, task: StoredTask) => {
    const timer = setTimeout(() => void runDue(key, task), Math.max(0, task.dueAt - Date.now()));
    // A waiting task must not keep a process alive that is otherwise done (tests, scripts).
    timer.unref();
    timers.set(key, timer);
  };

  /** Stores the task, then schedules it: a task never waits only in memory. */
  const keep = async (key: string, task: StoredTask) => {
    const at = generation;
    claimed.add(key);
    try {
      await store.save(key, task);
    } catch (error) {
      claimed.delete(key);
      throw error;
    }
    if (at === generation) schedule(key, task);
    else claimed.delete(key);
  };

  // It runs even when its stored copy is gone (the API suites clear Firestore between tests), as a task Cloud
  // Tasks already holds runs whatever happened to the data meanwhile.
  const runDue = async (key: string, task: StoredTask) => {
    timers.delete(key);
    claimed.delete(key);
    try {
      if (!run) throw new Error('no task runner attached');
      await run(task.queue, task.data);
    } catch (error) {
      log.error('task failed', error, { queue: task.queue, id: key, attempt: task.attempt });
      // Like Cloud Tasks' retry config: back off and try again, a bounded number of times.
      if (task.attempt < MAX_ATTEMPTS && !claimed.has(key)) {
        const retry = { ...task, dueAt: Date.now() + 1000 * 2 ** task.attempt, attempt: task.attempt + 1 };
        await keep(key, retry).catch((saveError: unknown) =>
          log.error('task retry not stored', saveError, { id: key }),
        );
        return;
      }
    }
    // Enqueued again while it ran: that newer task is the stored one now.
    if (claimed.has(key)) return;
    await store.remove(key).catch((error: unknown) => log.error('finished task not removed', error, { id: key }));
  };

  return {
    async enqueue(queue, data, { delayMs, id }) {
      const key = `${queue}/${id}`;
      if (claimed.has(key)) return;
      await keep(key, { queue, data, dueAt: Date.now() + delayMs, attempt: 1 });
    },
    runWith(runner) {
      run = runner;
    },
    async restore() {
      const stored = await store.all();
      for (const [key, task] of stored) {
        if (claimed.has(key)) continue;
        claimed.add(key);
        schedule(key, task);
      }
      if (stored.size > 0) log.info('stored tasks restored', { count: stored.size });
    },
    clear() {
      generation++;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      claimed.clear();
    },
  };
}
