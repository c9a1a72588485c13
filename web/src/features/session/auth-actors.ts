// The auth form's real effects, on Firebase Auth and the profile document.
import { fromPromise } from 'xstate';
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import { getDoc, setDoc } from 'firebase/firestore';
import type { Credentials, LogInResult } from '@marketplace/shared/session/auth-form.machine';
import {
  googleSignInOutcome,
  newProfileDocument,
  type GoogleSignInOutcome,
  type Role,
  type SelfServiceRole,
} from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import type { FirebaseServices } from '../../lib/firebase.ts';
import { userDoc } from '../../lib/paths.ts';

export function authActors({ auth, db }: FirebaseServices) {
  const createProfile = (user: User, role: Role) =>
    setDoc(userDoc(db, user.uid), newProfileDocument({ uid: user.uid, email: user.email ?? '' }, role));

  return {
    logIn: fromPromise<LogInResult, Credentials>(async ({ input }) => {
      const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
      if (user.emailVerified) return 'signedIn';
      // SPEC 4: login with an unverified email signs the person out.
      await signOut(auth);
      return 'unverified';
    }),

    signUp: fromPromise<void, Credentials & { role: SelfServiceRole }>(async ({ input }) => {
      const { user } = await createUserWithEmailAndPassword(auth, input.email, input.password);
      try {
        await createProfile(user, input.role);
        await sendEmailVerification(user).catch(() => {
          throw new Error(texts.auth.verificationSendFailed);
        });
      } finally {
        // Unverified people count as signed out; they log in after following the link.
        await signOut(auth);
      }
    }),

    resendVerification: fromPromise<void, Credentials>(async ({ input }) => {
      const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
      try {
        await sendEmailVerification(user);
      } finally {
        await signOut(auth);
      }
    }),

    googleSignIn: fromPromise<GoogleSignInOutcome, void>(async () => {
      const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
      const [profile, token] = await Promise.all([getDoc(userDoc(db, user.uid)), user.getIdTokenResult()]);
      const outcome = googleSignInOutcome(profile.exists(), token.claims.admin === true);
      if (outcome === 'createAdminProfile') await createProfile(user, 'admin');
      return outcome;
    }),

    createProfile: fromPromise<void, { role: SelfServiceRole }>(async ({ input }) => {
      const user = auth.currentUser;
      if (!user) throw new Error('You are not signed in.');
      await createProfile(user, input.role);
    }),
  };
}
