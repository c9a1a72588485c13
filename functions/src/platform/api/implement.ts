// The server's side of the contract (decision 022): the implementer every feature builds its endpoints from,
// and how a use case's Outcome becomes the declared answer or error.
import type { IncomingHttpHeaders } from 'node:http';
import { implement, ORPCError } from '@orpc/server';
import { apiContract } from '@marketplace/shared/api/contract';
import type { ErrorName } from '@marketplace/shared/api/endpoint';
import { statusFor, type ErrorCode, type Outcome } from '../http.ts';

/** What every endpoint is called with: the request's headers (who calls, from where). */
export interface ApiContext {
  headers: IncomingHttpHeaders;
}

/** `api.<feature>.<endpoint>.handler(…)`: each endpoint implemented against its declaration. */
export const api = implement(apiContract).$context<ApiContext>();

const errorNames: Record<ErrorCode, ErrorName> = {
  invalid: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'too-large': 'PAYLOAD_TOO_LARGE',
  unsupported: 'UNSUPPORTED_MEDIA_TYPE',
  'too-many': 'TOO_MANY_REQUESTS',
  'provider-failed': 'BAD_GATEWAY',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** The use case's value, or its error thrown as the declared error (its status, its SPEC text). */
export function answer<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  const { code, message } = outcome.error;
  throw new ORPCError(errorNames[code], { status: statusFor[code], message });
}
