// Writes the console search's keys (decision 063; shared/src/admin/search-keys.ts) in the same transaction or batch
// as the record that carries them, so a payment found by its provider id is one document read. A key may name more
// than one record (a payment's order, its refund and its store order; a UTR of a payout and those it carried), so
// each record is added to the key's list, never replacing another's, and writing it again changes nothing.
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { SearchKeyTarget } from '@marketplace/shared/admin/search-keys';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';

/** A key the search can read by id: a provider's id or UTR as given; anything else (none, or no valid id) is skipped. */
export const usableSearchKey = (key: unknown): key is string =>
  typeof key === 'string' && key !== '' && documentIdProblem(key) === null;

export function writeSearchKey(
  writer: Transaction | WriteBatch,
  db: Firestore,
  key: unknown,
  target: SearchKeyTarget,
): void {
  if (!usableSearchKey(key)) return;
  // Transaction and WriteBatch share set(ref, data, options); TypeScript cannot pick the overload on the union.
  (writer as WriteBatch).set(db.doc(paths.searchKey(key)), { targets: FieldValue.arrayUnion(target) }, { merge: true });
}
