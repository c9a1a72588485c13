// A money document as issued (decision 039): made once from ledger entries by the server and never changed. A
// correction is a credit note and a new document. The record is what its owner (and admins) read: its kind, serial,
// parties, figures and the entries it was made from; its PDF (and a statement's CSV) are kept privately through the
// Media port, opened through short-lived links.
import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { gstLineSchema, withholdingSchema } from './taxes.ts';

export const documentKinds = [
  'payment-receipt',
  'tax-invoice',
  'credit-note',
  'platform-invoice',
  'payout-statement',
  'monthly-statement',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Whose documents they are: a buyer's (payments and refunds) or a seller's (the platform's invoices, statements). */
export type Audience = 'buyer' | 'seller';
export const audienceOf: Record<DocumentKind, Audience> = {
  'payment-receipt': 'buyer',
  'tax-invoice': 'buyer',
  'credit-note': 'buyer',
  'platform-invoice': 'seller',
  'payout-statement': 'seller',
  'monthly-statement': 'seller',
};

/** Each kind as its heading and lists name it. */
export const documentKindNames: Record<DocumentKind, string> = {
  'payment-receipt': 'Payment receipt',
  'tax-invoice': 'Tax invoice',
  'credit-note': 'Credit note',
  'platform-invoice': 'Tax invoice for the platform’s service',
  'payout-statement': 'Payout statement',
  'monthly-statement': 'Monthly statement',
};

/** A party as a document names it: Rule 46's name, address, GSTIN and state; the PAN where tax was withheld. */
export const partySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  stateCode: z.string().nullable(),
  email: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

/** One payout's figures on a payout statement: from its earning, its withholding and the payout that paid it. */
export const paidShareSchema = z.object({
  payoutId: z.string(),
  title: z.string(),
  /** The earning entry's kind: a release, a settlement's paid part, a store sale, cash collected on delivery. */
  earnedAs: z.string(),
  grossPaise: z.number().int(),
  platformPaise: z.number().int(),
  platformGstPaise: z.number().int(),
  sellerPaise: z.number().int(),
  withholding: withholdingSchema.nullable(),
  netPaise: z.number().int(),
});
export type PaidShare = z.infer<typeof paidShareSchema>;

/** A monthly statement's summary (its lines are in its files): what the seller was owed, and what moved. */
export const statementSummarySchema = z.object({
  openingPaise: z.number().int(),
  earnedPaise: z.number().int(),
  withheldPaise: z.number().int(),
  paidOutPaise: z.number().int(),
  returnedPaise: z.number().int(),
  closingPaise: z.number().int(),
  lineCount: z.number().int(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const issuedDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  audience: z.enum(['buyer', 'seller']),
  ownerId: z.string(),
  /** Rule 46's serial for the numbered kinds; null for statements, which are named by what they cover. */
  serial: z.string().nullable(),
  /** A credit note's original: the receipt's or invoice's serial. */
  refersTo: z.string().nullable().catch(null),
  /** The ledger's subject: `project-…`, `order-…`, `payment-…`; null for a monthly statement. */
  subject: z.string().nullable(),
  /** What it is about, in words: the project's title, the product's name, the month. */
  title: z.string(),
  /** The document's date: when the money moved (its entry's time), or a statement's last moment. */
  at: epochMillis,
  day: z.string(),
  month: z.string(),
  financialYear: z.string(),
  /** Its one figure for lists: paid, refunded, the platform's share, net paid out, the closing balance. */
  amountPaise: z.number().int(),
  entryIds: z.array(z.string()),
  issuer: partySchema,
  supplier: partySchema.nullable(),
  recipient: partySchema.nullable(),
  gst: gstLineSchema.nullable(),
  shares: z.array(paidShareSchema).catch([]),
  summary: statementSummarySchema.nullable().catch(null),
  /** The bank's reference of a paid payout. */
  utr: z.string().nullable().catch(null),
  notes: z.array(z.string()),
  /** Made with the local sample operator: says so on the document. */
  notForFiling: z.boolean(),
  /** Whether its files are stored yet (the record is written first, then its PDF). */
  ready: z.boolean(),
  issuedAt: epochMillis,
});
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

/** A document as its maker states it, before it is numbered and stamped. */
export type DocumentDraft = Omit<IssuedDocument, 'serial' | 'ready' | 'issuedAt'>;
