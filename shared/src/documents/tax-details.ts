// A seller's tax details beside their verified PAN (decision 039; the PAN is verification's, decision 033): an
// optional GSTIN, checked by GSTN's published format, with the legal name and the principal place of business a tax
// invoice issued on their behalf states (CGST Rule 46(a)). Kept privately (users/{uid}/private/taxDetails).
import { z } from 'zod';
import { isGstin } from './tax-ids.ts';

export const taxDetailsTexts = {
  gstin: 'Enter your 15-character GSTIN as it is on your registration certificate (e.g. 27AAPFU0939F1ZV).',
  legalName: 'Enter the legal name on your GST registration (2 to 120 characters).',
  address: 'Enter your principal place of business as registered (10 to 300 characters).',
  notYourPan: 'This GSTIN is not issued on the PAN you verified.',
  panFirst: 'Add and verify your PAN first: a GSTIN is issued on it.',
  notSeller: 'Only sellers give tax details.',
  saved: 'Tax details saved. New documents use them.',
} as const;

const registeredSchema = z.object({
  gstin: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().refine(isGstin, taxDetailsTexts.gstin)),
  legalName: z.string().trim().min(2, taxDetailsTexts.legalName).max(120, taxDetailsTexts.legalName),
  address: z.string().trim().min(10, taxDetailsTexts.address).max(300, taxDetailsTexts.address),
});

/** What a seller sends: a registration, or none (not registered for GST). */
export const taxDetailsInputSchema = z.object({ registration: registeredSchema.nullable() });
export type TaxDetailsInput = z.infer<typeof taxDetailsInputSchema>;

/** What is stored and read back. */
export const taxDetailsSchema = z.object({
  gstin: z.string().nullable(),
  legalName: z.string().nullable(),
  address: z.string().nullable(),
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;
