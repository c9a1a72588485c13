// SPEC 3 'Job'. Read without the validation library, like the store's listings (shared/src/store/listing.ts):
// the careers page's first screen reads the jobs, and zod would be a fifth of its scripts.
import { texts } from '../texts.ts';
import { toMillis } from '../to-millis.ts';

/** SPEC 3 'Job' as the careers page lists it, read from the stored document (postedAt as epoch millis). */
export interface Job {
  id: string;
  title: string;
  location: string;
  description: string;
  /** Null while the server has not yet set it, or when it cannot be read. */
  postedAt: number | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored job with its id; null when it does not have a job's shape. */
export function jobFrom(id: string, data: unknown): Job | null {
  if (!data || typeof data !== 'object') return null;
  const { title, location, description, postedAt } = data as Record<string, unknown>;
  if (!isText(title) || !isText(location) || !isText(description)) return null;
  return { id, title, location, description, postedAt: toMillis(postedAt) };
}

/** The stored jobs that read as jobs, in the order given; one that does not is left out. */
export function jobsFrom(documents: readonly { id: string; data: unknown }[]): Job[] {
  return documents.flatMap(({ id, data }) => jobFrom(id, data) ?? []);
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
