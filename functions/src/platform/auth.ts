// Bearer ID tokens for the API: verifies the Firebase ID token and says who is calling, with the role from
// their profile document (SPEC 3), so use cases can decide what this person may do. The contract's endpoints
// check their callers, as each declares, with these (platform/api/implement.ts).
import type { Auth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { suspensionSchema, type Suspension } from '@marketplace/shared/safety/suspension';
import { roles, type Role } from '@marketplace/shared/session/profile';
import { failure, success, type Outcome } from './http.ts';
import { log } from './log.ts';

/** Who a verified ID token says is calling, before anything about them is read. */
export interface SignedIn {
  uid: string;
  email: string;
  /** The server-set admin claim on the ID token (scripts/grant-admin), which admin routes require. */
  admin: boolean;
  /** When the person last signed in, in seconds (the token's auth_time): a deletion asks for a recent one. */
  authTime?: number;
}

export interface Caller extends SignedIn {
  /** From the profile document; null when the person has no profile (yet) or it names no known role. */
  role: Role | null;
}

export interface AuthDeps {
  auth: Pick<Auth, 'verifyIdToken'>;
  db: Firestore;
}

const unauthenticated = 'Sign in to continue.';

/** The profile document a caller's role is read from. */
export const profileOf = (db: Firestore, signedIn: SignedIn) => db.doc(paths.user(signedIn.uid));

/** The caller, with the role their profile names (none when it is missing or names no known role). */
export function callerFrom(signedIn: SignedIn, profile: DocumentSnapshot): Caller {
  const role = profile.get('role') as unknown;
  return { ...signedIn, role: (roles as readonly unknown[]).includes(role) ? (role as Role) : null };
}

/** The suspension an admin put on the profile (decision 031), or null. */
export function suspensionOf(profile: DocumentSnapshot): Suspension | null {
  const parsed = suspensionSchema.safeParse(profile.get('suspension'));
  return parsed.success ? parsed.data : null;
}

/**
 * Accepts only a valid ID token of a verified email (SPEC 4: an unverified person counts as signed out), from an
 * `Authorization: Bearer <token>` header; anything else is the error to answer with (401 or 403). Creating the
 * profile at sign-up is the one call made before the email is verified (`verifiedEmail: false`).
 */
export async function verifyBearer(
  auth: AuthDeps['auth'],
  authorization: string | undefined,
  where: string,
  { verifiedEmail = true }: { verifiedEmail?: boolean } = {},
): Promise<Outcome<SignedIn>> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return failure('unauthenticated', unauthenticated);
  let token: Awaited<ReturnType<Auth['verifyIdToken']>>;
  try {
    // Revoked tokens too (a deleted account's, or one whose sessions were ended): Auth is asked each time.
    token = await auth.verifyIdToken(match[1]!, true);
  } catch (error) {
    log.warn('rejected ID token', { path: where, reason: error instanceof Error ? error.message : String(error) });
    return failure('unauthenticated', unauthenticated);
  }
  if (!token.email) return failure('forbidden', 'Verify your email address to continue.');
  if (verifiedEmail && token.email_verified !== true) {
    return failure('forbidden', 'Verify your email address to continue.');
  }
  return success({ uid: token.uid, email: token.email, admin: token.admin === true, authTime: token.auth_time });
}
