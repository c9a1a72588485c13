// The AuthPort on Firebase Auth and the profile document.
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { googleSignInError } from '@marketplace/shared/session/auth-errors';
import { googleSignInOutcome } from '@marketplace/shared/session/google-sign-in';
import type { Role } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { wantedLocale } from '../../i18n/i18n.ts';
import type { SignInPort } from './auth.port.ts';
import type { ProfileApi, ProfileDocumentsPort } from './session.port.ts';

/** Loaded with Firebase Auth, when a sign-in form is first used (compose.ts). */
export function firebaseAuth(auth: Auth, profiles: ProfileDocumentsPort, profileApi: ProfileApi): SignInPort {
  // As the account just signed in or signed up (Auth's currentUser, its ID token, email verified or not): the API
  // reads who it is from its token. With the language in use, which the server writes the person's mails and
  // documents in (decision 072).
  const createProfile = async (_user: User, role: Role) => {
    await profileApi.create({ role, language: wantedLocale() });
  };

  return {
    async logIn(credentials) {
      const { user } = await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
      if (user.emailVerified) return 'signedIn';
      // SPEC 4: login with an unverified email signs the person out.
      await signOut(auth);
      return 'unverified';
    },

    async signUp({ email, password, role }) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      try {
        await createProfile(user, role);
        await sendEmailVerification(user).catch(() => {
          throw new Error(texts.auth.verificationSendFailed);
        });
      } finally {
        // Unverified people count as signed out; they log in after following the link.
        await signOut(auth);
      }
    },

    async resendVerification({ email, password }) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      try {
        await sendEmailVerification(user);
      } finally {
        await signOut(auth);
      }
    },

    async googleSignIn() {
      const { user } = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver).catch(
        (error: unknown) => {
          throw googleSignInError(error);
        },
      );
      const [hasProfile, token] = await Promise.all([profiles.profileExists(user.uid), user.getIdTokenResult()]);
      const outcome = googleSignInOutcome(hasProfile, token.claims.admin === true);
      if (outcome === 'createAdminProfile') await createProfile(user, 'admin');
      return outcome;
    },

    async createProfile(role) {
      const user = auth.currentUser;
      if (!user) throw new Error('You are not signed in.');
      await createProfile(user, role);
    },

    signOut: () => signOut(auth),
  };
}
