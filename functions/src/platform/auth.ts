// Bearer ID tokens for the API: verifies the Firebase ID token and attaches who is calling, with the role
// from their profile document (SPEC 3), so routes and use cases can decide what this person may do.
import type { RequestHandler, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { roles, type Role } from '@marketplace/shared/session/profile';
import { log } from './log.ts';

export interface Caller {
  uid: string;
  email: string;
  /** From the profile document; null when the person has no profile (yet) or it names no known role. */
  role: Role | null;
  /** The server-set admin claim on the ID token (scripts/grant-admin), which admin routes require. */
  admin: boolean;
}

export interface AuthDeps {
  auth: Pick<Auth, 'verifyIdToken'>;
  db: Firestore;
}

const unauthenticated = 'Sign in to continue.';

/** Accepts only a valid ID token of a verified email (SPEC 4: an unverified person counts as signed out). */
export function requireCaller({ auth, db }: AuthDeps): RequestHandler {
  return async (req, res, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
    if (!match) {
      res.status(401).json({ error: unauthenticated });
      return;
    }
    let token: Awaited<ReturnType<Auth['verifyIdToken']>>;
    try {
      token = await auth.verifyIdToken(match[1]!);
    } catch (error) {
      log.warn('rejected ID token', { path: req.path, reason: error instanceof Error ? error.message : String(error) });
      res.status(401).json({ error: unauthenticated });
      return;
    }
    if (!token.email || token.email_verified !== true) {
      res.status(403).json({ error: 'Verify your email address to continue.' });
      return;
    }
    try {
      const profile = await db.doc(paths.user(token.uid)).get();
      const role = profile.get('role') as unknown;
      const caller: Caller = {
        uid: token.uid,
        email: token.email,
        role: (roles as readonly unknown[]).includes(role) ? (role as Role) : null,
        admin: token.admin === true,
      };
      res.locals.caller = caller;
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
