// Calls to the `api` function: the signed-in person's ID token goes along as a bearer token, and an
// error body `{ error }` or `{ message }` (SPEC 7) becomes an ApiError carrying that message and the HTTP status.
import type { Auth } from 'firebase/auth';
import { ApiError, errorMessageOf } from '@marketplace/shared/api-error';

export { ApiError };

/** Anything with a zod-like `parse`, so callers can pass the shared schemas without web depending on zod. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Further request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Checks and types the success body; without it the body is returned unchecked. */
  response?: ResponseParser<T>;
  signal?: AbortSignal;
}

export async function callApi<T = unknown>(auth: Auth, path: string, request: ApiRequest<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  // Endpoints that need no sign-in accept the call without a token, so a visitor can use them too.
  const token = await auth.currentUser?.getIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(path, {
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: request.signal,
  });
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(errorMessageOf(body) ?? `Request failed (HTTP ${response.status}).`, response.status);
  return request.response ? request.response.parse(body) : (body as T);
}

/** A body that is not JSON (a proxy's HTML error page, an empty 204) reads as null instead of throwing. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
