// A seller's documents per sale and payout, made from the ledger's entries (decision 039): the platform's tax invoice
// for its 30% (its own supply to the seller, which GSTR-1 reports), made from the earning entry; and the payout
// statement, made from the payout-paid entry with the earning and withholding entries of each sale it paid.
import type { LedgerEntry } from '../ledger/ledger.ts';
import { isOneOf } from '../labelled.ts';
import { fromEntry } from './buyer-documents.ts';
import type { DocumentDraft, PaidShare, Party } from './document.ts';
import { documentTexts } from './documents-texts.ts';
import { operatorParty } from './parties.ts';
import type { TaxConfig } from './tax-config.ts';
import { gstLine, withholdingSchema, type GstLine } from './taxes.ts';

/** The entries that make a seller's earning: a release, a settlement's paid part, a store sale, cash on delivery. */
export const earningKinds = ['release', 'settlement', 'sale', 'cod-collected'] as const;
export const isEarning = (entry: Pick<LedgerEntry, 'kind'>) => isOneOf(earningKinds, entry.kind);

/** What an earning entry says: the sale's gross, the seller's 70% and the platform's 30%. */
export function earningFigures(entry: LedgerEntry) {
  const { held, cod, sellerDue, platform } = entry.totals;
  return { grossPaise: held + cod, sellerPaise: -sellerDue, platformPaise: -platform };
}

/** Where the platform's service to the seller is supplied: the seller's GSTIN's state, else their address's, else ours. */
export function platformPlaceOfSupply(seller: Party, config: TaxConfig): string {
  return seller.stateCode ?? config.operator.stateCode;
}

/** The platform's GST line on its share of one sale. */
export const platformGst = (platformPaise: number, seller: Party, config: TaxConfig): GstLine =>
  gstLine(platformPaise, config.platformService, config.operator.stateCode, platformPlaceOfSupply(seller, config));

export interface PlatformInvoiceInput {
  entry: LedgerEntry;
  sellerId: string;
  title: string;
  seller: Party;
  config: TaxConfig;
}

/** The platform's tax invoice to the seller for its share of a sale; null when its share is nothing (a 1-paisa sale). */
export function platformInvoice({
  entry,
  sellerId,
  title,
  seller,
  config,
}: PlatformInvoiceInput): DocumentDraft | null {
  if (!isEarning(entry)) throw new Error(`a platform invoice is made from an earning, not ${entry.kind}`);
  const { grossPaise, platformPaise } = earningFigures(entry);
  if (platformPaise <= 0) return null;
  const issuer = operatorParty(config);
  return {
    ...fromEntry(entry),
    kind: 'platform-invoice',
    audience: 'seller',
    ownerId: sellerId,
    refersTo: null,
    title,
    amountPaise: platformPaise,
    issuer,
    supplier: issuer,
    recipient: seller,
    gst: platformGst(platformPaise, seller, config),
    shares: [],
    summary: null,
    utr: null,
    notes: [documentTexts.platformShareOf(grossPaise), documentTexts.reverseCharge],
    notForFiling: config.notForFiling,
  };
}

/** A withholding entry's record of what was withheld and why; null when the entry has none. */
export function withholdingOf(entry: LedgerEntry | null) {
  const parsed = withholdingSchema.safeParse(entry?.basis);
  return parsed.success ? parsed.data : null;
}

export interface ShareInput {
  payoutId: string;
  title: string;
  earning: LedgerEntry;
  withholding: LedgerEntry | null;
  /** The GST on the platform's share, as its invoice stated it (or as it would, where none was issued). */
  platformGstPaise: number;
}

/** One sale's line on a payout statement. */
export function paidShare({ payoutId, title, earning, withholding, platformGstPaise }: ShareInput): PaidShare {
  const { grossPaise, sellerPaise, platformPaise } = earningFigures(earning);
  const withheld = withholding ? withholding.totals.sellerDue : 0;
  return {
    payoutId,
    title,
    earnedAs: earning.kind,
    grossPaise,
    platformPaise,
    platformGstPaise,
    sellerPaise,
    withholding: withholdingOf(withholding),
    netPaise: sellerPaise - withheld,
  };
}

export interface PayoutStatementInput {
  /** The payout-paid entry. */
  entry: LedgerEntry;
  sellerId: string;
  title: string;
  seller: Party;
  shares: PaidShare[];
  /** The earning and withholding entries the shares were made from. */
  shareEntryIds: string[];
  config: TaxConfig;
}

/** The statement of one payout paid: each sale it paid, and the net the provider sent (the entry's amount). */
export function payoutStatement(input: PayoutStatementInput): DocumentDraft {
  const { entry, sellerId, title, seller, shares, shareEntryIds, config } = input;
  if (entry.kind !== 'payout-paid') throw new Error(`a payout statement is made from a payout paid, not ${entry.kind}`);
  return {
    ...fromEntry(entry),
    entryIds: [entry.id, ...shareEntryIds],
    kind: 'payout-statement',
    audience: 'seller',
    ownerId: sellerId,
    refersTo: null,
    title,
    amountPaise: entry.totals.sellerDue,
    issuer: operatorParty(config),
    supplier: null,
    recipient: seller,
    gst: null,
    shares,
    summary: null,
    utr: entry.refs.utr ?? null,
    notes: [documentTexts.statementOfPayout],
    notForFiling: config.notForFiling,
  };
}
