// The server's side of the contract (decision 022): the implementer every feature builds its endpoints from,
// and how a use case's Outcome becomes the declared answer or error.
import type { IncomingHttpHeaders } from 'node:http';
import { implement, ORPCError } from '@orpc/server';
import { apiContract } from '@marketplace/shared/api/contract';
import type { EndpointMeta } from '@marketplace/shared/api/endpoint';
import { adminErrors } from '@marketplace/shared/admin/admin-api';
import { callerFrom, profileOf, verifyBearer, type AuthDeps, type Caller, type SignedIn } from '../auth.ts';
import { errorNameFor, failure, statusFor, type Outcome } from '../http.ts';

/** What every endpoint is called with: the request's headers (who calls, from where), and how to check them. */
export interface ApiContext {
  headers: IncomingHttpHeaders;
  /** The body's bytes as they arrived, for a signature over them (Razorpay's webhook); undefined when not kept. */
  rawBody: Buffer | undefined;
  authDeps: AuthDeps;
}

/** Who is calling, as the endpoint's declared `caller` requires it (null where it requires nobody). */
export interface Calling {
  signedIn: SignedIn | null;
  caller: Caller | null;
}

const base = implement(apiContract).$context<ApiContext>();

/**
 * Who may call each endpoint, decided here once from its declaration (decision 022): anyone; a verified ID
 * token (`signed-in`: the profile is not read, the use case reads it with its own data); the token and the
 * profile's role (`member`); the admin claim (`admin`).
 */
const callers = base.middleware(async ({ context, next, procedure, path }) => {
  const calling = await callingFor(procedure['~orpc'].meta.caller, context, path.join('.'));
  return next({ context: calling });
});

async function callingFor(required: EndpointMeta['caller'], context: ApiContext, endpoint: string): Promise<Calling> {
  if (required === 'public') return { signedIn: null, caller: null };
  const { auth, db } = context.authDeps;
  const signedIn = answer(await verifyBearer(auth, context.headers.authorization, endpoint));
  if (required === 'signed-in') return { signedIn, caller: null };
  if (required === 'admin' && !signedIn.admin) answer(failure('forbidden', adminErrors.notAdmin));
  return { signedIn, caller: callerFrom(signedIn, await profileOf(db, signedIn).get()) };
}

/** `api.<feature>.<endpoint>.handler(…)`: each endpoint implemented against its declaration. */
export const api = base.use(callers);

/** The person the endpoint's declaration required; reaching for one it did not require is a bug. */
export function signedInOf(calling: Calling): SignedIn {
  if (!calling.signedIn) throw new Error('signedInOf() on an endpoint declared for anyone');
  return calling.signedIn;
}

/** The person with their role, for an endpoint declared for members or admins. */
export function callerOf(calling: Calling): Caller {
  if (!calling.caller) throw new Error('callerOf() on an endpoint declared for anyone or any signed-in person');
  return calling.caller;
}

/** The use case's value, or its error thrown as the declared error (its status, its SPEC text). */
export function answer<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message } = outcome.error;
  throw new ORPCError(errorNameFor[code], { status: statusFor(code), message });
}
