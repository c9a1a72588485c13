// Ledger entries as the server stores them, for the documents' tests: the movement's draft, its time and day.
import { indiaDay } from '../ledger/india-day.ts';
import { totalsOf, type EntryDraft, type LedgerEntry } from '../ledger/ledger.ts';
import type { DocumentDraft, IssuedDocument } from './document.ts';

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
