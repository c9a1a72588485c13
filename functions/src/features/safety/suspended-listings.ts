// A suspended person's listings leave the store and the sellers' lists, and come back when the suspension is lifted
// (decision 031): on each change of a profile's suspension, every product they sell and every project of theirs still
// Open gets `authorSuspended` as it now is, and `hidden` as that or a moderator's own hiding. Each write says what
// the profile says when it runs, and writes only what differs, so a repeated or late event changes nothing. Their
// projects in progress stay where they are: that work, and the money it holds, still settles.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

const isSuspended = (profile: Record<string, unknown> | null) => Boolean(profile?.suspension);

export async function followSuspension(db: Firestore, uid: string): Promise<number> {
  const suspended = isSuspended((await db.doc(paths.user(uid)).get()).data() ?? null);
  const [products, projects] = await Promise.all([
    db.collection(paths.storeProducts).where('sellerId', '==', uid).get(),
    db.collection(paths.projects).where('studentId', '==', uid).where('status', '==', 'Open').get(),
  ]);
  const writer = db.bulkWriter();
  let changed = 0;
  const follow = (listing: QueryDocumentSnapshot) => {
    const hidden = suspended || listing.get('hiddenByModerator') === true;
    if (listing.get('authorSuspended') === suspended && listing.get('hidden') === hidden) return;
    changed += 1;
    void writer.update(listing.ref, { authorSuspended: suspended, hidden });
  };
  products.docs.forEach(follow);
  projects.docs.forEach(follow);
  await writer.close();
  return changed;
}

export async function followSuspensionChange({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const [before, after] = [isSuspended(change.before), isSuspended(change.after)];
  // Only a change of suspension (or a suspended profile caught up after a restart) moves listings.
  if (before === after && !(change.before === null && after)) return;
  const uid = change.params.uid!;
  const changed = await followSuspension(db, uid);
  log.info('listings follow a suspension', { uid, suspended: after, changed });
}

export const followSuspensionTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: paths.user('{uid}'),
  handle: followSuspensionChange,
};
