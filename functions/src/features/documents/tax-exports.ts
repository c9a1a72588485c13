// An admin's monthly exports (decision 039): the month's ledger entries and platform invoices as the three CSVs an
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

export interface ExportsDeps {
  db: Firestore;
  media: Media;
}

/** The month's entries and its platform invoices, read as they stand. */
export async function monthOfLedger(db: Firestore, month: string) {
  const { first, next } = monthDays(month);
  const [entries, invoices] = await Promise.all([
    db.collection(paths.ledgerEntries).where('day', '>=', first).where('day', '<', next).get(),
    db.collection(paths.documents).where('kind', '==', 'platform-invoice').where('month', '==', month).get(),
  ]);
  return monthExports(
    month,
    entries.docs.map((doc) => ledgerEntrySchema.parse({ ...doc.data(), id: doc.id })),
    invoices.docs.map((doc) => issuedDocumentSchema.parse({ ...doc.data(), id: doc.id })),
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
