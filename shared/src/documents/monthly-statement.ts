// A seller's monthly statement, made from the ledger's entries (decision 039): what the platform owed them when the
// month began (the sum of their sellerDue lines before it), each movement of the month on that balance (earnings,
// tax withheld, payouts paid and returned) with the balance after it, and what it owed them when the month ended. Its
// lines go to the PDF and to a CSV of the same lines; the record keeps the summary.
import { indiaDay } from '../ledger/india-day.ts';
import type { EntryKind, LedgerEntry } from '../ledger/ledger.ts';
import { entryKindWords } from '../ledger/ledger-api.ts';
import { entryTitle } from '../ledger/subject-titles.ts';
import type { DocumentDraft, Party, StatementSummary } from './document.ts';
import { documentTexts } from './documents-texts.ts';
import { csvOf, rupeesCell } from './csv.ts';
import { financialYearOf, monthDays, monthName, monthRange } from './financial-year.ts';
import { operatorParty } from './parties.ts';
import { isEarning } from './seller-documents.ts';
import type { TaxConfig } from './tax-config.ts';

/** One movement on the seller's balance: positive when it adds to what they are owed. */
export interface StatementLine {
  day: string;
  /** What moved and what for, by name (decision 064): 'Released: Line follower'. */
  description: string;
  /**
   * What the seller can look up: the platform's invoice serial of an earning, the bank's reference of a payout; never
   * a ledger entry's id (decision 064).
   */
  reference: string;
  amountPaise: number;
  balancePaise: number;
}

const describe: Partial<Record<EntryKind, string>> = {
  release: 'Released',
  settlement: 'Settled',
  sale: 'Store sale',
  'cod-collected': 'Cash on delivery',
  withholding: 'Tax withheld (TCS/TDS)',
  'payout-paid': 'Paid out',
  'payout-returned': 'Payout returned by the bank',
};

export interface MonthlyStatementInput {
  sellerId: string;
  month: string;
  /** What the seller was owed when the month began: minus the sum of their sellerDue lines before it. */
  openingPaise: number;
  /** Their entries of the month (any order). */
  entries: readonly LedgerEntry[];
  /** What each subject was (a project's title, a product's name), for the lines; entryTitle labels the rest. */
  titles: ReadonlyMap<string, string>;
  /** The serial of the platform's invoice made from each earning entry, by the entry's id. */
  invoiceSerials?: ReadonlyMap<string, string>;
  seller: Party;
  config: TaxConfig;
  /** When the statement is made: a month not over yet runs to then. */
  now: number;
}

export interface MonthlyStatement {
  draft: DocumentDraft;
  lines: StatementLine[];
}

export const monthlyStatementId = (sellerId: string, month: string) => `statement-${sellerId}-${month}`;

export function monthlyStatement(input: MonthlyStatementInput): MonthlyStatement {
  const { sellerId, month, openingPaise, titles, seller, config, now } = input;
  const entries = [...input.entries]
    .filter((entry) => entry.sellerId === sellerId && entry.totals.sellerDue !== 0)
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0) || a.id.localeCompare(b.id));
  const summary: StatementSummary = {
    openingPaise,
    earnedPaise: 0,
    withheldPaise: 0,
    paidOutPaise: 0,
    returnedPaise: 0,
    closingPaise: openingPaise,
    lineCount: entries.length,
  };
  const lines = entries.map((entry): StatementLine => {
    const amountPaise = -entry.totals.sellerDue;
    if (isEarning(entry)) summary.earnedPaise += amountPaise;
    else if (entry.kind === 'withholding') summary.withheldPaise -= amountPaise;
    else if (entry.kind === 'payout-paid') summary.paidOutPaise -= amountPaise;
    else if (entry.kind === 'payout-returned') summary.returnedPaise += amountPaise;
    summary.closingPaise += amountPaise;
    const serial = input.invoiceSerials?.get(entry.id);
    return {
      day: entry.day,
      description: `${describe[entry.kind] ?? entryKindWords[entry.kind]}: ${entryTitle(entry, titles)}`,
      reference: [serial ? `Invoice ${serial}` : null, entry.refs.utr ? `UTR ${entry.refs.utr}` : null]
        .filter(Boolean)
        .join(' · '),
      amountPaise,
      balancePaise: summary.closingPaise,
    };
  });
  const { end } = monthRange(month);
  const over = now >= end;
  const at = over ? end - 1 : now;
  const day = indiaDay(at);
  const draft: DocumentDraft = {
    id: monthlyStatementId(sellerId, month),
    kind: 'monthly-statement',
    audience: 'seller',
    ownerId: sellerId,
    refersTo: null,
    subject: null,
    title: monthName(month),
    at,
    day,
    month,
    financialYear: financialYearOf(day).label,
    amountPaise: summary.closingPaise,
    entryIds: entries.map((entry) => entry.id),
    issuer: operatorParty(config),
    supplier: null,
    recipient: seller,
    gst: null,
    shares: [],
    summary,
    utr: null,
    notes: [documentTexts.monthlyNote, ...(over ? [] : [documentTexts.monthToDate])],
    notForFiling: config.notForFiling,
  };
  return { draft, lines };
}

/** The statement's lines as CSV: the opening balance, each movement with the balance after it, the closing one. */
export function statementCsv({ draft, lines }: MonthlyStatement): string {
  const summary = draft.summary!;
  return csvOf(
    ['Date', 'Description', 'Reference', 'Amount (INR)', 'Balance (INR)'],
    [
      [monthDays(draft.month).first, 'Opening balance', '', '', rupeesCell(summary.openingPaise)],
      ...lines.map((line) => [
        line.day,
        line.description,
        line.reference,
        rupeesCell(line.amountPaise),
        rupeesCell(line.balancePaise),
      ]),
      [draft.day, 'Closing balance', '', '', rupeesCell(summary.closingPaise)],
    ],
  );
}
