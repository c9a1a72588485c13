import { describe, expect, it } from 'vitest';
import { captureEntry, earningEntry, refundDueEntry, withholdingEntry } from '../ledger/ledger.ts';
import { projectParty } from '../ledger/test-parties.ts';
import { splitPaise } from '../projects/money.ts';
import { creditNote, paymentDocument } from './buyer-documents.ts';
import type { IssuedDocument, Party } from './document.ts';
import { buyerParty, sellerParty } from './parties.ts';
import { platformInvoice } from './seller-documents.ts';
import { sampleTaxConfig as config } from './tax-config.ts';
import { gstr1Cdnr, gstr1Cdnur } from './gstr1-summaries.ts';
import { monthExports } from './tax-exports.ts';
import { withholdingFor } from './taxes.ts';
import { issued, registeredSeller, stored } from './test-entries.ts';

// The published layouts (decision 064): each file's first line as the template prints it (its columns in order, then
// the tax amounts the form states), written here as the template's text, so a column renamed, dropped or moved in the
// exports fails this test.
const HSN_HEADER =
  'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount';
const PUBLISHED_HEADERS = {
  gstr1b2b:
    'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
  gstr1b2cs:
    'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
  gstr1b2cl:
    'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount',
  gstr1cdnr:
    'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
  gstr1cdnur:
    'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,Integrated Tax Amount',
  gstr1hsnb2b: HSN_HEADER,
  gstr1hsnb2c: HSN_HEADER,
  gstr1docs: 'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
  gstr8:
    'GSTIN of supplier,Gross value of supplies made,Value of supplies returned,Net amount liable for TCS,Integrated tax,Central tax,State/UT tax',
};
/** Annexure of Form 26Q's deductee details, which the file then follows with columns of its own. */
const ANNEXURE_26Q_HEADER =
  'Serial number,Section code,Deductee code,PAN of the deductee,Name of the deductee,Date of payment or credit,Amount paid or credited,TDS,Surcharge,Health and education cess,Total tax deducted,Date of deduction,Rate at which deducted,Reason for non-deduction / lower / higher deduction,';

const rowsOf = (file: string) =>
  file
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
const paise = (cell: string | undefined) => Math.round(Number(cell) * 100);

const firm = registeredSeller;
const noPan = sellerParty({ fullName: 'Asha Verma', address: 'Indore, Madhya Pradesh' }, null);
const company = sellerParty(
  { fullName: 'Circuit Works', address: 'Bengaluru, Karnataka' },
  { pan: 'AAACS1234C', gstin: null, legalName: null, address: null },
);
const pune = { ...company, stateCode: '27' };
const sellers: Record<string, { party: Party; pan: string | null; gstin: string | null }> = {
  firm: { party: firm, pan: 'AAPFU0939F', gstin: '27AAPFU0939F1ZV' },
  'asha-uid': { party: noPan, pan: null, gstin: null },
  'circuit-uid': { party: company, pan: 'AAACS1234C', gstin: null },
  'pune-uid': { party: pune, pan: 'AAACS1234C', gstin: null },
};
const deductees = new Map([
  ['firm', { name: 'RAVI BUILDS LLP' }],
  ['asha-uid', { name: 'ASHA VERMA' }],
  ['circuit-uid', { name: 'CIRCUIT WORKS PRIVATE LIMITED' }],
  ['pune-uid', { name: 'CIRCUIT WORKS PRIVATE LIMITED' }],
]);

const day = (date: number, hour = 6) => Date.parse(`2026-11-${String(date).padStart(2, '0')}T0${hour}:30:00Z`);

/** A sale released and paid out in November: its earning, withholding and platform invoice, with a chosen serial. */
function sale(n: number, sellerId: string, gross: number, on: number, serial: string) {
  const party = projectParty(`p${n}`, { sellerId });
  const split = splitPaise(gross);
  const { party: seller, pan, gstin } = sellers[sellerId]!;
  const withheld = withholdingFor(
    {
      grossPaise: gross,
      sellerPaise: split.sellerPaise,
      ids: { pan, gstin },
      supply: config.projectSupply,
      placeOfSupply: '23',
      yearGrossBeforePaise: 0,
    },
    config,
  );
  const earning = stored(earningEntry(party, 'release', split), on);
  const withholding = withholdingEntry(party, {
    tcsPaise: withheld.tcs.totalPaise,
    tdsPaise: withheld.tds.totalPaise,
    basis: withheld,
  });
  const invoice = platformInvoice({ entry: earning, sellerId, title: `Project ${n}`, seller, config })!;
  return {
    entries: [earning, ...(withholding ? [stored(withholding, on + 1000)] : [])],
    invoice: issued(invoice, serial),
  };
}

// Two B2B invoices whose series order is the reverse of their dates; three B2C ones, two of them in Maharashtra.
const sales = [
  sale(1, 'firm', 500_000, day(20), 'PF2627A-0000001'),
  sale(2, 'firm', 123_457, day(3), 'PF2627H-0000007'),
  sale(3, 'asha-uid', 99_999, day(5), 'PF2627B-0000002'),
  sale(4, 'circuit-uid', 250_001, day(9), 'PF2627C-0000003'),
  sale(5, 'pune-uid', 150_000, day(11), 'PF2627D-0000004'),
  // ₹4,00,000 to an unregistered seller in Karnataka: the platform's ₹1,20,000 invoice is above B2CL's ₹1,00,000.
  sale(7, 'circuit-uid', 400_000_00, day(25), 'PF2627D-0000005'),
];

// A refund of part of a payment to the registered seller: its tax invoice, then its credit note, both in November.
const refunded = projectParty('p6', { sellerId: null });
const capture = stored(
  captureEntry(refunded, { paymentId: 'pay_6', paymentOrderId: 'order_6', amountPaise: 200_000 }),
  day(4),
);
const taxInvoice = issued(
  paymentDocument({
    entry: capture,
    ownerId: 'student',
    title: 'Project 6',
    supply: 'project',
    buyer: buyerParty({ fullName: 'Student' }, 'Bhopal, Madhya Pradesh'),
    seller: firm,
    config,
  }),
  'TI2627A-0000001',
);
const refundDue = stored(refundDueEntry(refunded, { refundId: 'project-p6', amountPaise: 80_000 }), day(6));
const note = issued(creditNote({ entry: refundDue, original: taxInvoice, config }), 'CN2627A-0000001');

const entries = [...sales.flatMap((one) => one.entries), capture, refundDue];
const documents = [...sales.map((one) => one.invoice), taxInvoice, note];
const ledgerSum = (account: string) =>
  -entries
    .flatMap((entry) => entry.lines)
    .reduce((sum, line) => sum + (line.account === account ? line.amountPaise : 0), 0);

describe("the month's exports in the returns' published layouts (decision 064)", () => {
  const exports = monthExports('2026-11', entries, documents, deductees);
  const b2b = rowsOf(exports.files.gstr1b2b);
  const b2cs = rowsOf(exports.files.gstr1b2cs);
  const gstr8 = rowsOf(exports.files.gstr8);
  const tds = rowsOf(exports.files.tds26q);

  it('lays out each file with its template’s columns in order, then the tax amounts the form states', () => {
    const firstLine = (file: string) => file.split('\r\n')[0];
    for (const [kind, header] of Object.entries(PUBLISHED_HEADERS))
      expect(firstLine(exports.files[kind as keyof typeof PUBLISHED_HEADERS]), kind).toBe(header);
    expect(firstLine(exports.files.tds26q)!.startsWith(ANNEXURE_26Q_HEADER)).toBe(true);
  });

  it('totals each file to the ledger’s for a month with sales, a refund, TCS and TDS', () => {
    for (const check of exports.checks) expect(check.exportedPaise, check.kind).toBe(check.ledgerPaise);
    const total = (kind: string) => exports.checks.find((check) => check.kind === kind)!.exportedPaise;
    expect(total('gstr1b2b') + total('gstr1b2cl') + total('gstr1b2cs')).toBe(ledgerSum('platform'));
    expect(total('gstr1b2cl')).toBeGreaterThan(0);
    expect(total('gstr1hsnb2b') + total('gstr1hsnb2c')).toBe(ledgerSum('platform'));
    expect(total('gstr1docs')).toBe(ledgerSum('platform'));
    expect([total('gstr1cdnr'), total('gstr1cdnur')]).toEqual([0, 0]);
    expect(total('gstr8')).toBe(ledgerSum('taxWithheld:tcs'));
    expect(total('gstr8')).toBeGreaterThan(0);
    expect(total('tds26q')).toBe(ledgerSum('taxWithheld:tds'));
    expect(total('tds26q')).toBeGreaterThan(0);
    expect(exports.uninvoiced).toEqual([]);
  });

  it('lists B2B invoices by date, not by series, with a total row of the taxable value and each tax', () => {
    const rows = b2b.slice(1, -1);
    expect(rows.map((row) => row[2])).toEqual(['PF2627H-0000007', 'PF2627A-0000001']);
    expect(rows.map((row) => row[3])).toEqual(['03-Nov-2026', '20-Nov-2026']);
    expect(rows[0]!.slice(0, 2)).toEqual(['27AAPFU0939F1ZV', 'Ravi Builds LLP']);
    expect(rows[0]!.slice(5, 11)).toEqual(['27-Maharashtra', 'N', '', 'Regular B2B', '', '18']);
    const totals = b2b.at(-1)!;
    expect(totals[0]).toBe('Total');
    const column = (name: string) => b2b[0]!.indexOf(name);
    for (const name of [
      'Invoice Value',
      'Taxable Value',
      'Cess Amount',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
    ])
      expect(paise(totals[column(name)]), name).toBe(rows.reduce((sum, row) => sum + paise(row[column(name)]), 0));
    // The operator is in Madhya Pradesh, the seller's GSTIN in Maharashtra: IGST only.
    expect(paise(totals[column('Integrated Tax Amount')])).toBeGreaterThan(0);
    expect(paise(totals[column('Taxable Value')]) + paise(totals[column('Integrated Tax Amount')])).toBe(
      paise(totals[column('Invoice Value')]),
    );
  });

  it('sums B2C invoices by place of supply and rate, each tax apart', () => {
    const rows = b2cs.slice(1, -1);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['OE', '23-Madhya Pradesh', '', '18'],
      ['OE', '27-Maharashtra', '', '18'],
      ['OE', '29-Karnataka', '', '18'],
    ]);
    // Within the operator's state, CGST and SGST; across, IGST.
    expect(paise(rows[0]![8])).toBeGreaterThan(0);
    expect(paise(rows[0]![9])).toBe(paise(rows[0]![8]));
    expect(paise(rows[0]![7])).toBe(0);
    expect(paise(rows[1]![7])).toBeGreaterThan(0);
    const totals = b2cs.at(-1)!;
    for (const column of [4, 5, 7, 8, 9])
      expect(paise(totals[column])).toBe(rows.reduce((sum, row) => sum + paise(row[column]), 0));
  });

  it('lists an inter-state invoice above ₹1,00,000 to an unregistered seller in B2CL, not in B2CS, IGST only', () => {
    const b2cl = rowsOf(exports.files.gstr1b2cl);
    const [row] = b2cl.slice(1, -1);
    expect(b2cl).toHaveLength(3);
    expect(row!.slice(0, 6)).toEqual(['PF2627D-0000005', '25-Nov-2026', '120000.00', '29-Karnataka', '', '18']);
    expect(paise(row![6]) + paise(row![9])).toBe(paise(row![2]));
    expect(b2cl.at(-1)!.slice(0, 3)).toEqual(['Total', '1 invoices', '120000.00']);
    // B2CS keeps the smaller Karnataka invoice only.
    const karnataka = b2cs.find((cells) => cells[1] === '29-Karnataka')!;
    expect(paise(karnataka[4]) + paise(karnataka[7])).toBe(sales[3]!.invoice.amountPaise);
  });

  it('sums the HSN summary by code and rate, B2B and B2C apart, and counts the documents issued by series', () => {
    const hsnB2b = rowsOf(exports.files.gstr1hsnb2b);
    expect(hsnB2b.slice(1, -1).map((row) => row.slice(0, 4).concat(row[5]!))).toEqual([
      ['998599', "Marketplace service: the platform's share of a sale", 'NA', '0', '18'],
    ]);
    const hsnB2c = rowsOf(exports.files.gstr1hsnb2c);
    expect(hsnB2c).toHaveLength(3);
    for (const file of [hsnB2b, hsnB2c]) {
      const [row, totals] = file.slice(1);
      expect(totals![0]).toBe('Total');
      for (const column of [4, 6, 7, 8, 9, 10]) expect(paise(totals![column])).toBe(paise(row![column]));
      expect(paise(row![6]) + paise(row![7]) + paise(row![8]) + paise(row![9])).toBe(paise(row![4]));
    }
    const docs = rowsOf(exports.files.gstr1docs);
    expect(docs.slice(1, -1)).toEqual([
      ['Invoices for outward supply', 'PF2627A-0000001', 'PF2627A-0000001', '1', '0'],
      ['Invoices for outward supply', 'PF2627B-0000002', 'PF2627B-0000002', '1', '0'],
      ['Invoices for outward supply', 'PF2627C-0000003', 'PF2627C-0000003', '1', '0'],
      ['Invoices for outward supply', 'PF2627D-0000004', 'PF2627D-0000005', '2', '0'],
      ['Invoices for outward supply', 'PF2627H-0000007', 'PF2627H-0000007', '1', '0'],
    ]);
    // The seller's credit note the platform issued on their behalf is theirs to report, not the platform's.
    expect(exports.files.gstr1docs).not.toContain('CN2627A');
    expect(docs.at(-1)).toEqual(['Total', '', '', '6', '0']);
  });

  it('lists a note on the platform’s own invoice in CDNR (registered) or CDNUR (B2CL), never a seller’s note', () => {
    const [b2bInvoice, largeInvoice] = [sales[0]!.invoice, sales[5]!.invoice];
    const ownNote = (invoice: IssuedDocument, serial: string): IssuedDocument => ({
      ...invoice,
      kind: 'credit-note',
      serial,
      refersTo: invoice.serial,
      day: '2026-11-28',
    });
    const cdnr = rowsOf(gstr1Cdnr([ownNote(b2bInvoice, 'PC2627A-0000001'), note]).file);
    expect(cdnr.slice(1, -1).map((row) => row.slice(0, 9))).toEqual([
      [
        '27AAPFU0939F1ZV',
        'Ravi Builds LLP',
        'PC2627A-0000001',
        '28-Nov-2026',
        'C',
        '27-Maharashtra',
        'N',
        'Regular B2B',
        (b2bInvoice.amountPaise / 100).toFixed(2),
      ],
    ]);
    expect(paise(cdnr.at(-1)![8])).toBe(b2bInvoice.amountPaise);
    const cdnur = rowsOf(gstr1Cdnur([ownNote(largeInvoice, 'PC2627B-0000001'), note]).file);
    expect(cdnur.slice(1, -1).map((row) => row.slice(0, 6))).toEqual([
      ['B2CL', 'PC2627B-0000001', '28-Nov-2026', 'C', '29-Karnataka', '120000.00'],
    ]);
  });

  it('takes GSTR-8’s supplies returned from the month’s credit notes, and nets them', () => {
    const [header, row, totals] = gstr8;
    expect(header!.join(',')).toBe(PUBLISHED_HEADERS.gstr8);
    expect(row![0]).toBe('27AAPFU0939F1ZV');
    expect(paise(row![2])).toBe(note.gst!.taxablePaise);
    expect(paise(row![2])).toBeGreaterThan(0);
    expect(paise(row![1]) - paise(row![2])).toBe(paise(row![3]));
    expect(paise(row![4]) + paise(row![5]) + paise(row![6])).toBe(ledgerSum('taxWithheld:tcs'));
    expect(totals).toEqual(['Total', ...row!.slice(1)]);
  });

  it('names each deductee by name and PAN, flags a missing PAN, and shows no internal id', () => {
    const rows = tds.slice(1, -1);
    expect(rows.map((row) => [row[3], row[4]])).toEqual([
      ['AAPFU0939F', 'RAVI BUILDS LLP'],
      ['PANNOTAVBL', 'ASHA VERMA'],
      ['AAACS1234C', 'CIRCUIT WORKS PRIVATE LIMITED'],
      ['AAACS1234C', 'CIRCUIT WORKS PRIVATE LIMITED'],
      ['AAPFU0939F', 'RAVI BUILDS LLP'],
      ['AAACS1234C', 'CIRCUIT WORKS PRIVATE LIMITED'],
    ]);
    expect(rows.map((row) => row[5])).toEqual([
      '03/11/2026',
      '05/11/2026',
      '09/11/2026',
      '11/11/2026',
      '20/11/2026',
      '25/11/2026',
    ]);
    const asha = rows[1]!;
    expect(asha.slice(12)).toEqual(['5.0000', 'C', 'No PAN: deducted at the higher rate (section 206AA)']);
    expect(rows[2]!.slice(1, 3)).toEqual(['194O', '01']);
    for (const id of ['asha-uid', 'circuit-uid', 'firm,', 'withholding-'])
      expect(exports.files.tds26q).not.toContain(id);
    const totals = tds.at(-1)!;
    expect(paise(totals[7])).toBe(ledgerSum('taxWithheld:tds'));
    expect(paise(totals[6])).toBe(rows.reduce((sum, row) => sum + paise(row[6]), 0));
  });

  it('marks a deductee without a PAN even where no higher rate was applied', () => {
    const [withheld] = sales[2]!.entries.slice(1);
    const basis = {
      ...(withheld!.basis as Record<string, unknown>),
      tds: { basePaise: 99_999, rateBp: 10, totalPaise: 100, reason: 'rate' },
    };
    const { files } = monthExports('2026-11', [{ ...withheld!, basis }], [], deductees);
    expect(rowsOf(files.tds26q)[1]!.slice(3, 5)).toEqual(['PANNOTAVBL', 'ASHA VERMA']);
    expect(rowsOf(files.tds26q)[1]!.at(-1)).toBe('No PAN on record');
  });
});

describe("the exports' checks against the ledger (decision 039)", () => {
  it('shows an earning not invoiced yet as a difference on B2CS, and names it', () => {
    const exports = monthExports(
      '2026-11',
      entries,
      documents.filter((document) => document !== sales[2]!.invoice),
    );
    expect(exports.uninvoiced).toEqual([sales[2]!.entries[0]!.id]);
    const b2cs = exports.checks.find((check) => check.kind === 'gstr1b2cs')!;
    expect(b2cs.exportedPaise).toBeLessThan(b2cs.ledgerPaise);
  });

  it('counts entries from earlier books apart: no invoice to wait for, in no ledger total an export is checked by', () => {
    const history = sales.map((one) => ({
      ...one.entries[0]!,
      id: `${one.entries[0]!.id}-history`,
      imported: true as const,
    }));
    const exports = monthExports('2026-11', [...entries, ...history], documents, deductees);
    expect(exports.uninvoiced).toEqual([]);
    for (const check of exports.checks) expect(check.exportedPaise, check.kind).toBe(check.ledgerPaise);
    expect(exports.imported.entries).toBe(history.length);
    expect(exports.imported.platformPaise).toBe(ledgerSum('platform'));
  });

  it('leaves out another month’s entries and documents', () => {
    const exports = monthExports('2026-12', entries, documents, deductees);
    expect(exports.checks.every((check) => check.ledgerPaise === 0 && check.lines === 0)).toBe(true);
  });
});
