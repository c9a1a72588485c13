// A Firestore refusal told apart from other failures (SPEC 8: permission-denied has its own message; error-text.ts).

export function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied';
}
