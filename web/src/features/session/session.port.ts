// Who is signed in and their live profile (SPEC 4 'Session'), for the session machine's two watchers.
import type { AuthUser, UserProfile } from '@marketplace/shared/session/profile';
import type { profileContract } from '@marketplace/shared/session/profile-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

export interface SessionPort {
  watchAuth(): Watch<AuthUser | null>;
  /** Null when the person has no profile (yet); only what the server has accepted. */
  watchProfile(user: AuthUser): Watch<UserProfile | null>;
}

/** The profile document, where signing in and the session meet it; served by Firestore, which loads later. */
export interface ProfileDocumentsPort {
  watchProfile: SessionPort['watchProfile'];
  profileExists(uid: string): Promise<boolean>;
}

/**
 * Creating the signed-in account's profile with its role (the server takes who it is from the account's token):
 * the profile's client (decision 083).
 */
export type ProfileApi = ApiClient<typeof profileContract>;
