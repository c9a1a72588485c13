// Who a person's lists leave out (decision 031): the people they blocked and who blocked them, newest first, kept
// by the API at users/{uid}/private/hiddenPeople. The sellers' project queries state them (the rules check it), and
// the store leaves out their listings; both read it here.
import { doc, type Firestore } from 'firebase/firestore';
import { hiddenPeopleSchema } from '@marketplace/shared/safety/block';
import { paths } from '@marketplace/shared/paths';
import { watchDocument } from './firestore-watch.ts';
import type { Watch } from './watch.ts';

export function watchHiddenPeople(db: Firestore, uid: string): Watch<string[]> {
  return watchDocument('Reading who you hide', doc(db, paths.hiddenPeople(uid)), (snapshot) =>
    snapshot.exists() ? hiddenPeopleSchema.parse(snapshot.data()).uids : [],
  );
}

/** Two lists of people are the same when they name the same people in the same order. */
export const samePeople = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');
