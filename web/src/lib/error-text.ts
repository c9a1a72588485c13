// The one way a failure reaches a person in the web app (STYLE rule 10, ARCHITECTURE 'Conventions'): the text the
// failure declares for them, never an exception's own message. ESLint refuses `error.message` elsewhere in the web
// app (eslint.config.js), so a second way cannot creep back in.
import { ApiError, serverExplanation } from '@marketplace/shared/api-error';
import { texts } from '@marketplace/shared/texts';
import { isPermissionDenied } from './firestore-errors.ts';

/**
 * A failure whose message is a text declared for the person (SPEC 8's, an endpoint's), thrown where a caller
 * shows what it rejects with: a confirmation dialog, a form.
 */
export class ShownError extends Error {
  override name = 'ShownError';
}

/**
 * What a person is shown when `error` ends what they did: its declared text (a ShownError's; the server's own words
 * for a refusal, a 4xx, which the endpoint declares, and for the 5xx statuses in `declared`, which an endpoint
 * declares with a text of its own, such as a provider's failure), else `fallback`, the declared text of what failed,
 * with SPEC 8's explanation after it when the database refused.
 */
export function errorText(error: unknown, fallback: string, declared: readonly number[] = []): string {
  if (error instanceof ShownError) return error.message;
  const explained = serverExplanation(error);
  if (explained) return explained;
  if (error instanceof ApiError && declared.includes(error.status)) return error.message;
  return isPermissionDenied(error) ? `${fallback} ${texts.auth.permissionDenied}` : fallback;
}
