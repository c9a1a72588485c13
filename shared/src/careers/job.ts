import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';

/** SPEC 3 'Job' as the careers page lists it, read from the stored document (postedAt as epoch millis). */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  postedAt: epochMillis,
});
export type Job = z.infer<typeof jobSchema>;
