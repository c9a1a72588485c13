// Where the local task queue keeps its waiting tasks, as Cloud Tasks keeps them: in the emulator's Firestore for
// the host, so a restart (and the snapshot `npm start` saves at stop, decision 012) brings them back; in memory
// for the unit tests, which run without an emulator.
import type { Firestore } from 'firebase-admin/firestore';

export interface StoredTask {
  queue: string;
  data: unknown;
  /** When it is to run, epoch ms. */
  dueAt: number;
  /** Which run comes next: 1 for a new task, more after failures. */
  attempt: number;
}

export interface TaskStore {
  save(key: string, task: StoredTask): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<Map<string, StoredTask>>;
}

/**
 * Beside DELIVERY_MARK (deliver-firestore.ts): outside the app's data paths, so no rule matches it and no client
 * reads it.
 */
export const STORED_TASKS = 'localHost/taskQueue/tasks';

export function firestoreTaskStore(db: Firestore): TaskStore {
  const tasks = db.collection(STORED_TASKS);
  // A key holds '/' (queue/id, and ids like 'orders/o1:shipped'), which a document id cannot.
  const ref = (key: string) => tasks.doc(encodeURIComponent(key));
  return {
    async save(key, { queue, data, dueAt, attempt }) {
      // The body as JSON, as Cloud Tasks carries it: what a handler is handed is what a task queue would hand it.
      await ref(key).set({ key, queue, data: JSON.stringify(data ?? null), dueAt, attempt });
    },
    async remove(key) {
      await ref(key).delete();
    },
    async all() {
      const snapshot = await tasks.get();
      return new Map(
        snapshot.docs.map((doc) => [
          doc.get('key') as string,
          {
            queue: doc.get('queue') as string,
            data: JSON.parse(doc.get('data') as string) as unknown,
            dueAt: doc.get('dueAt') as number,
            attempt: doc.get('attempt') as number,
          },
        ]),
      );
    },
  };
}

export function memoryTaskStore(): TaskStore & { tasks: Map<string, StoredTask> } {
  const tasks = new Map<string, StoredTask>();
  return {
    tasks,
    async save(key, task) {
      tasks.set(key, structuredClone(task));
    },
    async remove(key) {
      tasks.delete(key);
    },
    async all() {
      return new Map([...tasks].map(([key, task]) => [key, structuredClone(task)]));
    },
  };
}
