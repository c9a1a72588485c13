// The one client for /api (decision 022), made from the contract in shared: typed input and output,
// every answer checked against its declared schema, and every error arriving as an ApiError carrying the
// server's SPEC text and status. The signed-in person's ID token goes along as a bearer token; endpoints open to
// visitors are called without one. An upload reports its progress (the call's `onUploadProgress`). Made for one
// feature's part of the contract (`apiClient(adminContract, auth)`), so an adapter's chunk carries that feature's
// schemas alone; loaded by the adapters that use it, never in a visitor's first load.
import type { Auth } from 'firebase/auth';
import { createORPCClient, ORPCError } from '@orpc/client';
import type { AnyContractRouter, ContractRouterClient } from '@orpc/contract';
import { ResponseValidationPlugin } from '@orpc/contract/plugins';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import { ApiError, errorMessageOf } from '@marketplace/shared/api-error';
import { fetchWithProgress } from './fetch-with-progress.ts';

/** What a single call may add: `{ context: { onUploadProgress } }` for an upload, 0 to 1 as the bytes go out. */
export interface ApiCallContext {
  onUploadProgress?: (fraction: number) => void;
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
      return context.onUploadProgress ? fetchWithProgress(request, context.onUploadProgress) : send(request, init);
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
      async ({ next }) => {
        try {
          return await next();
        } catch (error) {
          if (error instanceof ORPCError) throw new ApiError(error.message, error.status);
          throw error;
        }
      },
    ],
  });
  return createORPCClient(link);
}
