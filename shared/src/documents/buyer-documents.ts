// A buyer's documents, made from the ledger's entries (decision 039): for a captured payment, a tax invoice issued on
// behalf of a GST-registered seller (CGST Rule 46) or a payment receipt where the seller is not registered (or nothing
// was supplied: an orphaned payment, refunded whole); for a refund, a credit note that refers to it (Rule 53).
import type { LedgerEntry } from '../ledger/ledger.ts';
import type { DocumentDraft, IssuedDocument, Party } from './document.ts';
import { documentTexts } from './documents-texts.ts';
import { financialYearOf, monthOfDay } from './financial-year.ts';
import { operatorParty, supplierShownToBuyer } from './parties.ts';
import type { TaxConfig } from './tax-config.ts';
import { gstLine, gstLineOfPart } from './taxes.ts';

/** What a document made from one entry takes from it: its id, subject, date and the entry itself. */
export function fromEntry(entry: LedgerEntry) {
  return {
    id: entry.id,
    subject: entry.subject,
    at: entry.at,
    day: entry.day,
    month: monthOfDay(entry.day),
    financialYear: financialYearOf(entry.day).label,
    entryIds: [entry.id],
  };
}

/** What the buyer paid for: a custom project or a store product; null when nothing could be supplied. */
export type Supply = 'project' | 'store' | null;

export interface PaymentDocumentInput {
  /** The capture entry. */
  entry: LedgerEntry;
  ownerId: string;
  title: string;
  supply: Supply;
  buyer: Party;
  /** The seller whose supply it paid for; null for an orphaned payment. */
  seller: Party | null;
  config: TaxConfig;
}

/**
 * The id of the buyer's document of a payment: a capture's is the entry's own; cash collected on delivery's entry also
 * makes the platform's invoice (under the entry's id), so the buyer's receipt has its own.
 */
export const paymentDocumentId = (entry: Pick<LedgerEntry, 'id' | 'kind'>) =>
  entry.kind === 'cod-collected' ? `receipt-${entry.id}` : entry.id;

/**
 * The payment's document: a tax invoice on a registered seller's behalf, otherwise a payment receipt. Made from a
 * capture (card, UPI) or from the cash collected on delivery, which is when a COD buyer has paid.
 */
export function paymentDocument(input: PaymentDocumentInput): DocumentDraft {
  const { entry, ownerId, title, supply, buyer, seller, config } = input;
  if (entry.kind !== 'capture' && entry.kind !== 'cod-collected')
    throw new Error(`a payment document is made from a capture or a COD collection, not ${entry.kind}`);
  const cash = entry.kind === 'cod-collected';
  const amountPaise = cash ? entry.totals.cod : entry.totals.provider;
  const issuer = operatorParty(config);
  const common = {
    ...fromEntry(entry),
    id: paymentDocumentId(entry),
    audience: 'buyer' as const,
    ownerId,
    refersTo: null,
    title,
    amountPaise,
    issuer,
    // The buyer sees of the seller what the disclosure table lets a document's buyer see (decision 042).
    supplier: seller ? supplierShownToBuyer(seller) : null,
    recipient: buyer,
    shares: [],
    summary: null,
    utr: null,
    notForFiling: config.notForFiling,
  };
  if (supply && seller?.gstin && seller.stateCode) {
    const terms = supply === 'project' ? config.projectSupply : config.storeSupply;
    // IGST Act section 12(2) and 10(1)(a): where the buyer's address says, else where the supplier is.
    const placeOfSupply = buyer.stateCode ?? seller.stateCode;
    return {
      ...common,
      kind: 'tax-invoice',
      gst: gstLine(amountPaise, terms, seller.stateCode, placeOfSupply),
      notes: [
        documentTexts.onBehalf(issuer.name),
        documentTexts.reverseCharge,
        ...(cash ? [documentTexts.cashOnDelivery] : []),
      ],
    };
  }
  return {
    ...common,
    kind: 'payment-receipt',
    gst: null,
    notes: [
      supply && seller ? documentTexts.unregisteredSupplier : documentTexts.orphanedPayment,
      ...(cash ? [documentTexts.cashOnDelivery] : []),
    ],
  };
}

export interface CreditNoteInput {
  /** The refund-due entry: the refund decided, what it owes the payer. */
  entry: LedgerEntry;
  /** The payment's document the refund reduces. */
  original: Pick<IssuedDocument, 'serial' | 'supplier' | 'recipient' | 'gst' | 'title' | 'ownerId'>;
  config: TaxConfig;
}

/** The refund's credit note: the original's parties, and its GST in proportion to the part refunded. */
export function creditNote({ entry, original, config }: CreditNoteInput): DocumentDraft {
  if (entry.kind !== 'refund-due') throw new Error(`a credit note is made from a refund, not ${entry.kind}`);
  const amountPaise = -entry.totals.refundDue;
  return {
    ...fromEntry(entry),
    kind: 'credit-note',
    audience: 'buyer',
    ownerId: original.ownerId,
    refersTo: original.serial,
    title: original.title,
    amountPaise,
    issuer: operatorParty(config),
    supplier: original.supplier ? supplierShownToBuyer(original.supplier) : null,
    recipient: original.recipient,
    gst: original.gst ? gstLineOfPart(original.gst, amountPaise) : null,
    shares: [],
    summary: null,
    utr: null,
    notes: [
      ...(original.serial ? [documentTexts.creditNoteOf(original.serial)] : []),
      documentTexts.refundTo,
      ...(original.gst ? [documentTexts.onBehalf(operatorParty(config).name)] : []),
    ],
    notForFiling: config.notForFiling,
  };
}
