// Whether two people blocked each other either way (decision 031), for every use case that lets one deal with the
// other: a chat message, a purchase, a cash-on-delivery order. A transaction passes its own reader, so the block
// is read with what it guards.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { blockId } from '@marketplace/shared/safety/block';
import { paths } from '@marketplace/shared/paths';

type Read = (ref: DocumentReference) => Promise<DocumentSnapshot>;

export async function blockedBetween(db: Firestore, a: string, b: string, tx?: Transaction): Promise<boolean> {
  const read: Read = tx ? (ref) => tx.get(ref) : (ref) => ref.get();
  const [one, other] = await Promise.all([
    read(db.doc(paths.block(blockId(a, b)))),
    read(db.doc(paths.block(blockId(b, a)))),
  ]);
  return one.exists || other.exists;
}
