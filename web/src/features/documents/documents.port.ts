// A person's money documents (decision 039): their records, read live under the rules (the owner's own), and what
// only the server gives: a short-lived link to a file, a past month's statement, an admin's monthly exports.
import type { ExportFile } from '@marketplace/shared/documents/documents-api';
import type { IssuedDocument } from '@marketplace/shared/documents/document';
import type { TaxDetails, TaxDetailsInput } from '@marketplace/shared/documents/tax-details';
import type { Watch } from '../../lib/watch.ts';

export interface MonthExports {
  month: string;
  files: ExportFile[];
  /** Earnings of the month whose platform invoice is not issued yet. */
  uninvoiced: string[];
  /** The month's entries from earlier books: no invoice here, none to wait for (decision 039). */
  imported?: { entries: number; platformPaise: number };
}

export interface DocumentsPort {
  /** The buyer's receipts, invoices and credit notes, newest first, the first `count` of them. */
  watchPayments(ownerId: string, count: number): Watch<IssuedDocument[]>;
  /** The person's documents about one subject (a project's funding, a store order), oldest first. */
  watchSubjectDocuments(ownerId: string, subject: string): Watch<IssuedDocument[]>;
  /** A seller's monthly statements, newest month first. */
  watchStatements(sellerId: string): Watch<IssuedDocument[]>;
  /** A link that opens the document's PDF (or a statement's CSV) for a few minutes. */
  link(documentId: string, file?: 'pdf' | 'csv'): Promise<string>;
  /** The seller's statement of a month that is over, issued now if it was not yet. */
  issueStatement(month: string): Promise<IssuedDocument>;
  /** The seller's tax details (their GSTIN, if registered); null until they say. */
  watchTaxDetails(sellerId: string): Watch<TaxDetails | null>;
  /** Saves them: a GSTIN issued on the PAN they verified, or not registered. */
  saveTaxDetails(input: TaxDetailsInput): Promise<TaxDetails>;
  /** The month's exports for the accountant (admins). */
  monthExports(month: string): Promise<MonthExports>;
}
