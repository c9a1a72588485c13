// The handler thread's own side (decision 092; started by handler-thread.ts): a Firestore client of its own, and the
// handlers of threadedTriggers run on each change the host's thread sends, each answered with its end (a failure as
// its message, stack and code, for the host's retries and log). It also says how many of its handlers wait for their
// gathered commit, which hold no delivery slot (delivery-slots.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { commitWaits } from '../platform/gathered-writes.ts';
import type { DocumentChange } from '../platform/triggers.ts';
import { threadedTriggers, type ThreadedTrigger } from './threaded-triggers.ts';
import { storedValue, type FromThread, type ToThread } from './thread-values.ts';

const port = parentPort!;
const db = getFirestore(initializeApp({ projectId: (workerData as { projectId: string }).projectId }));
const say = (message: FromThread) => port.postMessage(message);
const documentOf = (value: unknown) => storedValue(db, value) as DocumentChange['before'];

function failure(error: unknown): FromThread['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  return { message: error.message, stack: error.stack, code: (error as { code?: unknown }).code };
}

commitWaits.onWait(() => say({ aside: commitWaits.count }));
port.on('message', ({ run, trigger, change }: ToThread) => {
  const event: DocumentChange = { ...change, before: documentOf(change.before), after: documentOf(change.after) };
  const handler = threadedTriggers[trigger as ThreadedTrigger];
  if (handler.kind !== 'firestore') throw new Error(`${trigger} is not a Firestore trigger`);
  handler.handle({ db }, event).then(
    () => say({ aside: commitWaits.count, run }),
    (error: unknown) => say({ aside: commitWaits.count, run, error: failure(error) }),
  );
});
