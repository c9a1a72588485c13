// The money documents' endpoints (decision 039, declared as decision 022 says): a short-lived link to a document's
// file for its owner or an admin; a seller's statement of a past month, issued on request; a seller's tax details;
// an admin's monthly exports, each checked against the ledger.
import { z } from 'zod';
import { adminEndpoint, callerTexts, endpoint, errorsWith } from '../api/endpoint.ts';
import { documentId } from '../document-id-schema.ts';
import { issuedDocumentSchema } from './document.ts';
import { documentTexts } from './documents-texts.ts';
import { MONTH } from './financial-year.ts';
import { taxDetailsInputSchema, taxDetailsSchema, taxDetailsTexts } from './tax-details.ts';
import { exportKinds } from './tax-exports.ts';

/** How long a document's link opens it (as a resume's). */
export const DOCUMENT_LINK_SECONDS = 300;

export const exportsTexts = {
  notAdmin: callerTexts.notAdmin,
  badMonth: 'Choose a month as YYYY-MM, this month or before.',
  unavailable: 'The exports could not be made. Please try again.',
  /** Entries from earlier books (decision 039): said once, as what they are, with nothing to wait for. */
  imported: (entries: number, platform: string) =>
    `${entries.toLocaleString('en-IN')} of the month's entries were brought in from earlier books. Their invoices were issued there, so none is made here and their platform share (${platform}) is in no GSTR-1 line; the ledger totals above are those of the entries booked here.`,
} as const;

const month = z.string().regex(MONTH, documentTexts.badMonth);

export const exportFileSchema = z.object({
  kind: z.enum(exportKinds),
  name: z.string(),
  url: z.string(),
  lines: z.number().int(),
  exportedPaise: z.number().int(),
  ledgerPaise: z.number().int(),
});
export type ExportFile = z.infer<typeof exportFileSchema>;

/** The month's entries brought in from earlier books, which make no invoice here (decision 039). */
export const importedEntriesSchema = z.object({ entries: z.number().int(), platformPaise: z.number().int() });

export const documentsContract = {
  link: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'GET', path: '/documents/{documentId}/link', summary: "A short-lived link to a document's file" })
    .input(z.object({ documentId: documentId('documentId'), file: z.enum(['pdf', 'csv']).default('pdf') }))
    .output(z.object({ url: z.string() }))
    .errors(
      errorsWith({
        FORBIDDEN: documentTexts.notYours,
        NOT_FOUND: documentTexts.documentNotFound,
        CONFLICT: documentTexts.notReady,
        BAD_GATEWAY: documentTexts.unavailable,
      }),
    ),
  issueStatement: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'POST', path: '/statements', summary: "Issue the seller's statement of a month that is over" })
    .input(z.object({ month }))
    .output(issuedDocumentSchema)
    .errors(errorsWith({ FORBIDDEN: documentTexts.notASeller, BAD_REQUEST: documentTexts.badMonth })),
  // Allowed while suspended, as the PAN is (decision 031): what is owed still settles, on right documents.
  saveTaxDetails: endpoint
    .meta({ caller: 'member', whileSuspended: true })
    .route({
      method: 'PUT',
      path: '/payouts/tax-details',
      summary: "The seller's GST registration (or none), beside the PAN they verified; used by documents issued after",
    })
    .input(taxDetailsInputSchema)
    .output(taxDetailsSchema)
    .errors(
      errorsWith({
        FORBIDDEN: taxDetailsTexts.notSeller,
        CONFLICT: taxDetailsTexts.panFirst,
        BAD_REQUEST: taxDetailsTexts.notYourPan,
      }),
    ),
  exports: adminEndpoint
    .route({ method: 'POST', path: '/admin/tax-exports', summary: "A month's exports for the accountant (CSV)" })
    .input(z.object({ month: z.string().regex(MONTH, exportsTexts.badMonth) }))
    .output(
      z.object({
        month: z.string(),
        files: z.array(exportFileSchema),
        uninvoiced: z.array(z.string()),
        imported: importedEntriesSchema,
      }),
    )
    .errors(
      errorsWith({
        BAD_REQUEST: exportsTexts.badMonth,
        BAD_GATEWAY: exportsTexts.unavailable,
      }),
    ),
};
