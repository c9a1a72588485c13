// How every route answers (STYLE rules 3 and 4): a use case returns an Outcome, a value or an error with a
// code and the text to show; the route parses the body, calls the use case and maps the code to a status.
// Nothing a client can send ends in a 5xx: bad input is a 400 with a message that says what to fix.
import type { Response } from 'express';
import type { z } from 'zod';

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

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: ErrorCode, message: string): Outcome<never> => ({ ok: false, error: { code, message } });

export const statusFor: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many': 429,
  'provider-failed': 502,
  unavailable: 503,
};

/**
 * The value as JSON, or the error's text with the status for its code, under SPEC 7's field: `error` for most
 * endpoints, `message` for the admin deletions.
 */
export function respond<T>(res: Response, outcome: Outcome<T>, errorField: 'error' | 'message' = 'error'): void {
  if (outcome.ok) res.status(200).json(outcome.value);
  else res.status(statusFor[outcome.error.code]).json({ [errorField]: outcome.error.message });
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
