// Keeps people/{uid}, a person's public profile (decision 026): the name, role and since-when of their
// private profile at users/{uid}, for the page /people/{uid} anyone may open. Each event re-reads the profile in
// a transaction and makes the projection say what the profile says now (the store listings' pattern), so a
// redelivered, late or out-of-order event cannot bring back an old name; it writes only when that differs.
import { isDeepStrictEqual } from 'node:util';
import { paths } from '@marketplace/shared/paths';
import { publicProfileOf } from '@marketplace/shared/reviews/public-profile';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';
import { transact } from '../../platform/transaction.ts';

export async function keepPublicProfile({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const uid = change.params.uid!;
  const projection = db.doc(paths.publicProfile(uid));
  await transact(db, async (tx) => {
    const [profile, stored] = await Promise.all([tx.get(db.doc(paths.user(uid))), tx.get(projection)]);
    // The profile's creation is when they joined: signup writes it, and nothing recreates it.
    const fields = profile.exists ? publicProfileOf(profile.data()!, profile.createTime!.toMillis()) : null;
    if (!fields) {
      if (stored.exists) tx.delete(projection);
    } else if (!isDeepStrictEqual(stored.data(), fields)) tx.set(projection, fields);
  });
}

export const keepPublicProfileTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.user('{uid}'),
  handle: keepPublicProfile,
};
