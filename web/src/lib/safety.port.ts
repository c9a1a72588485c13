// Trust and safety as the screens use it (decision 031): who a person's lists leave out and whom they blocked, read
// live; reporting a thing, blocking and unblocking a person are the safety client (decision 083). Several features
// offer Report and Block (the chat, a person's page, a product), so both live below them; the reads' adapter is the
// safety feature's, built once by the app.
import type { Block } from '@marketplace/shared/safety/block';
import type { safetyContract } from '@marketplace/shared/safety/safety-api';
import type { ApiClient } from './api-client.ts';
import type { Watch } from './watch.ts';

/**
 * Reporting (answered in the server's words: received, or already reported), blocking and unblocking; a refusal
 * (yourself, an admin, no such person) rejects in the server's words.
 */
export type SafetyApi = ApiClient<typeof safetyContract>;

export interface SafetyPort {
  /** The people this person's lists leave out, both ways (never who blocked whom). */
  watchHiddenPeople(uid: string): Watch<string[]>;
  /** The blocks this person made, newest first, for the Profile page. */
  watchBlocks(uid: string): Watch<Block[]>;
}
