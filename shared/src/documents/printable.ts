// A document as it is printed (decision 039): headings, facts, parties, a table and totals in words and rupees, made
// from the issued record (and a statement's lines) by one pure function, so what the PDF says is tested here and the
// renderer (functions/src/features/documents/render-pdf.ts) only lays it out.
import type { IssuedDocument, Party } from './document.ts';
import { documentKindNames } from './document.ts';
import { documentTexts, rupeesOf, tcsText, tdsReasonText } from './documents-texts.ts';
import { dayText } from './financial-year.ts';
import { stateLabel } from './india-states.ts';
import type { StatementLine } from './monthly-statement.ts';
import { percentOf, taxOf, type GstLine } from './taxes.ts';
import { moneyFigures, type MoneyFigureId } from '../ledger/money-figures.ts';
import type { SiteLanguage } from '../navigation/site-language.ts';
import { printableInHindi } from './printable-hindi.ts';
import type { Printable, PrintedParty, PrintedTable } from './printed.ts';

/** The glossary's figures a monthly statement totals (its closing balance is what is owed), and a payout statement. */
const statementFigures: readonly MoneyFigureId[] = ['grossEarned', 'taxWithheld', 'netPaid', 'owed'];
const payoutStatementFigures: readonly MoneyFigureId[] = ['grossEarned', 'taxWithheld', 'netPaid'];
/** Decision 044: each figure named as the glossary names it everywhere, its one-line definition beside it. */
const definitionsOf = (figures: readonly MoneyFigureId[]) =>
  figures.map((id) => `${moneyFigures[id].name}: ${moneyFigures[id].definition}`);

function partyLines(party: Party): string[] {
  return [
    party.name,
    ...(party.address ? [party.address] : []),
    ...(party.gstin ? [`GSTIN: ${party.gstin}`] : []),
    ...(party.pan && !party.gstin ? [`PAN: ${party.pan}`] : []),
    ...(party.stateCode ? [`State: ${stateLabel(party.stateCode)}`] : []),
    ...(party.email ? [party.email] : []),
  ];
}

const gstColumns = ['Description', 'SAC/HSN', 'Taxable value', 'Rate', 'CGST', 'SGST/UTGST', 'IGST', 'Amount'];

function gstTable(title: string, gst: GstLine): PrintedTable {
  return {
    columns: gstColumns,
    numeric: [false, false, true, false, true, true, true, true],
    widths: [2.6, 1.1, 1.5, 0.7, 1.2, 1.7, 1.2, 1.5],
    rows: [
      [
        `${gst.description}: ${title}`,
        `${gst.codeKind} ${gst.code}`,
        rupeesOf(gst.taxablePaise),
        percentOf(gst.rateBp),
        rupeesOf(gst.cgstPaise),
        rupeesOf(gst.sgstPaise + gst.utgstPaise),
        rupeesOf(gst.igstPaise),
        rupeesOf(gst.totalPaise),
      ],
    ],
  };
}

function gstTotals(gst: GstLine, totalLabel: string): [string, string][] {
  const half = percentOf(gst.rateBp / 2);
  return [
    ['Taxable value', rupeesOf(gst.taxablePaise)],
    ...(gst.cgstPaise ? [[`CGST ${half}`, rupeesOf(gst.cgstPaise)] as [string, string]] : []),
    ...(gst.sgstPaise ? [[`SGST ${half}`, rupeesOf(gst.sgstPaise)] as [string, string]] : []),
    ...(gst.utgstPaise ? [[`UTGST ${half}`, rupeesOf(gst.utgstPaise)] as [string, string]] : []),
    ...(gst.igstPaise ? [[`IGST ${percentOf(gst.rateBp)}`, rupeesOf(gst.igstPaise)] as [string, string]] : []),
    [`Total tax`, rupeesOf(taxOf(gst))],
    [totalLabel, rupeesOf(gst.totalPaise)],
  ];
}

const plainTable = (title: string, amountPaise: number): PrintedTable => ({
  columns: ['Description', 'Amount'],
  numeric: [false, true],
  widths: [5, 1.5],
  rows: [[title, rupeesOf(amountPaise)]],
});

function sharesTable(document: IssuedDocument): PrintedTable {
  return {
    columns: [
      'Sale',
      'Gross',
      'Platform 30%',
      'GST in it',
      moneyFigures.grossEarned.name,
      'TCS',
      'TDS',
      moneyFigures.netPaid.name,
    ],
    numeric: [false, true, true, true, true, true, true, true],
    widths: [2.6, 1.3, 1.3, 1.1, 1.3, 1, 1, 1.3],
    rows: document.shares.map((share) => [
      share.title,
      rupeesOf(share.grossPaise),
      rupeesOf(share.platformPaise),
      rupeesOf(share.platformGstPaise),
      rupeesOf(share.sellerPaise),
      rupeesOf(share.withholding?.tcs.totalPaise ?? 0),
      rupeesOf(share.withholding?.tds.totalPaise ?? 0),
      rupeesOf(share.netPaise),
    ]),
  };
}

function statementTable(lines: readonly StatementLine[]): PrintedTable {
  return {
    columns: ['Date', 'Description', 'Reference', 'Amount', 'Balance'],
    numeric: [false, false, false, true, true],
    widths: [1.1, 3, 2.6, 1.2, 1.2],
    rows: lines.map((line) => [
      dayText(line.day),
      line.description,
      line.reference,
      rupeesOf(line.amountPaise),
      rupeesOf(line.balancePaise),
    ]),
  };
}

/** The facts at the top: number, date, what it refers to, where it was supplied, what it is about. */
function factsOf(document: IssuedDocument): [string, string][] {
  const facts: [string, string][] = [];
  if (document.serial) facts.push(['Number', document.serial]);
  // CGST Rule 48: the recipient's copy of a tax invoice is marked so.
  if (document.gst && document.kind !== 'credit-note') facts.push(['Copy', 'Original for recipient']);
  facts.push(['Date', dayText(document.day)]);
  if (document.refersTo) facts.push(['Refers to', document.refersTo]);
  if (document.gst) facts.push(['Place of supply', stateLabel(document.gst.placeOfSupply)]);
  if (document.kind === 'monthly-statement') facts.push(['Month', document.title]);
  else facts.push(['For', document.title]);
  if (document.kind === 'payout-statement') facts.push(['UTR', document.utr ?? 'not given by the bank']);
  facts.push(['Financial year', document.financialYear]);
  return facts;
}

function partiesOf(document: IssuedDocument): PrintedParty[] {
  const parties: PrintedParty[] = [];
  if (document.supplier && document.kind !== 'platform-invoice')
    parties.push({ heading: 'Supplier', lines: partyLines(document.supplier) });
  if (document.recipient) {
    const heading = document.audience === 'seller' ? 'Seller' : 'Recipient';
    parties.push({ heading, lines: partyLines(document.recipient) });
  }
  return parties;
}

function bodyOf(document: IssuedDocument, lines: readonly StatementLine[]) {
  const { kind, gst, title, amountPaise } = document;
  if (kind === 'payout-statement') {
    const withheld = document.shares.reduce((sum, share) => sum + (share.withholding?.totalPaise ?? 0), 0);
    return {
      table: sharesTable(document),
      totals: [
        [moneyFigures.grossEarned.name, rupeesOf(document.shares.reduce((sum, share) => sum + share.sellerPaise, 0))],
        [moneyFigures.taxWithheld.name, rupeesOf(withheld)],
        [moneyFigures.netPaid.name, rupeesOf(amountPaise)],
      ] as [string, string][],
      notes: [
        ...document.shares.flatMap((share) =>
          share.withholding
            ? [`${share.title}: ${tcsText(share.withholding)}; ${tdsReasonText(share.withholding)}.`]
            : [],
        ),
        ...definitionsOf(payoutStatementFigures),
      ],
    };
  }
  if (kind === 'monthly-statement') {
    const summary = document.summary!;
    return {
      table: statementTable(lines),
      totals: [
        ['Opening balance', rupeesOf(summary.openingPaise)],
        [moneyFigures.grossEarned.name, rupeesOf(summary.earnedPaise)],
        [moneyFigures.taxWithheld.name, rupeesOf(-summary.withheldPaise)],
        [moneyFigures.netPaid.name, rupeesOf(-summary.paidOutPaise)],
        ['Returned by the bank', rupeesOf(summary.returnedPaise)],
        ['Closing balance', rupeesOf(summary.closingPaise)],
      ] as [string, string][],
      notes: definitionsOf(statementFigures),
    };
  }
  const totalLabel = kind === 'credit-note' ? 'Total refunded' : kind === 'platform-invoice' ? 'Total' : 'Total paid';
  if (gst) return { table: gstTable(title, gst), totals: gstTotals(gst, totalLabel), notes: [] };
  return {
    table: plainTable(title, amountPaise),
    totals: [[totalLabel, rupeesOf(amountPaise)]] as [string, string][],
    notes: [],
  };
}

/** The document as printed, its labels in the language its owner reads (decision 072). */
export function printableOf(
  document: IssuedDocument,
  lines: readonly StatementLine[] = [],
  language: SiteLanguage = 'en',
): Printable {
  const printable = printableInEnglish(document, lines);
  return language === 'hi' ? printableInHindi(printable, document) : printable;
}

function printableInEnglish(document: IssuedDocument, lines: readonly StatementLine[]): Printable {
  const body = bodyOf(document, lines);
  return {
    banner: document.notForFiling ? documentTexts.notForFiling : null,
    issuer: partyLines(document.issuer),
    title: documentKindNames[document.kind],
    facts: factsOf(document),
    parties: partiesOf(document),
    table: body.table,
    totals: body.totals,
    notes: [...document.notes, ...body.notes, documentTexts.computerMade],
  };
}
