// GSTR-8, the operator's statement of TCS (CGST section 52, rule 67), table 3, one row per supplier's GSTIN
// (decision 064). TCS is collected on a sale's earned part when its payout is queued (decision 039), so the net amount
// liable is what the month's withholdings were worked out on; the value of supplies returned is the taxable value of
// the month's credit notes on those suppliers' tax invoices (refunds decided); the gross value of supplies made is
// the two together, so every rupee a seller's tax invoice stated is in a month's gross once, either earned or returned.
import type { LedgerEntry } from '../ledger/ledger.ts';
import { taxAccounts } from '../ledger/ledger.ts';
import { csvOf, rupeesCell } from './csv.ts';
import type { IssuedDocument } from './document.ts';
import type { ExportPart } from './return-cells.ts';
import { withholdingOf } from './seller-documents.ts';

/** GSTR-8's table 3 as the offline tool lays it out: the supplier, the supplies, the tax collected by kind. */
export const gstr8Columns = [
  'GSTIN of supplier',
  'Gross value of supplies made',
  'Value of supplies returned',
  'Net amount liable for TCS',
  'Integrated tax',
  'Central tax',
  'State/UT tax',
] as const;

/** What an entry moved on one account, as a positive amount credited to it. */
export const creditedTo = (entry: LedgerEntry, account: string) =>
  -entry.lines.filter((line) => line.account === account).reduce((sum, line) => sum + line.amountPaise, 0);

interface SupplierRow {
  net: number;
  returned: number;
  igst: number;
  cgst: number;
  stateTax: number;
  tcs: number;
}

const noRow = (): SupplierRow => ({ net: 0, returned: 0, igst: 0, cgst: 0, stateTax: 0, tcs: 0 });

/** GSTR-8 from the month's withholding entries and the month's credit notes. */
export function gstr8(withholdings: readonly LedgerEntry[], creditNotes: readonly IssuedDocument[]): ExportPart {
  const bySupplier = new Map<string, SupplierRow>();
  const rowOf = (gstin: string) => bySupplier.get(gstin) ?? bySupplier.set(gstin, noRow()).get(gstin)!;
  for (const entry of withholdings) {
    const tcs = creditedTo(entry, taxAccounts.tcs);
    if (tcs === 0) continue;
    const basis = withholdingOf(entry);
    const row = rowOf(basis?.gstin ?? 'unknown');
    row.net += basis?.tcs.taxablePaise ?? 0;
    row.igst += basis?.tcs.igstPaise ?? 0;
    row.cgst += basis?.tcs.cgstPaise ?? 0;
    row.stateTax += (basis?.tcs.sgstPaise ?? 0) + (basis?.tcs.utgstPaise ?? 0);
    row.tcs += tcs;
  }
  // A credit note reduces a registered seller's tax invoice (decision 039): its taxable value was supplied and returned.
  for (const note of creditNotes) {
    if (note.kind !== 'credit-note' || !note.supplier?.gstin || !note.gst) continue;
    rowOf(note.supplier.gstin).returned += note.gst.taxablePaise;
  }
  const rows = [...bySupplier].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sums, [, row]) => {
    for (const key of Object.keys(sums) as (keyof SupplierRow)[]) sums[key] += row[key];
    return sums;
  }, noRow());
  const cells = (row: SupplierRow) => [
    rupeesCell(row.net + row.returned),
    rupeesCell(row.returned),
    rupeesCell(row.net),
    rupeesCell(row.igst),
    rupeesCell(row.cgst),
    rupeesCell(row.stateTax),
  ];
  const file = csvOf(gstr8Columns, [...rows.map(([gstin, row]) => [gstin, ...cells(row)]), ['Total', ...cells(total)]]);
  return { file, totalPaise: total.tcs, lines: rows.length };
}
