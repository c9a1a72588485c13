// The HistoryPort on Firestore: projects/{id}/history, read through shared's historyEventSchema, oldest first.
import type { Firestore } from 'firebase/firestore';
import { historyEventSchema, inHistoryOrder } from '@marketplace/shared/projects/project-history';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { projectHistoryCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { isPermissionDenied } from '../../lib/firestore-errors.ts';
import type { HistoryPort } from './escrow.port.ts';

export function firestoreHistory(db: Firestore): HistoryPort {
  return {
    // A project's history is a handful of events (at most a few rounds), so it is read whole and ordered here.
    // A seller who gives the project up stops being one of its people: the refusal that may reach their open detail
    // before it closes is that answer, not a fault.
    watchHistory: (projectId) =>
      watchQuery(
        'Reading the project history',
        projectHistoryCollection(db, projectId),
        (snapshot) => inHistoryOrder(parsedDocuments(historyEventSchema, snapshot.docs)),
        { quiet: isPermissionDenied },
      ),
  };
}
