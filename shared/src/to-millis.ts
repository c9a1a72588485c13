// A stored date as epoch millis, without the validation library (the visitor's first read uses it: decision 013):
// a Timestamp of either SDK (both have toMillis()), millis, or a date string from the earlier app; null otherwise.
export function toMillis(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    const millis: unknown = value.toMillis();
    return typeof millis === 'number' ? millis : null;
  }
  return null;
}
