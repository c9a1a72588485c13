// How long an admin has left to answer a bank (decision 049: a missed window loses the case), in words.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function span(millis: number): string {
  if (millis < HOUR) return plural(Math.max(1, Math.ceil(millis / 60_000)), 'minute');
  if (millis < DAY) return plural(Math.floor(millis / HOUR), 'hour');
  const days = Math.floor(millis / DAY);
  const hours = Math.floor((millis - days * DAY) / HOUR);
  return hours > 0 ? `${plural(days, 'day')} ${plural(hours, 'hour')}` : plural(days, 'day');
}

/** '2 days 5 hours left', '40 minutes left', or 'Overdue by 3 hours'. */
export function timeLeftText(respondBy: number, now: number): string {
  const left = respondBy - now;
  return left > 0 ? `${span(left)} left` : `Overdue by ${span(-left)}`;
}
