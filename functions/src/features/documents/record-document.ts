// Issuing a document (decision 039): numbered and recorded in one write, so a serial is taken exactly when its
// document is written (no gap: a failed issue takes none; no repeat: the series' counter is moved on only if it is
// unchanged since it was read, decision 066); then its PDF (and a statement's CSV) rendered and stored privately
// through the Media port.
// Issuing again finds the record and only finishes what is missing, so a retried trigger issues nothing twice.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  documentKindNames,
  issuedDocumentSchema,
  type DocumentDraft,
  type IssuedDocument,
} from '@marketplace/shared/documents/document';
import type { StatementLine } from '@marketplace/shared/documents/monthly-statement';
import { printableOf } from '@marketplace/shared/documents/printable';
import { paths } from '@marketplace/shared/paths';
import { languageOfProfile } from '@marketplace/shared/session/profile';
import { log } from '../../platform/log.ts';
import { isAlreadyExists } from '../../platform/firestore-errors.ts';
import type { Media } from '../../ports/media.port.ts';
import { writeNumberedRecord } from './numbered-record.ts';
import { renderPdf } from './render-pdf.ts';

export interface IssueDeps {
  db: Firestore;
  media: Media;
}

/**
 * What an issuer makes: the draft, and a statement's lines (which go to its files, not its record) and its CSV, which
 * the statement's issuer renders from the record (monthly-statements.ts), so issuing a receipt imports no CSV.
 */
export interface Made {
  draft: DocumentDraft;
  lines?: StatementLine[];
  csvOf?: (document: IssuedDocument) => string;
}

export function documentFrom(snapshot: DocumentSnapshot): IssuedDocument | null {
  if (!snapshot.exists) return null;
  const parsed = issuedDocumentSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

/** Records the draft once, numbered if its kind is; the record already there if it was issued before. */
export async function recordOnce(db: Firestore, draft: DocumentDraft): Promise<IssuedDocument> {
  const written = await writeNumberedRecord(db, draft);
  if (written) return written;
  const record = documentFrom(await db.doc(paths.document(draft.id)).get());
  if (!record) throw new Error(`document ${draft.id} could not be read back`);
  return record;
}

/** What a document's files are named when downloaded: 'Tax invoice TI2627A-0000001.pdf'. */
export function fileNameOf(document: IssuedDocument, extension: 'pdf' | 'csv'): string {
  const name = `${documentKindNames[document.kind]} ${document.serial ?? document.title}`;
  return `${name.replace(/[^\p{L}\p{N} ._-]+/gu, ' ').trim()}.${extension}`;
}

/** Renders the record's PDF (and a statement's CSV), stores them, and marks the record ready; once. */
async function storeFiles({ db, media }: IssueDeps, document: IssuedDocument, { lines = [], csvOf }: Partial<Made>) {
  const title = fileNameOf(document, 'pdf').slice(0, -4);
  const at = new Date(document.issuedAt ?? document.at ?? Date.now());
  // Its labels in the language its owner reads (decision 072), as their profile says when it is made.
  const language = languageOfProfile((await db.doc(paths.user(document.ownerId)).get()).data());
  const pdf = await renderPdf(printableOf(document, lines, language), { title, documentId: document.id, at });
  const stored = {
    pdfRef: (
      await media.storePrivateFile({ bytes: Buffer.from(pdf), mime: 'application/pdf', extension: 'pdf' }, 'documents')
    ).ref,
  };
  const csv = csvOf
    ? await media.storePrivateFile(
        { bytes: Buffer.from(csvOf(document), 'utf8'), mime: 'text/csv', extension: 'csv' },
        'documents',
      )
    : null;
  const files = { ...stored, csvRef: csv?.ref ?? null };
  // One batch, no transaction: the files' record is created only if it is not there, and the document marked
  // ready with it, or neither.
  const batch = db.batch();
  batch.create(db.doc(paths.documentFile(document.id)), { ...files, storedAt: FieldValue.serverTimestamp() });
  batch.update(db.doc(paths.document(document.id)), { ready: true });
  const kept = await batch.commit().then(
    () => true,
    (error: unknown) => {
      if (isAlreadyExists(error)) return false;
      throw error;
    },
  );
  // Another delivery stored them first: these copies are nobody's.
  if (!kept)
    await Promise.all([files.pdfRef, files.csvRef].flatMap((ref) => (ref ? [media.removePrivateFile(ref)] : [])));
}

/**
 * Issues the document `id` once: `make` (its reads and its draft) runs unless it is issued and ready; null from
 * `make` means there is nothing to issue (a 1-paisa sale has no platform invoice). Returns the record.
 */
export async function issueDocument(
  deps: IssueDeps,
  id: string,
  make: () => Promise<Made | null>,
): Promise<IssuedDocument | null> {
  const existing = documentFrom(await deps.db.doc(paths.document(id)).get());
  if (existing?.ready) return existing;
  const made = await make();
  if (!made) return existing;
  if (made.draft.id !== id) throw new Error(`issuer made ${made.draft.id} for ${id}`);
  const record = existing ?? (await recordOnce(deps.db, made.draft));
  if (!record.ready) {
    await storeFiles(deps, record, made);
    log.info('document issued', { documentId: id, kind: record.kind, serial: record.serial });
  }
  return { ...record, ready: true };
}
