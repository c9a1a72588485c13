// The console's endpoints declared with the contract (decision 022): the inbox and the search (decision 063).
import type { Firestore } from 'firebase-admin/firestore';
import { consoleContract } from '@marketplace/shared/admin/console-api';
import { endpointsOf } from '../../platform/api/implement.ts';
import { readInbox } from './console-inbox.ts';
import { searchConsole } from './console-search.ts';

const api = endpointsOf(consoleContract);

export function consoleEndpoints(deps: { db: Firestore }) {
  return api.router({
    inbox: api.inbox.handler(() => readInbox(deps)),
    search: api.search.handler(({ input }) => searchConsole(deps, input.q)),
  });
}
