// The local TaskQueue: tasks wait in this process and are handed to the trigger table's task handlers, as
// Cloud Tasks hands them to task-queue functions (retried on failure, a few times). They do not survive a
// restart of the host; the handlers that enqueue them run again on the catch-up delivery at start.
import { log } from '../platform/log.ts';
import type { TaskQueue } from '../ports/task-queue.port.ts';

export type TaskRunner = (queue: string, data: unknown) => Promise<void>;

const MAX_ATTEMPTS = 5;

export interface LocalTaskQueue extends TaskQueue {
  /** Where tasks go once due; set by whoever composes the handlers (the backend). */
  runWith(runner: TaskRunner): void;
  /** Forgets every waiting task (the host is stopping). */
  clear(): void;
}

export function localTaskQueue(): LocalTaskQueue {
  let run: TaskRunner | null = null;
  const waiting = new Map<string, NodeJS.Timeout>();

  const schedule = (queue: string, data: unknown, key: string, delayMs: number, attempt: number) => {
    const timer = setTimeout(async () => {
      waiting.delete(key);
      try {
        if (!run) throw new Error('no task runner attached');
        await run(queue, data);
      } catch (error) {
        log.error('task failed', error, { queue, id: key, attempt });
        // Like Cloud Tasks' retry config: back off and try again, a bounded number of times.
        if (attempt < MAX_ATTEMPTS) schedule(queue, data, key, 1000 * 2 ** attempt, attempt + 1);
      }
    }, delayMs);
    // A waiting task must not keep a process alive that is otherwise done (tests, scripts).
    timer.unref();
    waiting.set(key, timer);
  };

  return {
    async enqueue(queue, data, { delayMs, id }) {
      const key = `${queue}/${id}`;
      if (waiting.has(key)) return;
      schedule(queue, data, key, delayMs, 1);
    },
    runWith(runner) {
      run = runner;
    },
    clear() {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
