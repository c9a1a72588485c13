import { describe, expect, it } from 'vitest';
import { indiaDate, indiaDateTime, indiaDay } from './india-day.ts';

// 2027-03-02 20:35 UTC is already 3 March in India (02:05 on the 3rd, UTC+5:30).
const lateEveningUtc = Date.UTC(2027, 2, 2, 20, 35);

describe('India time, whatever zone the code runs in', () => {
  it('files an instant under India’s calendar day', () => {
    expect(indiaDay(lateEveningUtc)).toBe('2027-03-03');
  });

  it('reads a date and a time in India’s zone, saying the zone', () => {
    expect(indiaDate(lateEveningUtc)).toBe('3 Mar 2027');
    expect(indiaDateTime(lateEveningUtc)).toMatch(/^3 Mar 2027, 2:05 am IST$/i);
  });
});
