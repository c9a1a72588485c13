// The PrivacyPort's re-authentication (decision 040): before a deletion the person proves it is them where they
// are, with their password or through Google's popup, and the ID token is renewed, so its auth_time is the fresh
// sign-in the server asks for. A wrong password is an answer to show, not a fault.
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type Auth,
} from 'firebase/auth';
import type { PrivacyPort } from './privacy.port.ts';

/** Firebase Auth's codes for a password that does not match the account. */
const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']);

export function firebaseReauthentication(auth: Auth): Pick<PrivacyPort, 'identityCheck' | 'confirmIdentity'> {
  const hasPassword = () => auth.currentUser?.providerData.some((info) => info.providerId === 'password') ?? true;
  return {
    identityCheck: () => Promise.resolve(hasPassword() ? 'password' : 'google'),
    async confirmIdentity(password) {
      const user = auth.currentUser;
      if (!user) return 'not-confirmed';
      try {
        if (hasPassword())
          await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, password));
        else await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
        await user.getIdToken(true);
        return 'confirmed';
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string' && WRONG_PASSWORD.has(code)) return 'wrong-password';
        console.warn('Confirming it is them before a deletion failed.', error);
        return 'not-confirmed';
      }
    },
  };
}
