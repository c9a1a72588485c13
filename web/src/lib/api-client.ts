// The one client for /api (decision 022), made from the contract in shared: typed input and output,
// every answer checked against its declared schema, and every error arriving as an ApiError carrying the
// server's SPEC text and status. The signed-in person's ID token goes along as a bearer token; endpoints open to
// visitors are called without one. An upload brings the sender that reports its progress (withUploadProgress,
// fetch-with-progress.ts), so a feature that never uploads does not load it (decision 091). Made for one
// feature's part of the contract (`apiClient(adminContract, auth)`), so a feature's chunk carries its schemas alone;
// never in a visitor's first load. The client is the port of an API-backed feature (decision 083), so it logs a
// call's fault itself: a refusal (4xx) is an answer the screen shows in the server's words, not a fault to log.
import type { Auth } from 'firebase/auth';
import { createORPCClient, ORPCError } from '@orpc/client';
import { isContractProcedure, type AnyContractRouter, type ContractRouterClient } from '@orpc/contract';
import { ResponseValidationPlugin } from '@orpc/contract/plugins';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { ApiError, errorMessageOf } from '@marketplace/shared/api-error';

/** What a single call may add: its own sender, `{ context: withUploadProgress(onProgress) }` for an upload. */
export interface ApiCallContext {
  send?: (request: Request) => Promise<Response>;
}

export type ApiClient<C extends AnyContractRouter> = ContractRouterClient<C, ApiCallContext>;

/** `send` stands in for the network in tests. */
export function apiClient<C extends AnyContractRouter>(
  contract: C,
  auth: Auth | null,
  send: typeof fetch = (...args) => fetch(...args),
): ApiClient<C> {
  const link = new OpenAPILink<ApiCallContext>(contract, {
    // Read at each call, not when the client is made: an adapter may be made where no page is (a Node test's).
    url: () => new URL('/api', window.location.origin),
    fetch: async (request, init, { context }) => {
      return context.send ? context.send(request) : send(request, init);
    },
    headers: async () => {
      const token = await auth?.currentUser?.getIdToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    // SPEC 7's error body, `{ "error": text }` (or `message`), read as the error it names.
    customErrorResponseBodyDecoder: (body, response) =>
      new ORPCError('API_ERROR', {
        status: response.status,
        message: errorMessageOf(body) ?? `Request failed (HTTP ${response.status}).`,
      }),
    plugins: [new ResponseValidationPlugin(contract)],
    interceptors: [
      async ({ next, path, signal }) => {
        try {
          return await next();
        } catch (error) {
          const failure = error instanceof ORPCError ? new ApiError(error.message, error.status) : error;
          const refused = failure instanceof ApiError && failure.status < 500;
          // A call the screen stopped (a closed panel) did not fail.
          if (!refused && !signal?.aborted) console.warn(`${endpointName(contract, path)} failed.`, failure);
          throw failure;
        }
      },
    ],
  });
  return createORPCClient(link);
}

/** The endpoint a call went to, as a log line names it: 'PUT /payouts/verification'. */
function endpointName(contract: AnyContractRouter, path: readonly string[]): string {
  const found = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], contract);
  const route = isContractProcedure(found) ? found['~orpc'].route : {};
  return `${route.method ?? 'POST'} ${route.path ?? path.join('.')}`;
}
