// Opening a document (decision 039): only its owner and admins get a link, which opens its PDF (or a statement's CSV)
// for DOCUMENT_LINK_SECONDS. The files' refs are server-only (documentFiles); the record says whose it is.
import type { Firestore } from 'firebase-admin/firestore';
import { DOCUMENT_LINK_SECONDS } from '@marketplace/shared/documents/documents-api';
import { documentTexts } from '@marketplace/shared/documents/documents-texts';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';
import { documentFrom, fileNameOf } from './record-document.ts';

export async function documentLink(
  { db, media }: { db: Firestore; media: Media },
  caller: Caller,
  { documentId, file }: { documentId: string; file: 'pdf' | 'csv' },
): Promise<Outcome<{ url: string }>> {
  const [record, files] = await Promise.all([
    db.doc(paths.document(documentId)).get(),
    db.doc(paths.documentFile(documentId)).get(),
  ]);
  const document = documentFrom(record);
  if (!document) return failure('not-found', documentTexts.documentNotFound);
  if (!caller.admin && document.ownerId !== caller.uid) return failure('forbidden', documentTexts.notYours);
  if (!document.ready || !files.exists) return failure('conflict', documentTexts.notReady);
  const ref = files.get(file === 'csv' ? 'csvRef' : 'pdfRef') as unknown;
  if (typeof ref !== 'string' || !ref) return failure('not-found', documentTexts.documentNotFound);
  try {
    return success({
      url: await media.privateLink(ref, DOCUMENT_LINK_SECONDS, { name: fileNameOf(document, file), inline: false }),
    });
  } catch (error) {
    log.error('a document link could not be made', error, { documentId });
    return failure('provider-failed', documentTexts.unavailable);
  }
}
