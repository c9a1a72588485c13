// Dates as people in India read them (en-IN), for every list and detail view.

export function formatDate(millis: number): string {
  return new Date(millis).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatDateTime(millis: number, locale = 'en-IN'): string {
  return new Date(millis).toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    // Intl words Hindi's morning and afternoon in Latin letters ('pm'): a Hindi screen reads the 24-hour clock.
    ...(locale.startsWith('hi') && { hourCycle: 'h23' as const }),
  });
}
