// Trust and safety as the screens use it (decision 031): reporting a thing, blocking and unblocking a person, and
// who a person's lists leave out. Several features offer Report and Block (the chat, a person's page, a product), so
// the port lives below them; its adapter is the safety feature's, built once by the app.
import type { Block } from '@marketplace/shared/safety/block';
import type { ReportInput } from '@marketplace/shared/safety/report';
import type { Watch } from './watch.ts';

export interface SafetyPort {
  /** Resolves with the server's words (received, or already reported); rejects with its ApiError. */
  report(input: ReportInput): Promise<string>;
  /** Rejects with the server's ApiError (yourself, an admin, no such person). */
  block(uid: string): Promise<void>;
  unblock(uid: string): Promise<void>;
  /** The people this person's lists leave out, both ways (never who blocked whom). */
  watchHiddenPeople(uid: string): Watch<string[]>;
  /** The blocks this person made, newest first, for the Profile page. */
  watchBlocks(uid: string): Watch<Block[]>;
}
