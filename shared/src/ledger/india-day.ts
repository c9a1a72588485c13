// India's calendar day of an instant (IST is UTC+5:30 all year, with no daylight saving): the day a ledger entry,
// a provider's list and the operator's daily figures are filed under, whatever zone the server runs in.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the instant in India. */
export function indiaDay(epochMillis: number): string {
  return new Date(epochMillis + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whether `day` is a `YYYY-MM-DD` day of the calendar: '2026-02-30' is not (Date.parse would roll it over into March).
 */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(at).toISOString().slice(0, 10) === day;
}

/** The instants a day in India covers: [start, end). */
export function indiaDayRange(day: string): { start: number; end: number } {
  if (!isCalendarDay(day)) throw new Error(`not a day: ${day}`);
  const start = Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS;
  return { start, end: start + DAY_MS };
}

/** The day before `day`, as the daily reconciliation and folds take 'yesterday'. */
export function previousIndiaDay(day: string): string {
  return indiaDay(indiaDayRange(day).start - 1);
}

/** '3 Mar 2027': an instant's date as people in India read it, in India's time wherever the code runs. */
export function indiaDate(epochMillis: number): string {
  return new Date(epochMillis).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** '3 Mar 2027, 2:05 pm IST': an instant as people in India read it, with the zone said, for records an admin reads. */
export function indiaDateTime(epochMillis: number): string {
  const time = new Date(epochMillis).toLocaleTimeString('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${indiaDate(epochMillis)}, ${time} IST`;
}
