// Stored dates as epoch millis (STYLE rule 6). Firestore hands out Timestamps (the web SDK's and the admin
// SDK's are different classes with the same toMillis()), and data from the earlier app may hold millis or
// date strings. One zod schema reads them all, so every document schema in shared states its dates once.
import { z } from 'zod';

function toMillis(value: unknown): number | null {
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

/** A stored date, or null when it is missing, not yet set by the server, or unreadable. */
export const epochMillis = z.preprocess(toMillis, z.number().nullable());
