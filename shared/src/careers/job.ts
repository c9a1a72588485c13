import { z } from 'zod';
import { epochMillis } from '../epoch-millis.ts';
import { texts } from '../texts.ts';

/** SPEC 3 'Job' as the careers page lists it, read from the stored document (postedAt as epoch millis). */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  postedAt: epochMillis,
});
export type Job = z.infer<typeof jobSchema>;

/** The stored jobs that read as jobs, in the order given; one that does not parse is left out. */
export function jobsFrom(documents: readonly { id: string; data: unknown }[]): Job[] {
  return documents.flatMap(({ id, data }) => {
    const parsed = jobSchema.safeParse({ ...(data as object), id });
    return parsed.success ? [parsed.data] : [];
  });
}

/** Long enough for a real posting; one field's limit, checked by the form and by firestore.rules. */
export const JOB_TITLE_MAX = 120;
export const JOB_LOCATION_MAX = 120;
export const JOB_DESCRIPTION_MAX = 5000;

export interface PostJobInput {
  title: string;
  location: string;
  description: string;
}

export type PostJobCheck = { ok: true; value: PostJobInput } | { ok: false; error: string };

export const postJobErrors = {
  tooLong: `Keep the title and location under ${JOB_TITLE_MAX} characters and the description under ${JOB_DESCRIPTION_MAX}.`,
} as const;

/** SPEC 5 'Post job': title, location and description are required. */
export function checkPostJob(input: PostJobInput): PostJobCheck {
  const value = { title: input.title.trim(), location: input.location.trim(), description: input.description.trim() };
  if (!value.title || !value.location || !value.description) return { ok: false, error: texts.admin.jobRequired };
  if (
    value.title.length > JOB_TITLE_MAX ||
    value.location.length > JOB_LOCATION_MAX ||
    value.description.length > JOB_DESCRIPTION_MAX
  ) {
    return { ok: false, error: postJobErrors.tooLong };
  }
  return { ok: true, value };
}
