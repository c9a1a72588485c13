// Ledger entries as the server stores them, for the documents' tests: the movement's draft, its time and day.
import { indiaDay } from '../ledger/india-day.ts';
import { totalsOf, type EntryDraft, type LedgerEntry } from '../ledger/ledger.ts';
import { paymentDocument } from './buyer-documents.ts';
import type { DocumentDraft, IssuedDocument, Party } from './document.ts';
import { sampleTaxConfig } from './tax-config.ts';

export const stored = (draft: EntryDraft, at: number): LedgerEntry => ({
  ...draft,
  at,
  day: indiaDay(at),
  totals: totalsOf(draft.lines),
  currency: 'INR',
});

/** A draft as issued: numbered, stored, ready. */
export const issued = (draft: DocumentDraft, serial: string | null = null): IssuedDocument => ({
  ...draft,
  serial,
  ready: true,
  issuedAt: draft.at,
});

/** The buyer's document of a project's payment ('Line follower', by 'student'), under the sample configuration. */
export const lineFollowerPayment = (capture: LedgerEntry, buyer: Party, seller: Party | null) =>
  paymentDocument({
    entry: capture,
    ownerId: 'student',
    title: 'Line follower',
    supply: 'project',
    buyer,
    seller,
    config: sampleTaxConfig,
  });
