// GSTR-1 for the platform's own supply to its sellers (its 30%, decision 039), as the GST offline tool imports it
// (decision 064): B2B, one row per invoice to a registered seller, in the order they were issued (by date, not by
// series: a series is chosen by a hash, decision 039); B2CL, one row per inter-state invoice to an unregistered seller
// above ₹1,00,000; B2CS, the other invoices to unregistered sellers summed by place of supply and rate. Each file has
// the template's columns, then the tax amounts GSTR-1's tables 4A, 5 and 7 state, and a total row of the taxable value
// and each tax (to be removed before the tool imports the file). The notes, HSN and documents tables are in
// gstr1-summaries.ts.
import { csvOf, rupeesCell, type CsvValue } from './csv.ts';
import type { IssuedDocument } from './document.ts';
import { gstDateCell, gstRateCell, placeOfSupplyCell, type ExportPart } from './return-cells.ts';
import type { GstLine } from './taxes.ts';

/** The form's tax amounts, which follow a template's columns: the cells `taxCells` writes, in its order. */
export const taxAmountColumns = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'] as const;

/** The offline tool's B2B template (sheet 'b2b'), then the form's tax amounts. */
export const gstr1B2bColumns = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  ...taxAmountColumns,
] as const;

/** The columns the offline tool's two B2C templates share, in their order: where, at what rate, on what value. */
const b2cSupplyColumns = [
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/** The offline tool's B2C (small) template (sheet 'b2cs'), then the form's tax amounts. */
export const gstr1B2csColumns = ['Type', ...b2cSupplyColumns, ...taxAmountColumns] as const;

/** The offline tool's B2C (large) template (sheet 'b2cl'), then the form's one tax amount (inter-state: IGST). */
export const gstr1B2clColumns = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  ...b2cSupplyColumns,
  'Integrated Tax Amount',
] as const;

/**
 * GSTR-1's B2CL threshold: an inter-state invoice to an unregistered recipient is reported invoice-wise when its value
 * is above ₹1,00,000 (from 1 August 2024; ₹2,50,000 before).
 */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

export interface TaxSums {
  taxable: number;
  igst: number;
  cgst: number;
  /** SGST or UTGST: the form's one 'State/UT tax' column. */
  stateTax: number;
  cess: number;
}

export const noTax = (): TaxSums => ({ taxable: 0, igst: 0, cgst: 0, stateTax: 0, cess: 0 });

export function add(sums: TaxSums, gst: GstLine): TaxSums {
  sums.taxable += gst.taxablePaise;
  sums.igst += gst.igstPaise;
  sums.cgst += gst.cgstPaise;
  sums.stateTax += gst.sgstPaise + gst.utgstPaise;
  // The platform's service bears no compensation cess; the column is the template's.
  return sums;
}

export const taxCells = (sums: TaxSums): CsvValue[] => [
  rupeesCell(sums.igst),
  rupeesCell(sums.cgst),
  rupeesCell(sums.stateTax),
];
export const valueOf = (sums: TaxSums) => sums.taxable + sums.igst + sums.cgst + sums.stateTax + sums.cess;

export const isB2b = (invoice: IssuedDocument) => Boolean(invoice.recipient?.gstin);

/** An invoice to an unregistered seller in another state, above the threshold: reported invoice-wise in B2CL. */
export const isB2cl = (invoice: IssuedDocument) =>
  !isB2b(invoice) &&
  invoice.gst !== null &&
  invoice.gst.placeOfSupply !== invoice.gst.supplierState &&
  invoice.amountPaise > B2CL_ABOVE_PAISE;

/** Which of the platform's invoices GSTR-1 reports invoice-wise: those to a seller who gave a GSTIN. */
export const b2bInvoices = (invoices: readonly IssuedDocument[]) => invoices.filter(isB2b);

/** In date order (then time, then serial), as the tool lists invoices. */
export const byDate = (a: IssuedDocument, b: IssuedDocument) =>
  a.day.localeCompare(b.day) || (a.at ?? 0) - (b.at ?? 0) || (a.serial ?? '').localeCompare(b.serial ?? '');

/**
 * A table the tool takes document by document (B2B, B2CL, CDNR, CDNUR): the documents in date order, each as its row
 * (given its GST line), with their tax summed for the table's total row.
 */
export function documentWise(
  documents: readonly IssuedDocument[],
  row: (document: IssuedDocument, gst: GstLine) => CsvValue[],
): { documents: IssuedDocument[]; lines: CsvValue[][]; sums: TaxSums } {
  const sorted = [...documents].sort(byDate);
  const sums = noTax();
  const lines = sorted.map((document) => {
    add(sums, document.gst!);
    return row(document, document.gst!);
  });
  return { documents: sorted, lines, sums };
}

export function gstr1B2b(invoices: readonly IssuedDocument[]): ExportPart {
  const { documents, lines, sums } = documentWise(
    b2bInvoices(invoices).filter((invoice) => invoice.gst),
    (invoice, gst): CsvValue[] => [
      invoice.recipient!.gstin,
      invoice.recipient!.name,
      invoice.serial,
      gstDateCell(invoice.day),
      rupeesCell(invoice.amountPaise),
      placeOfSupplyCell(gst.placeOfSupply),
      'N',
      null,
      'Regular B2B',
      null,
      gstRateCell(gst.rateBp),
      rupeesCell(gst.taxablePaise),
      rupeesCell(0),
      ...taxCells(add(noTax(), gst)),
    ],
  );
  const total = documents.reduce((sum, invoice) => sum + invoice.amountPaise, 0);
  const totalRow = [
    'Total',
    null,
    `${documents.length} invoices`,
    null,
    rupeesCell(total),
    null,
    null,
    null,
    null,
    null,
  ];
  const file = csvOf(gstr1B2bColumns, [
    ...lines,
    [...totalRow, null, rupeesCell(sums.taxable), rupeesCell(sums.cess), ...taxCells(sums)],
  ]);
  return { file, totalPaise: total, lines: documents.length };
}

export function gstr1B2cs(invoices: readonly IssuedDocument[]): ExportPart {
  const groups = new Map<string, { placeOfSupply: string; rateBp: number; sums: TaxSums }>();
  for (const invoice of invoices) {
    if (isB2b(invoice) || isB2cl(invoice) || !invoice.gst) continue;
    const { placeOfSupply, rateBp } = invoice.gst;
    const key = `${placeOfSupply}|${rateBp}`;
    const group = groups.get(key) ?? { placeOfSupply, rateBp, sums: noTax() };
    add(group.sums, invoice.gst);
    groups.set(key, group);
  }
  const rows = [...groups.values()].sort(
    (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBp - b.rateBp,
  );
  const sums = noTax();
  for (const row of rows) for (const key of Object.keys(sums) as (keyof TaxSums)[]) sums[key] += row.sums[key];
  const file = csvOf(gstr1B2csColumns, [
    ...rows.map((row): CsvValue[] => [
      // 'OE': other than through an e-commerce operator; the platform supplies its service itself.
      'OE',
      placeOfSupplyCell(row.placeOfSupply),
      null,
      gstRateCell(row.rateBp),
      rupeesCell(row.sums.taxable),
      rupeesCell(row.sums.cess),
      null,
      ...taxCells(row.sums),
    ]),
    ['Total', null, null, null, rupeesCell(sums.taxable), rupeesCell(sums.cess), null, ...taxCells(sums)],
  ]);
  return { file, totalPaise: valueOf(sums), lines: rows.length };
}

/**
 * A document-wise table as a whole (B2CL, CDNR, CDNUR): its rows, then the total row the table's own columns take
 * (given how many documents and their tax summed); its total is their value, tax included.
 */
export function documentWiseTable(
  columns: readonly string[],
  documents: readonly IssuedDocument[],
  row: (document: IssuedDocument, gst: GstLine) => CsvValue[],
  totalRow: (count: number, sums: TaxSums) => CsvValue[],
): ExportPart {
  const { documents: sorted, lines, sums } = documentWise(documents, row);
  const file = csvOf(columns, [...lines, totalRow(sorted.length, sums)]);
  return { file, totalPaise: valueOf(sums), lines: sorted.length };
}

/** B2CL: each inter-state invoice to an unregistered seller above the threshold, in date order. IGST only (inter-state). */
export function gstr1B2cl(invoices: readonly IssuedDocument[]): ExportPart {
  return documentWiseTable(
    gstr1B2clColumns,
    invoices.filter(isB2cl),
    (invoice, gst) => [
      invoice.serial,
      gstDateCell(invoice.day),
      rupeesCell(invoice.amountPaise),
      placeOfSupplyCell(gst.placeOfSupply),
      null,
      gstRateCell(gst.rateBp),
      rupeesCell(gst.taxablePaise),
      rupeesCell(0),
      null,
      rupeesCell(gst.igstPaise),
    ],
    (count, sums) => [
      'Total',
      `${count} invoices`,
      rupeesCell(valueOf(sums)),
      null,
      null,
      null,
      rupeesCell(sums.taxable),
      rupeesCell(sums.cess),
      null,
      rupeesCell(sums.igst),
    ],
  );
}
