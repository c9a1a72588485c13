// The SessionPort: who is signed in from Firebase Auth, their profile from the profile documents.
import { onAuthStateChanged, type Auth } from 'firebase/auth';
import type { ProfileDocumentsPort, SessionPort } from './session.port.ts';

export function firebaseSession(auth: Auth, profiles: ProfileDocumentsPort): SessionPort {
  return {
    watchAuth: () => (onNext, onError) =>
      onAuthStateChanged(
        auth,
        (user) => onNext(user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null),
        onError,
      ),
    watchProfile: (user) => profiles.watchProfile(user),
  };
}
