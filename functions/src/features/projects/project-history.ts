// The project's history (shared project-history.ts): one event per step, written by the server in the same
// transaction as the step itself, so a step and its event are one change. Events of steps that happen once
// (a release, an automatic release, a settlement) have a fixed id, so a repeated writer writes nothing new.
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { fixedEventId, noHistoryDetails, type HistoryEvent } from '@marketplace/shared/projects/project-history';

/** What a step records; the rest of the event is empty by default. */
export type HistoryEntry = Pick<HistoryEvent, 'kind' | 'by' | 'byRole'> &
  Partial<Omit<HistoryEvent, 'id' | 'kind' | 'by' | 'byRole' | 'at'>> & {
    /** Epoch millis of the deciding transaction; the server's time of the write when absent. */
    at?: number;
  };

export function historyRecord({ at, ...entry }: HistoryEntry): Record<string, unknown> {
  return {
    ...noHistoryDetails,
    ...entry,
    at: at === undefined ? FieldValue.serverTimestamp() : Timestamp.fromMillis(at),
  };
}

/** Adds the event in the step's transaction (after its reads). */
export function writeHistory(tx: Transaction, db: Firestore, projectId: string, entry: HistoryEntry): void {
  const events = db.collection(paths.projectHistory(projectId));
  const id = fixedEventId(entry);
  tx.set(id ? events.doc(id) : events.doc(), historyRecord(entry));
}
