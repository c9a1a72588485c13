// Triggers for the delivery suites that keep what they are handed, so a test can tell what was delivered.
import type { DocumentChange, TriggerTable } from '../../../functions/src/platform/triggers.ts';

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
