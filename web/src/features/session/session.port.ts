// Who is signed in and their live profile (SPEC 4 'Session'), for the session machine's two watchers.
import type { AuthUser, Role, UserProfile } from '@marketplace/shared/session/profile';
import type { Watch } from '../../lib/watch.ts';

export interface SessionPort {
  watchAuth(): Watch<AuthUser | null>;
  /** Null when the person has no profile (yet); only what the server has accepted. */
  watchProfile(user: AuthUser): Watch<UserProfile | null>;
}

/** The profile document, where signing in and the session meet it; served by Firestore, which loads later. */
export interface ProfileDocumentsPort {
  watchProfile: SessionPort['watchProfile'];
  /** The signed-in account's profile with its role (the server takes who it is from the account's token). */
  createProfile(role: Role): Promise<void>;
  profileExists(uid: string): Promise<boolean>;
}
