// SPEC 4 'Deadline display': counted in whole calendar days, so a deadline later today is 'Due today'.
import { texts } from '../texts.ts';

export const DEADLINE_SOON_DAYS = 7;

export type DeadlineTone = 'overdue' | 'today' | 'soon' | 'later' | 'none';

export interface DeadlineDisplay {
  text: string;
  tone: DeadlineTone;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(millis: number): number {
  const date = new Date(millis);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `now` to `deadline`; negative when past. Rounds to survive DST shifts. */
export function daysUntil(deadline: number, now: number): number {
  return Math.round((startOfDay(deadline) - startOfDay(now)) / DAY_MS);
}

export function deadlineDisplay(deadline: number | null, now: number): DeadlineDisplay {
  if (deadline === null) return { text: texts.projects.noDeadline, tone: 'none' };
  const days = daysUntil(deadline, now);
  if (days < 0) return { text: texts.projects.overdueBy(-days), tone: 'overdue' };
  if (days === 0) return { text: texts.projects.dueToday, tone: 'today' };
  const text = `${days} ${days === 1 ? 'day' : 'days'} left`;
  return { text, tone: days <= DEADLINE_SOON_DAYS ? 'soon' : 'later' };
}
