// How every route answers (STYLE rules 3 and 4): a use case returns an Outcome, a value or an error with a
// code and the text to show; the route parses the body, calls the use case and maps the code to a status.
// Nothing a client can send ends in a 5xx: bad input is a 400 with a message that says what to fix.
import type { Response } from 'express';
import type { z } from 'zod';
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

/** The value as JSON, or the error's text under SPEC 7's `error` field with the status for its code. */
export function respond<T>(res: Response, outcome: Outcome<T>): void {
  if (outcome.ok) res.status(200).json(outcome.value);
  else res.status(statusFor(outcome.error.code)).json({ error: outcome.error.message });
}

/**
 * A request body through a shared zod schema: a schema's own message is kept (the simulated card form shows
 * it), anything else names the field, so a 400 always says what to fix.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): Outcome<z.infer<S>> {
  const parsed = schema.safeParse(body, {
    error: (issue) => (issue.path?.length ? `${issue.path.join('.')} is missing or invalid.` : 'Send a JSON object.'),
  });
  if (parsed.success) return success(parsed.data);
  return failure('invalid', parsed.error.issues[0]?.message ?? 'Invalid request.');
}
