// The local clock's reading of unix-cron schedules, in the trigger's time zone.
import { describe, expect, it } from 'vitest';
import { lastRunAtOrBefore, nextRunAfter, parseCron } from './cron-schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

describe('unix-cron on the local clock', () => {
  const dailyInIndia = parseCron('30 0 * * *', 'Asia/Kolkata');

  it("runs '30 0 * * *' in India at 00:30 IST, which is 19:00 UTC the day before", () => {
    expect(iso(nextRunAfter(dailyInIndia, at('2026-03-10T12:00:00Z')))).toBe('2026-03-10T19:00:00.000Z');
    // Exactly at a run's time, the next is a day later; a moment before, it is that one.
    expect(iso(nextRunAfter(dailyInIndia, at('2026-03-10T19:00:00Z')))).toBe('2026-03-11T19:00:00.000Z');
    expect(iso(nextRunAfter(dailyInIndia, at('2026-03-10T18:59:59Z')))).toBe('2026-03-10T19:00:00.000Z');
    expect(iso(lastRunAtOrBefore(dailyInIndia, at('2026-03-10T19:00:00Z')))).toBe('2026-03-10T19:00:00.000Z');
    expect(iso(lastRunAtOrBefore(dailyInIndia, at('2026-03-10T18:59:00Z')))).toBe('2026-03-09T19:00:00.000Z');
  });

  it('reads steps, ranges and lists, and crosses a month and a year', () => {
    const quarterHours = parseCron('*/15 9-10 * * *', 'UTC');
    expect(iso(nextRunAfter(quarterHours, at('2026-01-05T10:50:00Z')))).toBe('2026-01-06T09:00:00.000Z');
    expect(iso(lastRunAtOrBefore(quarterHours, at('2026-01-05T10:50:00Z')))).toBe('2026-01-05T10:45:00.000Z');
    const newYear = parseCron('0 0 1 1 *', 'Asia/Kolkata');
    expect(iso(nextRunAfter(newYear, at('2026-06-01T00:00:00Z')))).toBe('2026-12-31T18:30:00.000Z');
  });

  it('matches either day field when both are restricted, and reads Sunday as 0 or 7', () => {
    // The 1st of the month or a Monday; 2026-03-01 is a Sunday.
    const either = parseCron('0 12 1 * 1', 'UTC');
    expect(iso(nextRunAfter(either, at('2026-02-27T13:00:00Z')))).toBe('2026-03-01T12:00:00.000Z');
    expect(iso(nextRunAfter(either, at('2026-03-01T13:00:00Z')))).toBe('2026-03-02T12:00:00.000Z');
    expect(nextRunAfter(parseCron('0 0 * * 7', 'UTC'), 0)).toBe(nextRunAfter(parseCron('0 0 * * 0', 'UTC'), 0));
  });

  it('keeps the wall clock across a daylight-saving change', () => {
    // New York moves from UTC-5 to UTC-4 on 2026-03-08.
    const nineInNewYork = parseCron('0 9 * * *', 'America/New_York');
    expect(iso(nextRunAfter(nineInNewYork, at('2026-03-07T15:00:00Z')))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(lastRunAtOrBefore(nineInNewYork, at('2026-03-08T12:00:00Z')))).toBe('2026-03-07T14:00:00.000Z');
  });

  it('refuses what it cannot read, so a bad table entry stops the host at start', () => {
    expect(() => parseCron('every day 00:30', 'Asia/Kolkata')).toThrow(/5 fields/);
    expect(() => parseCron('60 0 * * *', 'UTC')).toThrow(/minute out of range/);
    expect(() => parseCron('0 0 * JAN *', 'UTC')).toThrow(/not a cron month/);
    expect(() => parseCron('0 0 * * *', 'Mars/Olympus')).toThrow(RangeError);
  });
});
