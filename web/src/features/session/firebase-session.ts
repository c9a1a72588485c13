// The SessionPort: who is signed in from Firebase Auth, their profile from the profile documents.
import type { Auth } from 'firebase/auth';
import type { AuthUser } from '@marketplace/shared/session/profile';
import { hasPersistedUser } from '../../lib/persisted-user.ts';
import { watchWhenReady } from '../../lib/watch.ts';
import type { ProfileDocumentsPort, SessionPort } from './session.port.ts';

export interface LazyAuth {
  auth: () => Promise<Auth>;
  /** Settles when something first asks for `auth` (a sign-in, a call with the person's token). */
  authRequested: Promise<void>;
  /** Settles at the person's first move on the page (lib/first-activity.ts). */
  activity: () => Promise<void>;
}

/**
 * Someone this browser has kept signed in is watched at once. Anyone else is a visitor until Auth says
 * otherwise, and Auth is loaded only once they act or something asks for it: their first screen does
 * not need it. (A user an earlier version kept in IndexedDB only shows once Auth has loaded and moved them.)
 */
export function firebaseSession(
  { auth, authRequested, activity }: LazyAuth,
  profiles: ProfileDocumentsPort,
): SessionPort {
  return {
    watchAuth: () => (onNext, onError) => {
      const signedInBefore = hasPersistedUser();
      if (!signedInBefore) onNext(null);
      const wanted = signedInBefore ? Promise.resolve() : Promise.race([activity(), authRequested]);
      return watchWhenReady<AuthUser | null>(async () => {
        await wanted;
        const [loaded, { onAuthStateChanged }] = await Promise.all([auth(), import('firebase/auth')]);
        return (next, error) =>
          onAuthStateChanged(
            loaded,
            (user) => next(user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null),
            error,
          );
      })(onNext, onError);
    },
    watchProfile: (user) => profiles.watchProfile(user),
  };
}
