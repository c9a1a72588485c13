// India's calendar day of an instant (IST is UTC+5:30 all year, with no daylight saving): the day a ledger entry,
// a provider's list and the operator's daily figures are filed under, whatever zone the server runs in.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the instant in India. */
export function indiaDay(epochMillis: number): string {
  return new Date(epochMillis + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a day in India covers: [start, end). */
export function indiaDayRange(day: string): { start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(start)) throw new Error(`not a day: ${day}`);
  return { start, end: start + DAY_MS };
}

/** The day before `day`, as the daily reconciliation and folds take 'yesterday'. */
export function previousIndiaDay(day: string): string {
  return indiaDay(indiaDayRange(day).start - 1);
}
