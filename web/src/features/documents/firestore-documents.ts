// The documents' reads on Firestore: a person's own records (the rules let only the owner and admins read them),
// through shared's issuedDocumentSchema.
import { limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { documentsCollection } from '../../lib/paths.ts';
import type { DocumentsPort } from './documents.port.ts';

type Reads = Pick<DocumentsPort, 'watchPayments' | 'watchSubjectDocuments' | 'watchStatements'>;

export function firestoreDocuments(db: Firestore): Reads {
  const owned = (ownerId: string) => where('ownerId', '==', ownerId);
  return {
    watchPayments: (ownerId, count) =>
      watchQuery(
        'Listing payments',
        query(
          documentsCollection(db),
          owned(ownerId),
          where('audience', '==', 'buyer'),
          orderBy('at', 'desc'),
          limit(count),
        ),
        (snapshot) => parsedDocuments(issuedDocumentSchema, snapshot.docs),
      ),
    watchSubjectDocuments: (ownerId, subject) =>
      watchQuery(
        "Listing a payment's documents",
        query(documentsCollection(db), owned(ownerId), where('subject', '==', subject)),
        // Few per subject: sorted here, so the query needs no composite index.
        (snapshot) => parsedDocuments(issuedDocumentSchema, snapshot.docs).sort((a, b) => (a.at ?? 0) - (b.at ?? 0)),
      ),
    watchStatements: (sellerId) =>
      watchQuery(
        'Listing monthly statements',
        query(
          documentsCollection(db),
          owned(sellerId),
          where('kind', '==', 'monthly-statement'),
          orderBy('month', 'desc'),
        ),
        (snapshot) => parsedDocuments(issuedDocumentSchema, snapshot.docs),
      ),
  };
}
