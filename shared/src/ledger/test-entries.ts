// Ledger entries as the server stores them, for tests: the movement's draft, its time and its India day.
import { indiaDay } from './india-day.ts';
import { totalsOf, type EntryDraft, type LedgerEntry } from './ledger.ts';

export const stored = (draft: EntryDraft, at: number): LedgerEntry => ({
  ...draft,
  at,
  day: indiaDay(at),
  totals: totalsOf(draft.lines),
  currency: 'INR',
});
