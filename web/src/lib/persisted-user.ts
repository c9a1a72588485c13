// Whether this browser has kept a signed-in Firebase user (browserLocalPersistence, lib/firebase.ts), known
// without loading Firebase Auth: the prerendered pages' head script (web/prerendered-html.ts) and the session
// (features/session/firebase-session.ts) both ask.

/** Firebase Auth keeps the signed-in user in localStorage under this prefix. */
export const PERSISTED_USER_PREFIX = 'firebase:authUser:';

export function hasPersistedUser(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(PERSISTED_USER_PREFIX));
  } catch {
    // No localStorage (the build's prerender, or storage the browser refuses): nobody is known to be signed in.
    return false;
  }
}
