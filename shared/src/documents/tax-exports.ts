// The operator's monthly exports (decisions 039 and 064), the files an accountant files from, made from the month's
// ledger entries and the documents issued from them, each in its return's published layout (decision 064): GSTR-8
// (TCS on registered sellers' supplies, per supplier's GSTIN, with the supplies the month's credit notes returned),
// Form 26Q's deductee annexure (TDS under section 194-O, each deductee by name and PAN), and GSTR-1 for the platform's
// own invoices for its 30%: B2B invoice-wise in date order, B2CL (inter-state to unregistered sellers above
// ₹1,00,000) invoice-wise, B2CS summed by place of supply and rate, the notes on its own invoices (CDNR, CDNUR), the
// HSN summary (B2B and B2C) and the documents issued. Each file's total is checked against the ledger's for the month.
import { taxAccounts, type LedgerEntry } from '../ledger/ledger.ts';
import { valuesOf } from '../labelled.ts';
import type { IssuedDocument } from './document.ts';
import { form26q } from './form26q-export.ts';
import type { Deductee } from './parties.ts';
import { gstr1B2b, gstr1B2cl, gstr1B2cs, isB2cl } from './gstr1-export.ts';
import { gstr1Cdnr, gstr1Cdnur, gstr1Docs, gstr1Hsn, isOwnNote } from './gstr1-summaries.ts';
import { creditedTo, gstr8 } from './gstr8-export.ts';
import { earningFigures, isEarning } from './seller-documents.ts';

export const exportNames = {
  gstr8: 'TCS collected (GSTR-8)',
  tds26q: 'TDS under section 194-O (Form 26Q)',
  gstr1b2b: 'Platform invoices to registered sellers (GSTR-1 B2B)',
  gstr1b2cl: 'Platform invoices above ₹1,00,000 to unregistered sellers in other states (GSTR-1 B2CL)',
  gstr1b2cs: 'Platform invoices to unregistered sellers (GSTR-1 B2CS)',
  gstr1cdnr: 'Credit notes on platform invoices to registered sellers (GSTR-1 CDNR)',
  gstr1cdnur: 'Credit notes on platform invoices to unregistered sellers (GSTR-1 CDNUR)',
  gstr1hsnb2b: 'HSN summary of platform invoices to registered sellers (GSTR-1 HSN B2B)',
  gstr1hsnb2c: 'HSN summary of platform invoices to unregistered sellers (GSTR-1 HSN B2C)',
  gstr1docs: 'Documents issued by the platform (GSTR-1 documents summary)',
};
export type ExportKind = keyof typeof exportNames;
export const exportKinds = valuesOf(exportNames);

/** Each export's total beside the ledger's, for the month. */
export interface ExportCheck {
  kind: ExportKind;
  exportedPaise: number;
  ledgerPaise: number;
  lines: number;
}

export interface MonthExports {
  month: string;
  files: Record<ExportKind, string>;
  checks: ExportCheck[];
  /** Earnings of the month with no platform invoice yet (an issue still running, or one that failed). */
  uninvoiced: string[];
  /**
   * The month's entries brought in from earlier books (decision 039): their invoices were the earlier books' to issue,
   * so none is here, none ever will be, and their platform share is in no GSTR-1 line. Counted apart, so the ledger's
   * total each export is checked against is that of the entries booked here.
   */
  imported: { entries: number; platformPaise: number };
}

/**
 * The month's exports from its entries (all of the month's, any order), the documents issued from them (its platform
 * invoices and credit notes; others are left out) and who each seller is, with each total beside the ledger's.
 */
export function monthExports(
  month: string,
  entries: readonly LedgerEntry[],
  documents: readonly IssuedDocument[],
  deductees: ReadonlyMap<string, Deductee> = new Map(),
): MonthExports {
  const inMonth = entries.filter((entry) => entry.day.startsWith(`${month}-`));
  const ofMonth = inMonth.filter((entry) => !entry.imported);
  const imported = inMonth.filter((entry) => entry.imported);
  const withholdings = ofMonth
    .filter((entry) => entry.kind === 'withholding')
    .sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
  const earnings = ofMonth.filter(isEarning);
  const ofKind = (kind: IssuedDocument['kind']) =>
    documents.filter((document) => document.kind === kind && document.month === month);
  const invoiced = ofKind('platform-invoice');
  const invoicedEntries = new Set(invoiced.flatMap((invoice) => invoice.entryIds));
  const sum = (account: string, of: readonly LedgerEntry[] = ofMonth) =>
    of.reduce((total, entry) => total + creditedTo(entry, account), 0);
  // GSTR-1's two parts are checked by the earnings each reports: B2B those invoiced to a GSTIN, B2CS the rest (an
  // earning not invoiced yet counts there, so a missing invoice shows as a difference, and is named in `uninvoiced`).
  const b2bEntries = new Set(
    invoiced.filter((invoice) => invoice.recipient?.gstin).flatMap((invoice) => invoice.entryIds),
  );
  const platformB2b = sum(
    'platform',
    earnings.filter((entry) => b2bEntries.has(entry.id)),
  );
  const b2clEntries = new Set(invoiced.filter(isB2cl).flatMap((invoice) => invoice.entryIds));
  const platformB2cl = sum(
    'platform',
    earnings.filter((entry) => b2clEntries.has(entry.id)),
  );
  const platformEarned = sum('platform', earnings);
  // The notes on the platform's own invoices (none arise from today's flows, decision 064): checked by what the
  // entries they were made from took back from the platform's share.
  const notes = ofKind('credit-note');
  const ownNotes = notes.filter(isOwnNote);
  const notedBack = (of: readonly IssuedDocument[]) => {
    const ids = new Set(of.flatMap((note) => note.entryIds));
    return (
      0 -
      sum(
        'platform',
        ofMonth.filter((entry) => ids.has(entry.id)),
      )
    );
  };
  const cdnr = gstr1Cdnr(notes);
  const cdnur = gstr1Cdnur(notes);
  const parts = {
    gstr8: { part: gstr8(withholdings, notes), ledgerPaise: sum(taxAccounts.tcs) },
    tds26q: { part: form26q(withholdings, deductees), ledgerPaise: sum(taxAccounts.tds) },
    gstr1b2b: { part: gstr1B2b(invoiced), ledgerPaise: platformB2b },
    gstr1b2cl: { part: gstr1B2cl(invoiced), ledgerPaise: platformB2cl },
    gstr1b2cs: { part: gstr1B2cs(invoiced), ledgerPaise: platformEarned - platformB2b - platformB2cl },
    gstr1cdnr: { part: cdnr, ledgerPaise: notedBack(ownNotes.filter((note) => note.recipient?.gstin)) },
    gstr1cdnur: { part: cdnur, ledgerPaise: notedBack(ownNotes.filter(isB2cl)) },
    gstr1hsnb2b: { part: gstr1Hsn(invoiced, 'b2b'), ledgerPaise: platformB2b },
    gstr1hsnb2c: { part: gstr1Hsn(invoiced, 'b2c'), ledgerPaise: platformEarned - platformB2b },
    gstr1docs: { part: gstr1Docs(invoiced, notes), ledgerPaise: platformEarned - notedBack(ownNotes) },
  } satisfies Record<ExportKind, unknown>;
  return {
    month,
    files: Object.fromEntries(exportKinds.map((kind) => [kind, parts[kind].part.file])) as Record<ExportKind, string>,
    checks: exportKinds.map((kind) => ({
      kind,
      exportedPaise: parts[kind].part.totalPaise,
      ledgerPaise: parts[kind].ledgerPaise,
      lines: parts[kind].part.lines,
    })),
    uninvoiced: earnings
      .filter((entry) => earningFigures(entry).platformPaise > 0 && !invoicedEntries.has(entry.id))
      .map((entry) => entry.id),
    imported: {
      entries: imported.length,
      platformPaise: sum('platform', imported),
    },
  };
}
