// A refusal from the `api` function: its `{ error }` text (SPEC 7) and the HTTP status. The web client
// throws it; machines show its message to the person when the server explains what to fix (a 4xx).

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The server's own words when it refused something the person can act on; null for anything else. */
export function serverExplanation(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;
}

/** The text of an error body: SPEC 7 names the field `error`, and `message` for the admin routes. */
export function errorMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of ['error', 'message'] as const) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
