// The SessionPort on Firebase Auth and the profile document.
import { onAuthStateChanged, type Auth } from 'firebase/auth';
import { onSnapshot, type Firestore } from 'firebase/firestore';
import { mergeProfile } from '@marketplace/shared/session/profile';
import { userDoc } from '../../lib/paths.ts';
import type { SessionPort } from './session.port.ts';

export function firebaseSession(auth: Auth, db: Firestore): SessionPort {
  return {
    watchAuth: () => (onNext, onError) =>
      onAuthStateChanged(
        auth,
        (user) => onNext(user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null),
        onError,
      ),
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
  };
}
