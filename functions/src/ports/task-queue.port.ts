// Work to do a little later (ARCHITECTURE: the order-tracking steps run as task-queue functions): Cloud
// Tasks through firebase-functions task queues in production; locally the host runs them itself.

export interface TaskOptions {
  /** How long to wait first; Cloud Tasks counts in whole seconds, so production rounds up. */
  delayMs: number;
  /** The same id twice is one task: a redelivered event that enqueues again adds nothing. */
  id: string;
}

export interface TaskQueue {
  enqueue(queue: string, data: unknown, options: TaskOptions): Promise<void>;
}
