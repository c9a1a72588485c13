// The SafetyPort's and the ModerationPort's API halves (decisions 022, 031): reporting, blocking and unblocking, and
// for admins a thing's author's history, deciding a case and undoing it. What they read live is Firestore's
// (firestore-safety.ts).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { moderationContract, safetyContract } from '@marketplace/shared/safety/safety-api';
import { apiClient } from '../../lib/api-client.ts';
import type { SafetyPort } from '../../lib/safety.port.ts';
import { logged } from '../../lib/watch.ts';
import type { ModerationPort } from './moderation.port.ts';

/** A refusal (already reported, yourself, an admin) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

type Actions = Pick<SafetyPort, 'report' | 'block' | 'unblock'> &
  Pick<ModerationPort, 'authorHistory' | 'decide' | 'undo'>;

export function httpSafety(auth: Auth): Actions {
  const safety = apiClient(safetyContract, auth);
  const moderation = apiClient(moderationContract, auth);
  return {
    report: (input) => logged('Sending a report', safety.report(input), isRefusal).then((answer) => answer.message),
    block: (uid) => logged('Blocking a person', safety.block({ uid }), isRefusal).then(() => undefined),
    unblock: (uid) => logged('Unblocking a person', safety.unblock({ uid }), isRefusal).then(() => undefined),
    authorHistory: (uid) => logged("Reading an author's history", moderation.authorHistory({ uid }), isRefusal),
    decide: (caseId, action, reason) =>
      logged('Deciding a moderation case', moderation.decide({ caseId, action, reason }), isRefusal).then(
        ({ suspended }) => (suspended === undefined ? {} : { suspended }),
      ),
    undo: (caseId, reason) =>
      logged('Undoing a moderation decision', moderation.undo({ caseId, reason }), isRefusal).then(() => undefined),
  };
}
