// An admin's monthly exports (decisions 039 and 064): the month's ledger entries and platform invoices as the three CSVs an
// accountant files from, each total beside the ledger's. The files are kept privately (a record of what was handed
// over, audited) and opened through short-lived links.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { DOCUMENT_LINK_SECONDS, exportsTexts, type ExportFile } from '@marketplace/shared/documents/documents-api';
import { issuedDocumentSchema } from '@marketplace/shared/documents/document';
import { monthDays, monthOfDay } from '@marketplace/shared/documents/financial-year';
import { exportKinds, exportNames, monthExports, type MonthExports } from '@marketplace/shared/documents/tax-exports';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { ledgerEntrySchema } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';
import { deducteesOf } from './document-parties.ts';

export interface ExportsDeps {
  db: Firestore;
  media: Media;
}

/** The month's entries, its platform invoices and credit notes, and who its deductees are, read as they stand. */
export async function monthOfLedger(db: Firestore, month: string) {
  const { first, next } = monthDays(month);
  const documentsOf = (kind: string) =>
    db.collection(paths.documents).where('kind', '==', kind).where('month', '==', month).get();
  const [found, invoices, creditNotes] = await Promise.all([
    db.collection(paths.ledgerEntries).where('day', '>=', first).where('day', '<', next).get(),
    documentsOf('platform-invoice'),
    documentsOf('credit-note'),
  ]);
  const entries = found.docs.map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id }));
  // Form 26Q names each deductee (decision 064): one batched read of the sellers tax was withheld from.
  const deductees = await deducteesOf(
    db,
    entries.flatMap((entry) => (entry.kind === 'withholding' && entry.sellerId ? [entry.sellerId] : [])),
  );
  return monthExports(
    month,
    entries,
    [...invoices.docs, ...creditNotes.docs].map((doc) => issuedDocumentSchema.parse({ ...doc.data(), id: doc.id })),
    deductees,
  );
}

export async function taxExports(
  { db, media }: ExportsDeps,
  admin: Caller,
  { month }: { month: string },
): Promise<Outcome<{ month: string; files: ExportFile[]; uninvoiced: string[]; imported: MonthExports['imported'] }>> {
  if (month > monthOfDay(indiaDay(Date.now()))) return failure('invalid', exportsTexts.badMonth);
  try {
    const exports = await monthOfLedger(db, month);
    const files = await Promise.all(
      exportKinds.map(async (kind): Promise<ExportFile> => {
        const name = `${exportNames[kind]} ${month}.csv`;
        const bytes = Buffer.from(exports.files[kind], 'utf8');
        const { ref } = await media.storePrivateFile({ bytes, mime: 'text/csv', extension: 'csv' }, 'exports');
        const check = exports.checks.find((one) => one.kind === kind)!;
        const url = await media.privateLink(ref, DOCUMENT_LINK_SECONDS, { name, inline: false });
        return {
          kind,
          name,
          url,
          lines: check.lines,
          exportedPaise: check.exportedPaise,
          ledgerPaise: check.ledgerPaise,
        };
      }),
    );
    await db.collection(paths.adminAudit).add({
      action: 'export-tax-month',
      target: { month, uninvoiced: exports.uninvoiced.length },
      byUid: admin.uid,
      byEmail: admin.email,
      at: FieldValue.serverTimestamp(),
    });
    return success({ month, files, uninvoiced: exports.uninvoiced, imported: exports.imported });
  } catch (error) {
    log.error('the tax exports could not be made', error, { month });
    return failure('provider-failed', exportsTexts.unavailable);
  }
}
