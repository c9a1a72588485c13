// The DisputesPort on Firestore: the projects whose dispute is open, newest dispute first (an admin's query; the
// composite index disputeStatus + disputedAt desc is in firestore.indexes.json).
import { onSnapshot, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { projectSchema } from '@marketplace/shared/projects/project';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { projectsCollection } from '../../lib/paths.ts';
import { loggedWatch } from '../../lib/watch.ts';
import type { DisputesPort } from './projects.port.ts';

export function firestoreDisputes(db: Firestore): DisputesPort {
  return {
    watchOpenDisputes: () =>
      loggedWatch('Listing open disputes', (onNext, onError) =>
        onSnapshot(
          query(projectsCollection(db), where('disputeStatus', '==', 'open'), orderBy('disputedAt', 'desc')),
          (snapshot) => onNext(parsedDocuments(projectSchema, snapshot.docs)),
          onError,
        ),
      ),
  };
}
