import { describe, expect, it } from 'vitest';
import { hourlyLimits, limitMetText, retryIn } from './limits.ts';

describe('limitMetText', () => {
  it('says what the limit allows and when to try again, rounded up to whole minutes', () => {
    expect(limitMetText(hourlyLimits.projects, 23 * 60 - 5)).toBe(
      'You can post 10 projects an hour. Try again in 23 minutes.',
    );
  });

  it('never says less than a minute', () => {
    expect(retryIn(1)).toBe('in 1 minute');
    expect(retryIn(0)).toBe('in 1 minute');
    expect(retryIn(61)).toBe('in 2 minutes');
  });
});
