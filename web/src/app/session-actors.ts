// The session machine's real effects: Firebase Auth state and the live profile document.
import { fromCallback } from 'xstate';
import { onAuthStateChanged } from 'firebase/auth';
import { onSnapshot } from 'firebase/firestore';
import { mergeProfile, type AuthUser } from '@marketplace/shared/session/profile';
import type { SessionEvent } from '@marketplace/shared/session/session.machine';
import type { FirebaseServices } from '../lib/firebase.ts';
import { userDoc } from '../lib/paths.ts';

export function sessionActors({ auth, db }: FirebaseServices) {
  return {
    watchAuth: fromCallback<SessionEvent>(({ sendBack }) =>
      onAuthStateChanged(auth, (user) =>
        sendBack({
          type: 'auth.changed',
          user: user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null,
        }),
      ),
    ),
    watchProfile: fromCallback<SessionEvent, { user: AuthUser }>(({ sendBack, input }) =>
      onSnapshot(
        userDoc(db, input.user.uid),
        { includeMetadataChanges: true },
        (snapshot) => {
          // A profile still waiting for the server (just created by the role modal or signup) is not yet
          // visible to the rules that read it, so queries started on it would be refused; wait for the ack.
          if (snapshot.metadata.hasPendingWrites) return;
          sendBack({
            type: 'profile.changed',
            profile: snapshot.exists() ? mergeProfile(input.user, snapshot.data()) : null,
          });
        },
        // SPEC 8: a profile subscription error ends loading silently.
        () => sendBack({ type: 'profile.failed' }),
      ),
    ),
  };
}
