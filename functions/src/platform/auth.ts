// Bearer ID tokens for the API: verifies the Firebase ID token and attaches who is calling, with the role
// from their profile document (SPEC 3), so routes and use cases can decide what this person may do. A route
// that reads other documents anyway can read the profile in the same round trip (requireSignedIn, callerFrom).
import type { Request, RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { roles, type Role } from '@marketplace/shared/session/profile';
import { log } from './log.ts';

/** Who a verified ID token says is calling, before anything about them is read. */
export interface SignedIn {
  uid: string;
  email: string;
  /** The server-set admin claim on the ID token (scripts/grant-admin), which admin routes require. */
  admin: boolean;
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

/**
 * Accepts only a valid ID token of a verified email (SPEC 4: an unverified person counts as signed out);
 * answers 401 or 403 itself and resolves to null otherwise.
 */
async function verifiedToken(auth: AuthDeps['auth'], req: Request, res: Response): Promise<SignedIn | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) {
    res.status(401).json({ error: unauthenticated });
    return null;
  }
  let token: Awaited<ReturnType<Auth['verifyIdToken']>>;
  try {
    token = await auth.verifyIdToken(match[1]!);
  } catch (error) {
    log.warn('rejected ID token', { path: req.path, reason: error instanceof Error ? error.message : String(error) });
    res.status(401).json({ error: unauthenticated });
    return null;
  }
  if (!token.email || token.email_verified !== true) {
    res.status(403).json({ error: 'Verify your email address to continue.' });
    return null;
  }
  return { uid: token.uid, email: token.email, admin: token.admin === true };
}

/**
 * The signed-in person from their token alone, for routes that read the profile together with their own
 * data (create-order) or need no role at all (verify-payment): the profile is not read here.
 */
export function requireSignedIn({ auth }: Pick<AuthDeps, 'auth'>): RequestHandler {
  return async (req, res, next) => {
    const signedIn = await verifiedToken(auth, req, res);
    if (!signedIn) return;
    res.locals.signedIn = signedIn;
    next();
  };
}

/** The signed-in person with the role from their profile document (SPEC 3), read once per request. */
export function requireCaller({ auth, db }: AuthDeps): RequestHandler {
  return async (req, res, next) => {
    const signedIn = await verifiedToken(auth, req, res);
    if (!signedIn) return;
    try {
      res.locals.signedIn = signedIn;
      res.locals.caller = callerFrom(signedIn, await profileOf(db, signedIn).get());
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}

/** The caller `requireCaller` attached; a route that uses this without the middleware is a bug. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller as Caller | undefined;
  if (!caller) throw new Error('callerOf() used on a route without requireCaller()');
  return caller;
}

/** The person `requireSignedIn` (or `requireCaller`) attached; without either middleware it is a bug. */
export function signedInOf(res: Response): SignedIn {
  const signedIn = res.locals.signedIn as SignedIn | undefined;
  if (!signedIn) throw new Error('signedInOf() used on a route without requireSignedIn() or requireCaller()');
  return signedIn;
}
