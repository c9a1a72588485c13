import { z } from 'zod';

/** SPEC 3 'Job' as the careers page lists it. postedAt crosses the boundary as epoch millis. */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  postedAt: z.number().nullable(),
});
export type Job = z.infer<typeof jobSchema>;
