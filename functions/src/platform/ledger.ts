// Books a movement of money in the ledger (decision 029), inside the transaction that causes it: the entry is
// created under its id (derived from the movement), so the causing transaction, which moves its subject on once,
// books it once; a second booking of one movement would fail the transaction rather than count money twice.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { entryFields, type EntryDraft } from '@marketplace/shared/ledger/ledger';

/** The entry as stored: the draft, its time and India's day, and its totals per kind of account for sums. */
export function storedEntry(draft: EntryDraft, at: number): Record<string, unknown> {
  return { ...entryFields(draft, at), at: Timestamp.fromMillis(at) };
}

/** Creates the entry in the transaction (after its reads). `at`: the deciding transaction's time, in millis. */
export function bookEntry(tx: Transaction, db: Firestore, draft: EntryDraft, at: number): void {
  tx.create(db.doc(paths.ledgerEntry(draft.id)), storedEntry(draft, at));
}
