// How every use case answers (STYLE rules 3 and 4): an Outcome, a value or an error with a code and the text to
// show; the contract's endpoints turn the code into its declared error and status (platform/api/implement.ts).
// Nothing a client can send ends in a 5xx: bad input is a 400 with a message that says what to fix.
import { errorStatus, type ErrorName } from '@marketplace/shared/api/endpoint';

export type ErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported'
  | 'too-many'
  | 'provider-failed'
  | 'unavailable';

export interface OutcomeError {
  code: ErrorCode;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: OutcomeError };

/** A use case's failure thrown where it cannot be returned: from inside a stream that has already begun. */
export class FailureThrown extends Error {
  constructor(readonly failure: OutcomeError) {
    super(failure.message);
    this.name = 'FailureThrown';
  }
}

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: ErrorCode, message: string): Outcome<never> => ({ ok: false, error: { code, message } });

/**
 * Each code's error in the contract's words (shared/src/api/endpoint.ts), which also gives its status: one table
 * for the Express routes and the contract's endpoints (platform/api/implement.ts).
 */
export const errorNameFor: Record<ErrorCode, ErrorName> = {
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

export const statusFor = (code: ErrorCode): number => errorStatus[errorNameFor[code]];
