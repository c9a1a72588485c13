// The production TaskQueue: Cloud Tasks, through the Admin SDK's task queues for task-queue functions
// (firebase-functions onTaskDispatched). Named tasks are deduplicated by Cloud Tasks itself.
import { getFunctions } from 'firebase-admin/functions';
import type { TaskQueue } from '../ports/task-queue.port.ts';

/** Cloud Tasks ids allow letters, digits, '-' and '_' only. */
const taskId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 500);

export function cloudTasksQueue(region: string): TaskQueue {
  return {
    async enqueue(queue, data, { delayMs, id }) {
      try {
        await getFunctions()
          .taskQueue(`locations/${region}/functions/${queue}`)
          .enqueue(data as Record<string, unknown>, {
            scheduleDelaySeconds: Math.ceil(delayMs / 1000),
            id: taskId(id),
          });
      } catch (error) {
        // The same task was enqueued before (a redelivered trigger): that is the point of naming it.
        if ((error as { code?: string }).code === 'functions/task-already-exists') return;
        throw error;
      }
    },
  };
}
