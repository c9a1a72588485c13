// Signing in, up and out, in the auth form's words. The Firebase adapter (firebase-auth.ts) is loaded with
// Firebase Auth when first used (compose.ts); the auth form machine gets these as its effects there.
import type { Credentials, LogInResult } from '@marketplace/shared/session/auth-form.machine';
import type { GoogleSignInOutcome } from '@marketplace/shared/session/google-sign-in';
import type { SelfServiceRole } from '@marketplace/shared/session/profile';

export interface AuthPort {
  logIn(credentials: Credentials): Promise<LogInResult>;
  /** Creates the account and its profile, sends the verification mail, and signs out again (SPEC 4). */
  signUp(credentials: Credentials & { role: SelfServiceRole }): Promise<void>;
  resendVerification(credentials: Credentials): Promise<void>;
  googleSignIn(): Promise<GoogleSignInOutcome>;
  /** The profile of the person signed in with Google, with the role they chose. */
  createProfile(role: SelfServiceRole): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Locally the Auth emulator keeps the mails it would send: the newest verification link for `email`, or
   * null when there is none. Undefined in production, where the mail really goes out.
   */
  latestVerificationLink?: (email: string) => Promise<string | null>;
}

/** What Firebase Auth itself serves: everything but the local mailbox (emulator-mailbox.ts). */
export type SignInPort = Omit<AuthPort, 'latestVerificationLink'>;
