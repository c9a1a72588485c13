// The ProfileDocumentsPort: the profile document the session watches (on Firestore), and sign-in's creating it
// through the API (POST /api/profile: sign-ups are counted per client address there, decision 032).
import type { Auth } from 'firebase/auth';
import { getDoc, onSnapshot, type Firestore } from 'firebase/firestore';
import { mergeProfile } from '@marketplace/shared/session/profile';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { apiClient } from '../../lib/api-client.ts';
import { userDoc } from '../../lib/paths.ts';
import type { ProfileDocumentsPort } from './session.port.ts';

export function firestoreProfileDocuments(db: Firestore, auth: Auth): ProfileDocumentsPort {
  return {
    watchProfile: (user) => (onNext, onError) =>
      onSnapshot(
        userDoc(db, user.uid),
        { includeMetadataChanges: true },
        (snapshot) => {
          // A profile still waiting for the server (just created by the role modal or signup) is not yet
          // visible to the rules that read it, so queries started on it would be refused; wait for the ack.
          if (snapshot.metadata.hasPendingWrites) return;
          onNext(snapshot.exists() ? mergeProfile(user, snapshot.data()) : null);
        },
        onError,
      ),
    // As the signed-in account (its ID token, email verified or not): the server writes uid and email from the token.
    createProfile: (role) =>
      apiClient(profileContract, auth)
        .create({ role })
        .then(() => undefined),
    profileExists: async (uid) => (await getDoc(userDoc(db, uid))).exists(),
  };
}
