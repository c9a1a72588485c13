// One way to stand in for a feature's API client in component tests (decision 083): the calls the test gives, typed
// by the same part of the contract as the real client, and kept as given (so a test reads a vi.fn's calls); a call
// it did not give rejects, naming itself. Only tests import this file.
import type { AnyContractRouter } from '@orpc/contract';
import type { ApiClient } from '../api-client.ts';

export function fakeClient<C extends AnyContractRouter, T extends Partial<ApiClient<C>>>(
  _contract: C,
  calls: T,
): ApiClient<C> & T {
  const given = calls as Record<string, unknown>;
  return new Proxy(given, {
    get: (_target, key) =>
      // `then` would make the client look like a promise to `await`.
      typeof key !== 'string' || key === 'then'
        ? undefined
        : (given[key] ?? (() => Promise.reject(new Error(`The test's client has no call ${key}.`)))),
  }) as ApiClient<C> & T;
}
