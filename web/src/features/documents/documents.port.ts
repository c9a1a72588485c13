// A person's money documents (decision 039): their records, read live under the rules (the owner's own); what only
// the server gives (a short-lived link to a file, a past month's statement, saving the tax details, an admin's
// monthly exports) is the documents' client (decision 083).
import type { documentsContract, ExportFile } from '@marketplace/shared/documents/documents-api';
import type { IssuedDocument } from '@marketplace/shared/documents/document';
import type { TaxDetails } from '@marketplace/shared/documents/tax-details';
import type { ApiClient } from '../../lib/api-client.ts';
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
  /** The seller's tax details (their GSTIN, if registered); null until they say. */
  watchTaxDetails(sellerId: string): Watch<TaxDetails | null>;
}

/**
 * A link that opens a document's PDF (or a statement's CSV) for a few minutes; the seller's statement of a month that
 * is over, issued now if it was not yet; saving the tax details (a GSTIN issued on the PAN they verified, or not
 * registered); the month's exports for the accountant (admins).
 */
export type DocumentsApi = ApiClient<typeof documentsContract>;
