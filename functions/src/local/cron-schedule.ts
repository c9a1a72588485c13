// When a scheduled function's runs fall due on the local host's clock: the unix-cron schedules Cloud Scheduler reads
// ('30 0 * * *': minute, hour, day of month, month, day of week; numbers, '*', ranges, steps and lists), in the
// trigger's time zone. Month and weekday names are not read: the trigger table writes numbers.
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Cron's own limit on how far a next run may be (29 February comes once in four years, on some weekday). */
const SEARCH_DAYS = 8 * 366;

interface Field {
  values: number[];
  /** '*' (every value): for the days, cron matches either field when both are restricted, else the one that is. */
  any: boolean;
}

export interface CronSchedule {
  minutes: Field;
  hours: Field;
  days: Field;
  months: Field;
  weekdays: Field;
  timeZone: string;
}

function field(text: string, min: number, max: number, what: string): Field {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new Error(`not a cron ${what}: '${item}'`);
    const [, , from, to, step] = match;
    const start = from === undefined ? min : Number(from);
    const end = to !== undefined ? Number(to) : from === undefined || step !== undefined ? max : start;
    const by = step === undefined ? 1 : Number(step);
    if (start < min || end > max || start > end || by < 1) throw new Error(`cron ${what} out of range: '${item}'`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return { values: [...values].sort((a, b) => a - b), any: text === '*' };
}

/** Reads a unix-cron schedule; throws on anything else, so a bad table entry stops the host at start. */
export function parseCron(schedule: string, timeZone: string): CronSchedule {
  const parts = schedule.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`not a unix-cron schedule (5 fields): '${schedule}'`);
  const [minutes, hours, days, months, weekdays] = parts as [string, string, string, string, string];
  // A weekday 7 is Sunday, as 0 is.
  const weekdayField = field(weekdays, 0, 7, 'day of week');
  zoneFormat(timeZone); // an unknown zone throws here
  return {
    minutes: field(minutes, 0, 59, 'minute'),
    hours: field(hours, 0, 23, 'hour'),
    days: field(days, 1, 31, 'day of month'),
    months: field(months, 1, 12, 'month'),
    weekdays: { any: weekdayField.any, values: [...new Set(weekdayField.values.map((day) => day % 7))] },
    timeZone,
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at an instant, as if it were UTC (so Date's UTC fields read it). */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/** The instant a wall-clock time in `timeZone` names (the later reading of an hour a clock change repeats). */
function instantOf(wall: number, timeZone: string): number {
  let instant = wall - (wallClock(wall, timeZone) - wall);
  instant = wall - (wallClock(instant, timeZone) - instant);
  return instant;
}

function dayMatches(cron: CronSchedule, day: Date): boolean {
  if (!cron.months.values.includes(day.getUTCMonth() + 1)) return false;
  const byDate = cron.days.values.includes(day.getUTCDate());
  const byWeekday = cron.weekdays.values.includes(day.getUTCDay());
  if (cron.days.any) return byWeekday;
  if (cron.weekdays.any) return byDate;
  return byDate || byWeekday;
}

/** The schedule's times on one wall-clock day (its midnight as UTC millis), as instants, in order. */
function runsOnDay(cron: CronSchedule, midnight: number): number[] {
  if (!dayMatches(cron, new Date(midnight))) return [];
  return cron.hours.values.flatMap((hour) =>
    cron.minutes.values.map((minute) => instantOf(midnight + (hour * 60 + minute) * MINUTE_MS, cron.timeZone)),
  );
}

const midnightOf = (wall: number) => wall - (wall % DAY_MS);

/** The first time the schedule falls due after `after`. */
export function nextRunAfter(cron: CronSchedule, after: number): number {
  const today = midnightOf(wallClock(after, cron.timeZone));
  for (let day = 0; day <= SEARCH_DAYS; day++) {
    const run = runsOnDay(cron, today + day * DAY_MS).find((instant) => instant > after);
    if (run !== undefined) return run;
  }
  throw new Error('the schedule never falls due');
}

/** The last time the schedule fell due at or before `at`, or null when it never did in the past eight years. */
export function lastRunAtOrBefore(cron: CronSchedule, at: number): number | null {
  const today = midnightOf(wallClock(at, cron.timeZone));
  for (let day = 0; day <= SEARCH_DAYS; day++) {
    const run = runsOnDay(cron, today - day * DAY_MS).findLast((instant) => instant <= at);
    if (run !== undefined) return run;
  }
  return null;
}
