// The PrivacyPort's Firestore half (decision 040): the person's download, consents and requests, read live under
// the rules (theirs alone). What they ask for goes through the privacy client (decision 083).
import { collection, doc, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { dataExportSchema } from '@marketplace/shared/privacy/data-export';
import { consentsSchema } from '@marketplace/shared/privacy/notice';
import { privacyPaths } from '@marketplace/shared/privacy/privacy-paths';
import { privacyRequestSchema } from '@marketplace/shared/privacy/requests';
import { watchDocument, watchQuery } from '../../lib/firestore-watch.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import type { PrivacyPort } from './privacy.port.ts';

type Reads = Pick<PrivacyPort, 'watchExport' | 'watchConsents' | 'watchRequests' | 'watchOpenRequests'>;

export function firestorePrivacy(db: Firestore): Reads {
  return {
    watchOpenRequests: () =>
      watchQuery(
        'Listing the open privacy requests',
        query(
          collection(db, privacyPaths.privacyRequests),
          where('status', '==', 'open'),
          orderBy('dueAt'),
          limit(100),
        ),
        (snapshot) => parsedDocuments(privacyRequestSchema, snapshot.docs),
      ),
    watchExport: (uid) =>
      watchDocument('Reading your data download', doc(db, privacyPaths.privacyExport(uid)), (snapshot) => {
        const parsed = dataExportSchema.safeParse(snapshot.data() ?? null);
        return parsed.success ? parsed.data : null;
      }),
    watchConsents: (uid) =>
      watchDocument('Reading your consents', doc(db, privacyPaths.consents(uid)), (snapshot) => {
        const parsed = consentsSchema.safeParse(snapshot.data() ?? null);
        return parsed.success ? parsed.data : null;
      }),
    watchRequests: (uid) =>
      watchQuery(
        'Listing your privacy requests',
        query(collection(db, privacyPaths.privacyRequests), where('requesterId', '==', uid)),
        (snapshot) =>
          parsedDocuments(privacyRequestSchema, snapshot.docs).sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0)),
      ),
  };
}
