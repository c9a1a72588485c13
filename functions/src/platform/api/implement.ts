// The server's side of the contract (decision 022): the implementer every feature builds its endpoints from,
// and how a use case's Outcome becomes the declared answer or error.
import type { IncomingHttpHeaders } from 'node:http';
import type { AnyContractRouter } from '@orpc/contract';
import { implement, ORPCError, os, type ImplementerInternalWithMiddlewares, type Router } from '@orpc/server';
import type { ApiContract } from '@marketplace/shared/contract';
import { suspendedRefusal } from '@marketplace/shared/safety/suspension';
import { callerTexts, type EndpointMeta } from '@marketplace/shared/api/endpoint';
import {
  callerFrom,
  profileOf,
  suspensionOf,
  verifyBearer,
  type AuthDeps,
  type Caller,
  type SignedIn,
} from '../auth.ts';
import { errorNameFor, failure, FailureThrown, statusFor, type Outcome, type OutcomeError } from '../http.ts';

/** What every endpoint is called with: the request's headers (who calls, from where), and how to check them. */
export interface ApiContext {
  headers: IncomingHttpHeaders;
  /** The body's bytes as they arrived, for a signature over them (Razorpay's webhook); undefined when not kept. */
  rawBody: Buffer | undefined;
  authDeps: AuthDeps;
  /** Who is asking, for the open endpoints' rate limits (the environment's ClientAddress, decision 015). */
  client: string;
  /** Whether the body came as multipart/form-data (read by the handler, platform/api/multipart.ts). */
  multipart: boolean;
  /** Headers for the answer, success or error: set on the response before the contract's handler writes it. */
  resHeaders: { set(name: string, value: string): void };
}

/** Who is calling, as the endpoint's declared `caller` requires it (null where it requires nobody). */
export interface Calling {
  signedIn: SignedIn | null;
  caller: Caller | null;
}

export const apiErrors = {
  notMultipart: 'Send the file as multipart/form-data.',
} as const;

/**
 * Who may call each endpoint, decided here once from its declaration (decision 022): anyone; any ID token of the
 * account, its email verified or not (`account`: creating the profile at sign-up); a verified ID token
 * (`signed-in`: the use case reads the profile with its own data); the token and the profile's role (`member`);
 * the admin claim (`admin`). A suspended person is refused everywhere but where the declaration allows it
 * (decision 031), here, so no use case can forget it.
 */
const callers = os
  .$context<ApiContext>()
  .$meta<EndpointMeta>({ caller: 'public' })
  .middleware(async ({ context, next, procedure, path }) => {
    const meta = procedure['~orpc'].meta;
    if (meta.body === 'multipart' && !context.multipart) {
      answer(failure('unsupported', apiErrors.notMultipart));
    }
    return next({ context: await callingFor(meta, context, path.join('.')) });
  });

async function callingFor(meta: EndpointMeta, context: ApiContext, endpoint: string): Promise<Calling> {
  const required = meta.caller;
  if (required === 'public') return { signedIn: null, caller: null };
  const { auth, db } = context.authDeps;
  const verifiedEmail = required !== 'account';
  const signedIn = answer(await verifyBearer(auth, context.headers.authorization, endpoint, { verifiedEmail }));
  if (required === 'account') return { signedIn, caller: null };
  if (required === 'admin' && !signedIn.admin) answer(failure('forbidden', callerTexts.notAdmin));
  // Nothing of the profile is needed: no role, and a suspension would not stop it.
  if (required === 'signed-in' && meta.whileSuspended) return { signedIn, caller: null };
  const profile = await profileOf(db, signedIn).get();
  const suspension = suspensionOf(profile);
  if (suspension && !meta.whileSuspended) answer(failure('forbidden', suspendedRefusal(suspension.reason)));
  if (required === 'signed-in') return { signedIn, caller: null };
  return { signedIn, caller: callerFrom(signedIn, profile) };
}

/**
 * A feature's endpoints, each implemented against its declaration: `const api = endpointsOf(adminContract)`, then
 * `api.router({ deleteUser: api.deleteUser.handler(…) })`. Bound to the feature's own contract, so a feature's
 * endpoints import its declarations alone; app.ts gathers them as shared/src/contract.ts gathers the contract.
 */
export function endpointsOf<C extends AnyContractRouter>(
  contract: C,
): ImplementerInternalWithMiddlewares<C, ApiContext, ApiContext & Calling> {
  // The implementer of a contract not yet known here is typed as a procedure's or a router's; each has `use`.
  const implementer = implement(contract as AnyContractRouter).$context<ApiContext>() as unknown as {
    use(middleware: typeof callers): ImplementerInternalWithMiddlewares<C, ApiContext, ApiContext & Calling>;
  };
  return implementer.use(callers);
}

/** Every feature's endpoints, shaped as the whole contract (shared/src/contract.ts): none missing, none extra. */
export type ApiRouter = Router<ApiContract, ApiContext>;

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
  throw declared(outcome.error);
}

/** An error a use case decided on (and logged, if it was a fault): the handler does not log it again. */
export class DecidedError extends ORPCError<string, undefined> {}

const declared = ({ code, message }: OutcomeError) =>
  new DecidedError(errorNameFor[code], { status: statusFor(code), message });

/**
 * The handler most endpoints are: their use case called with the feature's deps, the caller the declaration
 * required (a member or an admin) and the input, and its outcome answered (`api.transition.handler(forCaller(deps,
 * takeStep))`).
 */
export function forCaller<Deps, Input, T>(
  deps: Deps,
  useCase: (deps: Deps, caller: Caller, input: Input) => Promise<Outcome<T>>,
) {
  return async ({ input, context }: { input: Input; context: Calling }): Promise<T> =>
    answer(await useCase(deps, callerOf(context), input));
}

/** A streamed answer (an event iterator): a failure its use case throws mid-way ends it as the declared error. */
export async function* answerStream<T, R>(pieces: AsyncGenerator<T, R>): AsyncGenerator<T, R> {
  try {
    return yield* pieces;
  } catch (error) {
    throw error instanceof FailureThrown ? declared(error.failure) : error;
  }
}
