// The ProfileDocumentsPort's Firestore half: the profile document the session watches, and whether one exists;
// creating it is the profile's client (decision 083).
import { getDoc, type Firestore } from 'firebase/firestore';
import { mergeProfile } from '@marketplace/shared/session/profile';
import { notYet, watchDocument } from '../../lib/firestore-watch.ts';
import { userDoc } from '../../lib/paths.ts';
import type { ProfileDocumentsPort } from './session.port.ts';

export function firestoreProfileDocuments(db: Firestore): ProfileDocumentsPort {
  return {
    watchProfile: (user) =>
      watchDocument(
        'Reading the profile',
        userDoc(db, user.uid),
        (snapshot) =>
          // A profile still waiting for the server (just created by the role modal or signup) is not yet
          // visible to the rules that read it, so queries started on it would be refused; wait for the ack.
          snapshot.metadata.hasPendingWrites ? notYet : snapshot.exists() ? mergeProfile(user, snapshot.data()) : null,
        // SPEC 8: a profile subscription error ends loading silently.
        { includeMetadataChanges: true, log: false },
      ),
    profileExists: async (uid) => (await getDoc(userDoc(db, uid))).exists(),
  };
}
