// SPEC 7's error body from the contract's errors (decision 022).
import { ORPCError, ValidationError } from '@orpc/server';
import { describe, expect, it } from 'vitest';
import { answer } from './implement.ts';
import { errorBody } from './handler.ts';

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error as ORPCError<string, unknown>;
  }
  throw new Error('nothing was thrown');
};

describe('the API’s error body', () => {
  it('is a use case’s SPEC text, with the status for its code', () => {
    const error = thrown(() =>
      answer({ ok: false, error: { code: 'conflict', message: 'This order is already paid.' } }),
    );
    expect(error.status).toBe(409);
    expect(errorBody(error)).toEqual({ error: 'This order is already paid.' });
    expect(answer({ ok: true, value: 42 })).toBe(42);
  });

  it('names what to fix when the input fails its schema', () => {
    const cause = new ValidationError({
      message: 'Input validation failed',
      issues: [{ message: 'q is missing or invalid.', path: ['q'] }],
    });
    expect(errorBody(new ORPCError('BAD_REQUEST', { message: 'Input validation failed', cause }))).toEqual({
      error: 'q is missing or invalid.',
    });
  });

  it('never shows what escaped an endpoint', () => {
    const error = new ORPCError('INTERNAL_SERVER_ERROR', { message: 'db password wrong', cause: new Error('boom') });
    expect(errorBody(error)).toEqual({ error: 'Something went wrong. Please try again.' });
  });

  it('puts the text under SPEC 7’s `message` field for the endpoints that declare it', () => {
    const error = new ORPCError('FORBIDDEN', { message: 'Only admins can do this.', data: { errorField: 'message' } });
    expect(errorBody(error)).toEqual({ message: 'Only admins can do this.' });
  });
});
