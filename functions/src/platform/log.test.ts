import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log.ts';

afterEach(() => vi.restoreAllMocks());

const lineOf = (spy: { mock: { calls: unknown[][] } }) => JSON.parse(String(spy.mock.calls[0]![0])) as object;

describe('log.error', () => {
  it('writes the caught error with its name and message beside the context', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('delivery failed', new RangeError('too far'), { entryId: 'e1' });
    expect(lineOf(spy)).toMatchObject({
      severity: 'ERROR',
      message: 'delivery failed',
      entryId: 'e1',
      error: { name: 'RangeError', message: 'too far' },
    });
  });

  it('writes no error field for a fault found without one, never the word "undefined"', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.error('a refund without its capture gets no credit note', undefined, { entryId: 'e2' });
    expect(lineOf(spy)).toEqual({
      severity: 'ERROR',
      message: 'a refund without its capture gets no credit note',
      entryId: 'e2',
    });
  });
});
