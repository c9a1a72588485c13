// The DisputesPort on Firestore: the projects whose dispute is open, newest dispute first (an admin's query; the
// composite index disputeStatus + disputedAt desc is in firestore.indexes.json).
import { orderBy, query, where, type Firestore } from 'firebase/firestore';
import { projectSchema } from '@marketplace/shared/projects/project';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { projectsCollection } from '../../lib/paths.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import type { DisputesPort } from './escrow.port.ts';

export function firestoreDisputes(db: Firestore): DisputesPort {
  return {
    watchOpenDisputes: () =>
      watchQuery(
        'Listing open disputes',
        query(projectsCollection(db), where('disputeStatus', '==', 'open'), orderBy('disputedAt', 'desc')),
        (snapshot) => parsedDocuments(projectSchema, snapshot.docs),
      ),
  };
}
