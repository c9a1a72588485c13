// The HistoryPort on Firestore: projects/{id}/history, read through shared's historyEventSchema, oldest first.
import type { Firestore } from 'firebase/firestore';
import { historyEventSchema, inHistoryOrder } from '@marketplace/shared/projects/project-history';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { projectHistoryCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import type { HistoryPort } from './escrow.port.ts';

export function firestoreHistory(db: Firestore): HistoryPort {
  return {
    // A project's history is a handful of events (at most a few rounds), so it is read whole and ordered here.
    watchHistory: (projectId) =>
      watchQuery('Reading the project history', projectHistoryCollection(db, projectId), (snapshot) =>
        inHistoryOrder(parsedDocuments(historyEventSchema, snapshot.docs)),
      ),
  };
}
