// What the admins' moderation queue and the list of limits met read and do (decisions 031 and 032): the cases open
// and lately decided (Firestore, admins' read); a thing's author's history, deciding and undoing are the moderation
// client (decision 083).
import type { ModerationCase } from '@marketplace/shared/safety/moderation';
import type { LimitHit } from '@marketplace/shared/safety/limits';
import type { moderationContract } from '@marketplace/shared/safety/safety-api';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

/** How many cases each list shows. */
export const CASES_SHOWN = 30;

export interface ModerationPort {
  /** Open cases, the most reported first, then the newest report first. */
  watchOpenCases(): Watch<ModerationCase[]>;
  /** The cases decided lately, newest decision first (each can be undone). */
  watchDecidedCases(): Watch<ModerationCase[]>;
  /** Who met which limit, newest first. */
  watchLimitHits(): Watch<LimitHit[]>;
}

/**
 * A thing's author's history, deciding a case (answered with the suspended person's name after a suspension) and
 * undoing a decision; a refusal rejects in the server's words.
 */
export type ModerationApi = ApiClient<typeof moderationContract>;
