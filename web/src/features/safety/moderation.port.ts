// What the admins' moderation queue and the list of limits met read and do (decisions 031 and 032): the cases open
// and lately decided (Firestore, admins' read), a thing's author's history, deciding and undoing (the API).
import type { AuthorHistory, ModerationAction, ModerationCase } from '@marketplace/shared/safety/moderation';
import type { LimitHit } from '@marketplace/shared/safety/limits';
import type { Watch } from '../../lib/watch.ts';

/** How many cases each list shows. */
export const CASES_SHOWN = 30;

export interface ModerationPort {
  /** Open cases, the most reported first, then the newest report first. */
  watchOpenCases(): Watch<ModerationCase[]>;
  /** The cases decided lately, newest decision first (each can be undone). */
  watchDecidedCases(): Watch<ModerationCase[]>;
  authorHistory(uid: string): Promise<AuthorHistory>;
  /** Rejects with the server's refusal (an ApiError). Resolves with the suspended person's name after a suspension. */
  decide(caseId: string, action: ModerationAction, reason: string): Promise<{ suspended?: string }>;
  undo(caseId: string, reason: string): Promise<void>;
  /** Who met which limit, newest first. */
  watchLimitHits(): Watch<LimitHit[]>;
}
