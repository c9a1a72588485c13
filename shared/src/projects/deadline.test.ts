import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { DEADLINE_SOON_DAYS, daysUntil, deadlineDisplay } from './deadline.ts';

// Built with the local Date constructor so every case means the same calendar days in any time zone.
const at = (month: number, day: number, hours = 0, minutes = 0) =>
  new Date(2026, month - 1, day, hours, minutes).getTime();
const now = at(3, 10, 12, 0);

describe('deadlineDisplay (SPEC 4)', () => {
  it.each([
    ['later today', at(3, 10, 23, 59)],
    ['at 00:00 today, already passed by the clock', at(3, 10, 0, 0)],
    ['at this very moment', now],
  ])('a deadline %s is due today', (_label, deadline) => {
    expect(deadlineDisplay(deadline, now)).toEqual({ text: texts.projects.dueToday, tone: 'today' });
  });

  it.each([
    ['1 day', at(3, 11, 0, 0), 'soon'],
    ['1 day (late tomorrow)', at(3, 11, 23, 59), 'soon'],
    ['7 days', at(3, 17, 23, 59), 'soon'],
    ['8 days', at(3, 18, 0, 0), 'later'],
    ['30 days', at(4, 9, 12, 0), 'later'],
  ] as const)('%s left is %s', (_label, deadline, tone) => {
    expect(deadlineDisplay(deadline, now).tone).toBe(tone);
  });

  it('uses the SPEC 9 threshold of 7 days', () => {
    expect(DEADLINE_SOON_DAYS).toBe(7);
  });

  it.each([
    [1, at(3, 9, 23, 59)],
    [1, at(3, 9, 0, 0)],
    [5, at(3, 5, 12, 0)],
  ])('%i day(s) past is overdue', (days, deadline) => {
    expect(deadlineDisplay(deadline, now)).toEqual({ text: texts.projects.overdueBy(days), tone: 'overdue' });
  });

  it('shows N/A with no tone when there is no deadline', () => {
    expect(texts.projects.noDeadline).toBe('N/A');
    expect(deadlineDisplay(null, now)).toEqual({ text: texts.projects.noDeadline, tone: 'none' });
  });

  it('counts whole calendar days across a month end and the spring and autumn clock changes', () => {
    // March and late October/early November hold the DST switches of most zones that have one.
    expect(daysUntil(at(3, 31, 0, 30), at(3, 1, 23, 30))).toBe(30);
    expect(daysUntil(at(4, 1, 23, 30), at(3, 25, 0, 30))).toBe(7);
    expect(daysUntil(at(11, 8, 0, 0), at(10, 20, 23, 59))).toBe(19);
    expect(daysUntil(at(10, 20, 23, 59), at(11, 8, 0, 0))).toBe(-19);
  });
});
