// Stored dates as epoch millis (STYLE rule 6). Firestore hands out Timestamps (the web SDK's and the admin
// SDK's are different classes with the same toMillis()), and data from the earlier app may hold millis or
// date strings. One zod schema reads them all, so every document schema in shared states its dates once.
import { z } from 'zod';
import { toMillis } from './to-millis.ts';

/** A stored date, or null when it is missing, not yet set by the server, or unreadable. */
export const epochMillis = z.preprocess(toMillis, z.number().nullable());
