// SPEC 8: which text a person sees for an authentication or database error.
import { texts } from '../texts.ts';

export interface ErrorLike {
  code?: string;
  message?: string;
}

const invalidCredentialCodes = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  // Newer Auth back ends (and the emulator) answer both of the above with this one code.
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

export function authErrorText(error: unknown): string {
  const { code = '', message = '' } = (error ?? {}) as ErrorLike;
  if (invalidCredentialCodes.has(code)) return texts.auth.invalidCredentials;
  if (code === 'permission-denied' || code === 'firestore/permission-denied') return texts.auth.permissionDenied;
  if (code === 'auth/account-exists-with-different-credential') return texts.auth.accountExistsWithDifferentCredential;
  // A message already in words (ours, or a provider's without the SDK's wrapping) is shown as it is.
  if (message && !message.startsWith('Firebase:')) return message;
  return providerMeaning(code, message) ?? String(error);
}

/**
 * The provider's own sentence without the SDK's wrapping: 'Firebase: Password should be at least 6 characters
 * (auth/weak-password).' reads 'Password should be at least 6 characters.'. Where the SDK says only 'Error',
 * the code is the meaning: in plain words for the codes people meet, else the code's own words
 * ('auth/operation-not-allowed' reads 'Operation not allowed.').
 */
function providerMeaning(code: string, message: string): string | null {
  const sentence = message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((auth|firestore)\/[\w-]+\)\.?\s*$/, '')
    .trim();
  if (sentence && sentence !== 'Error') return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
  const plain = texts.auth.providerInPlainWords[code];
  if (plain) return plain;
  const words = code.replace(/^(auth|firestore)\//, '').replace(/-/g, ' ');
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}.` : null;
}

// What signInWithPopup rejects with when Google's loader or helper frame cannot be fetched: internal-error
// when the api.js script fails to load, network-request-failed when it or the frame times out.
const googleUnreachableCodes = new Set(['auth/internal-error', 'auth/network-request-failed', 'auth/timeout']);

/**
 * A failed Google sign-in as the person should read it: an unreachable Google becomes a plain sentence that
 * points to email sign-in (keeping the code); anything else is passed on as it came.
 */
export function googleSignInError(error: unknown): unknown {
  const { code = '' } = (error ?? {}) as ErrorLike;
  return googleUnreachableCodes.has(code) ? Object.assign(new Error(texts.auth.googleSignInOffline), { code }) : error;
}

/** The message of any thrown value, for the 'Failed to save ...: ' banners. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  const { message } = (error ?? {}) as ErrorLike;
  return message ?? String(error);
}
