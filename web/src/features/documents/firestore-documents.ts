// The documents' reads on Firestore: a person's own records (the rules let only the owner and admins read them),
// through shared's issuedDocumentSchema; and a seller's private tax details.
import { doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { taxDetailsSchema } from '@marketplace/shared/documents/tax-details';
import { paths } from '@marketplace/shared/paths';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import { documentsCollection } from '../../lib/paths.ts';
import type { DocumentsPort } from './documents.port.ts';

type Reads = Pick<DocumentsPort, 'watchPayments' | 'watchSubjectDocuments' | 'watchStatements' | 'watchTaxDetails'>;

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
    watchTaxDetails: (sellerId) =>
      watchDocument(
        'Reading your tax details',
        doc(db, paths.taxDetails(sellerId)),
        (snapshot) => taxDetailsSchema.safeParse(snapshot.data()).data ?? null,
      ),
  };
}
