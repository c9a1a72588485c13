// What the operator's console reads from the server (decision 063; shared/src/admin/console-api.ts): the inbox of what
// waits for an admin, and the search.
import type { Inbox, SearchResult } from '@marketplace/shared/admin/console-api';

export interface ConsolePort {
  /** Everything that waits for an admin, due soonest first. */
  inbox(): Promise<Inbox>;
  /** What the text names; rejects with the server's refusal (an ApiError whose message says why). */
  search(text: string): Promise<SearchResult[]>;
}
