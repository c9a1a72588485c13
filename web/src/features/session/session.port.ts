// Who is signed in and their live profile (SPEC 4 'Session'), for the session machine's two watchers.
import type { AuthUser, UserProfile } from '@marketplace/shared/session/profile';
import type { Watch } from '../../lib/watch.ts';

export interface SessionPort {
  watchAuth(): Watch<AuthUser | null>;
  /** Null when the person has no profile (yet); only what the server has accepted. */
  watchProfile(user: AuthUser): Watch<UserProfile | null>;
}
