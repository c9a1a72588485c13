// PUT and DELETE /api/blocks/{uid} (decision 031): a member blocks or unblocks another. The block is one document
// per pair and direction, which the rules read for takes and project reads, and the API for messages and
// purchases. In the same transaction both people's hiddenPeople are written again from every block naming them
// (shared hiddenPeopleOf), which the rules check each seller's project lists against; a person's list is written
// only here, for a block that names them, so it has no other writer.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import {
  blockId,
  blockSchema,
  blockTexts,
  hiddenPeopleDocument,
  hiddenPeopleOf,
  type Block,
} from '@marketplace/shared/safety/block';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';

type Ok = Outcome<{ ok: true }>;

/** Every block naming `uid`, read in `tx`. */
async function blocksNaming(tx: Transaction, db: Firestore, uid: string): Promise<Block[]> {
  const blocks = db.collection(paths.blocks);
  const [by, of] = await Promise.all([
    tx.get(blocks.where('blockerId', '==', uid)),
    tx.get(blocks.where('blockedId', '==', uid)),
  ]);
  return [...by.docs, ...of.docs].flatMap((doc) => {
    const parsed = blockSchema.safeParse(doc.data());
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Blocks between the two as they will be once `change` is applied, then each one's hidden people written. All reads
 * come first (a transaction's rule); the change's own block is dated now (null: newest).
 */
async function writeHiddenPeople(
  tx: Transaction,
  db: Firestore,
  people: [string, string],
  change: { add: Block } | { remove: string },
) {
  const [mine, theirs] = await Promise.all(people.map((uid) => blocksNaming(tx, db, uid)));
  const applied = (blocks: Block[]) =>
    'add' in change
      ? [...blocks, change.add]
      : blocks.filter((block) => blockId(block.blockerId, block.blockedId) !== change.remove);
  return () =>
    people.forEach((uid, index) =>
      tx.set(
        db.doc(paths.hiddenPeople(uid)),
        hiddenPeopleDocument(hiddenPeopleOf(uid, applied(index === 0 ? mine! : theirs!))),
      ),
    );
}

export async function blockPerson({ db }: { db: Firestore }, caller: Caller, { uid }: { uid: string }): Promise<Ok> {
  if (uid === caller.uid) return failure('invalid', blockTexts.yourself);
  const [profile, person] = await db.getAll(db.doc(paths.user(uid)), db.doc(paths.publicProfile(uid)));
  if (!profile!.exists) return failure('not-found', blockTexts.personNotFound);
  if (profile!.get('role') === 'admin') return failure('invalid', blockTexts.admin);
  const id = blockId(caller.uid, uid);
  const block: Block = {
    blockerId: caller.uid,
    blockedId: uid,
    blockedName: String(person!.get('name') ?? ''),
    createdAt: null,
  };
  await transact(db, async (tx) => {
    const existing = await tx.get(db.doc(paths.block(id)));
    if (existing.exists) return;
    const write = await writeHiddenPeople(tx, db, [caller.uid, uid], { add: block });
    tx.create(db.doc(paths.block(id)), { ...block, createdAt: FieldValue.serverTimestamp() });
    write();
  });
  log.info('person blocked', { blockerId: caller.uid, blockedId: uid });
  return success({ ok: true });
}

export async function unblockPerson({ db }: { db: Firestore }, caller: Caller, { uid }: { uid: string }): Promise<Ok> {
  const id = blockId(caller.uid, uid);
  const found = await transact(db, async (tx) => {
    const existing = await tx.get(db.doc(paths.block(id)));
    if (!existing.exists) return false;
    const write = await writeHiddenPeople(tx, db, [caller.uid, uid], { remove: id });
    tx.delete(db.doc(paths.block(id)));
    write();
    return true;
  });
  if (!found) return failure('not-found', blockTexts.notBlocked);
  log.info('person unblocked', { blockerId: caller.uid, blockedId: uid });
  return success({ ok: true });
}
