// Failures as the text a person sees (SPEC 8: permission-denied has its own message). A write the API refused
// with words for the person (a 4xx: a limit met with when to try again, a block, a suspension) shows those words.
import { serverExplanation } from '@marketplace/shared/api-error';
import { texts } from '@marketplace/shared/texts';

export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

/** `fallback` is the SPEC text of what failed; a permission problem adds SPEC's explanation after it. */
export function failureText(error: unknown, fallback: string): string {
  const explained = serverExplanation(error);
  if (explained) return explained;
  return isPermissionDenied(error) ? `${fallback} ${texts.auth.permissionDenied}` : fallback;
}
