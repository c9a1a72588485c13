// The console's server half (decision 063): the inbox and the search endpoints, with the admin's ID token.
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { consoleContract } from '@marketplace/shared/admin/console-api';
import { apiClient } from '../../../lib/api-client.ts';
import { logged } from '../../../lib/watch.ts';
import type { ConsolePort } from './console.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function httpConsole(auth: Auth): ConsolePort {
  const api = apiClient(consoleContract, auth);
  return {
    inbox: () => logged('Reading the inbox', api.inbox(), isRefusal),
    search: (q) => logged('Searching the console', api.search({ q }), isRefusal).then((body) => body.results),
  };
}
