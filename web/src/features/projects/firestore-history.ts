// The HistoryPort on Firestore: projects/{id}/history, read through shared's historyEventSchema, oldest first.
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { historyEventSchema, inHistoryOrder } from '@marketplace/shared/projects/project-history';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { projectHistoryCollection } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { HistoryPort } from './projects.port.ts';

export function firestoreHistory(db: Firestore): HistoryPort {
  return {
    // A project's history is a handful of events (at most a few rounds), so it is read whole and ordered here.
    watchHistory: (projectId) =>
      loggedWatch('Reading the project history', (onNext, onError) =>
        onSnapshot(
          projectHistoryCollection(db, projectId),
          (snapshot) => onNext(inHistoryOrder(parsedDocuments(historyEventSchema, snapshot.docs))),
          onError,
        ),
      ),
  };
}
