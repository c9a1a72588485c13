// The operator's monthly exports (decision 039), the lines an accountant files from, made from the month's ledger
// entries and the platform invoices issued from them: TCS collected on registered sellers' supplies (GSTR-8, per
// supplier's GSTIN), TDS under section 194-O (Form 26Q, per credit), and the platform's own invoices for its 30%
// (GSTR-1, per invoice). Each export's total is checked against the ledger's for the month: the amounts come from
// the entries' lines, the details (bases, rates, identifiers) from what was recorded when they were booked.
import { taxAccounts, type LedgerEntry } from '../ledger/ledger.ts';
import { csvOf, rupeesCell } from './csv.ts';
import type { IssuedDocument } from './document.ts';
import { stateLabel } from './india-states.ts';
import { earningFigures, isEarning, withholdingOf } from './seller-documents.ts';
import { percentOf } from './taxes.ts';

export const exportKinds = ['gstr8', 'tds26q', 'gstr1'] as const;
export type ExportKind = (typeof exportKinds)[number];

export const exportNames: Record<ExportKind, string> = {
  gstr8: 'TCS collected (GSTR-8)',
  tds26q: 'TDS under section 194-O (Form 26Q)',
  gstr1: 'Platform invoices (GSTR-1)',
};

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

const lineOn = (entry: LedgerEntry, account: string) =>
  -entry.lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.amountPaise, 0);

function gstr8(withholdings: readonly LedgerEntry[]) {
  const bySupplier = new Map<
    string,
    { taxable: number; igst: number; cgst: number; state: number; tcs: number; count: number }
  >();
  for (const entry of withholdings) {
    const tcs = lineOn(entry, taxAccounts.tcs);
    if (tcs === 0) continue;
    const basis = withholdingOf(entry);
    const gstin = basis?.gstin ?? 'unknown';
    const row = bySupplier.get(gstin) ?? { taxable: 0, igst: 0, cgst: 0, state: 0, tcs: 0, count: 0 };
    row.taxable += basis?.tcs.taxablePaise ?? 0;
    row.igst += basis?.tcs.igstPaise ?? 0;
    row.cgst += basis?.tcs.cgstPaise ?? 0;
    row.state += (basis?.tcs.sgstPaise ?? 0) + (basis?.tcs.utgstPaise ?? 0);
    row.tcs += tcs;
    row.count += 1;
    bySupplier.set(gstin, row);
  }
  const rows = [...bySupplier].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, row]) => sum + row.tcs, 0);
  const file = csvOf(
    [
      'GSTIN of supplier',
      'Gross value of supplies (INR)',
      'Value of supplies returned (INR)',
      'Net amount liable for TCS (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST/UTGST (INR)',
      'Total TCS (INR)',
      'Sales',
    ],
    [
      ...rows.map(([gstin, row]) => [
        gstin,
        rupeesCell(row.taxable),
        rupeesCell(0),
        rupeesCell(row.taxable),
        rupeesCell(row.igst),
        rupeesCell(row.cgst),
        rupeesCell(row.state),
        rupeesCell(row.tcs),
        row.count,
      ]),
      ['Total', null, null, null, null, null, null, rupeesCell(total), null],
    ],
  );
  return { file, total, lines: rows.length };
}

const tdsRemarks = {
  'no-pan': 'Higher rate: no PAN (section 206AA)',
  'below-threshold': 'No deduction: within the threshold (section 194-O(2))',
  rate: '',
} as const;

function tds26q(withholdings: readonly LedgerEntry[]) {
  let total = 0;
  const rows = withholdings.flatMap((entry) => {
    const basis = withholdingOf(entry);
    const tds = lineOn(entry, taxAccounts.tds);
    if (!basis && tds === 0) return [];
    total += tds;
    return [
      [
        basis?.pan ?? 'PANNOTAVBL',
        entry.sellerId,
        entry.day,
        '194O',
        rupeesCell(basis?.tds.basePaise ?? 0),
        basis ? percentOf(basis.tds.rateBp) : '',
        rupeesCell(tds),
        basis ? tdsRemarks[basis.tds.reason] : '',
        entry.id,
      ],
    ];
  });
  const file = csvOf(
    [
      'PAN of deductee',
      'Seller',
      'Date of credit',
      'Section',
      'Amount credited (INR)',
      'Rate',
      'TDS (INR)',
      'Remarks',
      'Ledger entry',
    ],
    [...rows, ['Total', null, null, null, null, null, rupeesCell(total), null, null]],
  );
  return { file, total, lines: rows.length };
}

function gstr1(invoices: readonly IssuedDocument[]) {
  const sorted = [...invoices].sort((a, b) => (a.serial ?? '').localeCompare(b.serial ?? ''));
  const total = sorted.reduce((sum, invoice) => sum + invoice.amountPaise, 0);
  const file = csvOf(
    [
      'Invoice number',
      'Invoice date',
      'Recipient GSTIN',
      'Recipient',
      'Supply type',
      'Place of supply',
      'SAC',
      'Rate',
      'Taxable value (INR)',
      'IGST (INR)',
      'CGST (INR)',
      'SGST/UTGST (INR)',
      'Invoice value (INR)',
      'Ledger entry',
    ],
    [
      ...sorted.map((invoice) => {
        const gst = invoice.gst!;
        return [
          invoice.serial,
          invoice.day,
          invoice.recipient?.gstin ?? null,
          invoice.recipient?.name ?? null,
          invoice.recipient?.gstin ? 'B2B' : 'B2C',
          stateLabel(gst.placeOfSupply),
          gst.code,
          percentOf(gst.rateBp),
          rupeesCell(gst.taxablePaise),
          rupeesCell(gst.igstPaise),
          rupeesCell(gst.cgstPaise),
          rupeesCell(gst.sgstPaise + gst.utgstPaise),
          rupeesCell(invoice.amountPaise),
          invoice.entryIds[0] ?? null,
        ];
      }),
      ['Total', null, null, null, null, null, null, null, null, null, null, null, rupeesCell(total), null],
    ],
  );
  return { file, total, lines: sorted.length };
}

/**
 * The month's three exports from its entries (all of the month's, any order) and the platform invoices issued from
 * them, with each total beside the ledger's.
 */
export function monthExports(
  month: string,
  entries: readonly LedgerEntry[],
  invoices: readonly IssuedDocument[],
): MonthExports {
  const inMonth = entries.filter((entry) => entry.day.startsWith(`${month}-`));
  const ofMonth = inMonth.filter((entry) => !entry.imported);
  const imported = inMonth.filter((entry) => entry.imported);
  const withholdings = ofMonth
    .filter((entry) => entry.kind === 'withholding')
    .sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
  const earnings = ofMonth.filter(isEarning);
  const invoiced = invoices.filter((invoice) => invoice.kind === 'platform-invoice' && invoice.month === month);
  const invoicedEntries = new Set(invoiced.flatMap((invoice) => invoice.entryIds));
  const sum = (account: string) => ofMonth.reduce((total, entry) => total + lineOn(entry, account), 0);
  const tcs = gstr8(withholdings);
  const tds = tds26q(withholdings);
  const platform = gstr1(invoiced);
  return {
    month,
    files: { gstr8: tcs.file, tds26q: tds.file, gstr1: platform.file },
    checks: [
      { kind: 'gstr8', exportedPaise: tcs.total, ledgerPaise: sum(taxAccounts.tcs), lines: tcs.lines },
      { kind: 'tds26q', exportedPaise: tds.total, ledgerPaise: sum(taxAccounts.tds), lines: tds.lines },
      { kind: 'gstr1', exportedPaise: platform.total, ledgerPaise: sum('platform'), lines: platform.lines },
    ],
    uninvoiced: earnings
      .filter((entry) => earningFigures(entry).platformPaise > 0 && !invoicedEntries.has(entry.id))
      .map((entry) => entry.id),
    imported: {
      entries: imported.length,
      platformPaise: imported.reduce((total, entry) => total + lineOn(entry, 'platform'), 0),
    },
  };
}
