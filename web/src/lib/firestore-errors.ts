// Firestore failures as the text a person sees (SPEC 8: permission-denied has its own message).
import { texts } from '@marketplace/shared/texts';

export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}

/** `fallback` is the SPEC text of what failed; a permission problem adds SPEC's explanation after it. */
export function failureText(error: unknown, fallback: string): string {
  return isPermissionDenied(error) ? `${fallback} ${texts.auth.permissionDenied}` : fallback;
}
