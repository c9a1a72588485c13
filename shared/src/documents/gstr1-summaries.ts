// GSTR-1's other tables for the platform's own supply (decision 064), as the GST offline tool imports them: the credit
// and debit notes on the platform's own invoices (CDNR to registered sellers; CDNUR to unregistered ones whose invoice
// was a B2CL one), the HSN summary (table 12, B2B and B2C apart as the tool has asked since 2025) and the summary of
// documents issued (table 13). Same cells and total rows as gstr1-export.ts.
import { csvOf, rupeesCell, type CsvValue } from './csv.ts';
import type { IssuedDocument } from './document.ts';
import {
  add,
  documentWiseTable,
  isB2b,
  isB2cl,
  noTax,
  taxAmountColumns,
  taxCells,
  valueOf,
  type TaxSums,
} from './gstr1-export.ts';
import { gstDateCell, gstRateCell, placeOfSupplyCell, type ExportPart } from './return-cells.ts';

/** The offline tool's credit/debit notes to registered recipients (sheet 'cdnr'), then the form's tax amounts. */
export const gstr1CdnrColumns = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  ...taxAmountColumns,
] as const;

/** The offline tool's credit/debit notes to unregistered recipients (sheet 'cdnur'), then the form's tax amounts. */
export const gstr1CdnurColumns = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'Integrated Tax Amount',
] as const;

/** The offline tool's HSN summary (sheets 'hsn(b2b)' and 'hsn(b2c)', the same columns). */
export const gstr1HsnColumns = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  ...taxAmountColumns,
  'Cess Amount',
] as const;

/** The offline tool's summary of documents issued (sheet 'docs'). */
export const gstr1DocsColumns = [
  'Nature of Document',
  'Sr. No. From',
  'Sr. No. To',
  'Total Number',
  'Cancelled',
] as const;

/**
 * A note on the platform's own supply: a credit note whose supplier is its issuer (the operator), not a seller's note
 * the platform issued on the seller's behalf, which is the seller's to report (decision 039).
 */
export const isOwnNote = (note: IssuedDocument) =>
  note.kind === 'credit-note' &&
  note.gst !== null &&
  note.supplier !== null &&
  note.supplier.gstin !== null &&
  note.supplier.gstin === note.issuer.gstin;

const totalRow = (count: number, what: string) => ['Total', `${count} ${what}`];

/** CDNR: the month's notes on the platform's invoices to registered sellers, in date order. */
export function gstr1Cdnr(notes: readonly IssuedDocument[]): ExportPart {
  return documentWiseTable(
    gstr1CdnrColumns,
    notes.filter((note) => isOwnNote(note) && isB2b(note)),
    (note, gst) => [
      note.recipient!.gstin,
      note.recipient!.name,
      note.serial,
      gstDateCell(note.day),
      'C',
      placeOfSupplyCell(gst.placeOfSupply),
      'N',
      'Regular B2B',
      rupeesCell(note.amountPaise),
      null,
      gstRateCell(gst.rateBp),
      rupeesCell(gst.taxablePaise),
      rupeesCell(0),
      ...taxCells(add(noTax(), gst)),
    ],
    (count, sums) => [
      ...totalRow(count, 'notes'),
      ...Array<null>(6).fill(null),
      rupeesCell(valueOf(sums)),
      null,
      null,
      rupeesCell(sums.taxable),
      rupeesCell(sums.cess),
      ...taxCells(sums),
    ],
  );
}

/**
 * CDNUR: the month's notes on the platform's B2CL invoices (type 'B2CL': an unregistered seller in another state, the
 * note's value above the threshold, as the tool asks). A note on a B2CS invoice is netted in B2CS instead.
 */
export function gstr1Cdnur(notes: readonly IssuedDocument[]): ExportPart {
  return documentWiseTable(
    gstr1CdnurColumns,
    notes.filter((note) => isOwnNote(note) && isB2cl(note)),
    (note, gst) => [
      'B2CL',
      note.serial,
      gstDateCell(note.day),
      'C',
      placeOfSupplyCell(gst.placeOfSupply),
      rupeesCell(note.amountPaise),
      null,
      gstRateCell(gst.rateBp),
      rupeesCell(gst.taxablePaise),
      rupeesCell(0),
      rupeesCell(gst.igstPaise),
    ],
    (count, sums) => [
      ...totalRow(count, 'notes'),
      null,
      null,
      null,
      rupeesCell(valueOf(sums)),
      null,
      null,
      rupeesCell(sums.taxable),
      rupeesCell(sums.cess),
      rupeesCell(sums.igst),
    ],
  );
}

/**
 * The HSN summary of B2B or B2C supplies: the month's invoices summed by code and rate. A service is counted in the
 * unit 'NA' with no quantity, as the tool takes services.
 */
export function gstr1Hsn(invoices: readonly IssuedDocument[], of: 'b2b' | 'b2c'): ExportPart {
  const groups = new Map<
    string,
    { code: string; description: string; rateBp: number; services: boolean; sums: TaxSums }
  >();
  for (const invoice of invoices) {
    if (!invoice.gst || isB2b(invoice) !== (of === 'b2b')) continue;
    const { code, description, rateBp, codeKind } = invoice.gst;
    const key = `${code}|${rateBp}`;
    const group = groups.get(key) ?? { code, description, rateBp, services: codeKind === 'SAC', sums: noTax() };
    add(group.sums, invoice.gst);
    groups.set(key, group);
  }
  const rows = [...groups.values()].sort((a, b) => a.code.localeCompare(b.code) || a.rateBp - b.rateBp);
  const sums = noTax();
  for (const row of rows) for (const key of Object.keys(sums) as (keyof TaxSums)[]) sums[key] += row.sums[key];
  const file = csvOf(gstr1HsnColumns, [
    ...rows.map((row): CsvValue[] => [
      row.code,
      row.description,
      row.services ? 'NA' : 'OTH-OTHERS',
      row.services ? '0' : null,
      rupeesCell(valueOf(row.sums)),
      gstRateCell(row.rateBp),
      rupeesCell(row.sums.taxable),
      ...taxCells(row.sums),
      rupeesCell(row.sums.cess),
    ]),
    [
      'Total',
      `${rows.length} codes`,
      null,
      null,
      rupeesCell(valueOf(sums)),
      null,
      rupeesCell(sums.taxable),
      ...taxCells(sums),
      rupeesCell(sums.cess),
    ],
  ]);
  return { file, totalPaise: valueOf(sums), lines: rows.length };
}

/** A serial's series and number: 'PF2627A-0000007' → ['PF2627A', 7]. */
function seriesOf(serial: string): [string, number] | null {
  const match = /^(.+)-(\d+)$/.exec(serial);
  return match ? [match[1]!, Number(match[2])] : null;
}

/**
 * The documents issued: per series of the platform's invoices, and of its own credit notes, the first and last serial
 * of the month and how many. None is ever cancelled (a correction is a credit note, decision 039). Its total is the
 * value of the invoices counted, less the notes', so it is checked against the ledger like the invoices themselves.
 */
export function gstr1Docs(invoices: readonly IssuedDocument[], notes: readonly IssuedDocument[]): ExportPart {
  const natures = [
    { nature: 'Invoices for outward supply', documents: invoices.filter((invoice) => invoice.gst) },
    { nature: 'Credit Note', documents: notes.filter(isOwnNote) },
  ];
  const rows: CsvValue[][] = [];
  let count = 0;
  for (const { nature, documents } of natures) {
    const series = new Map<string, { from: string; to: string; first: number; last: number; count: number }>();
    for (const document of documents) {
      const parts = document.serial ? seriesOf(document.serial) : null;
      if (!parts) continue;
      const [name, number] = parts;
      const kept = series.get(name) ?? {
        from: document.serial!,
        to: document.serial!,
        first: number,
        last: number,
        count: 0,
      };
      if (number < kept.first) Object.assign(kept, { from: document.serial!, first: number });
      if (number > kept.last) Object.assign(kept, { to: document.serial!, last: number });
      kept.count += 1;
      series.set(name, kept);
    }
    for (const [, kept] of [...series].sort(([a], [b]) => a.localeCompare(b))) {
      rows.push([nature, kept.from, kept.to, String(kept.count), '0']);
      count += kept.count;
    }
  }
  const invoiced = natures[0]!.documents.reduce((sum, invoice) => sum + invoice.amountPaise, 0);
  const noted = natures[1]!.documents.reduce((sum, note) => sum + note.amountPaise, 0);
  const file = csvOf(gstr1DocsColumns, [...rows, ['Total', null, null, String(count), '0']]);
  return { file, totalPaise: invoiced - noted, lines: rows.length };
}
