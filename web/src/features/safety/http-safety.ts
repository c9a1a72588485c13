// The SafetyPort's and the ModerationPort's API halves (decisions 022, 031): reporting, blocking and unblocking, and
// for admins a thing's author's history, deciding a case and undoing it. What they read live is Firestore's
// (firestore-safety.ts).
import type { Auth } from 'firebase/auth';
import { moderationContract, safetyContract } from '@marketplace/shared/safety/safety-api';
import { apiClient } from '../../lib/api-client.ts';
import type { SafetyPort } from '../../lib/safety.port.ts';
import type { ModerationPort } from './moderation.port.ts';

type Actions = Pick<SafetyPort, 'report' | 'block' | 'unblock'> &
  Pick<ModerationPort, 'authorHistory' | 'decide' | 'undo'>;

export function httpSafety(auth: Auth): Actions {
  const safety = apiClient(safetyContract, auth);
  const moderation = apiClient(moderationContract, auth);
  return {
    report: (input) => safety.report(input).then((answer) => answer.message),
    block: (uid) => safety.block({ uid }).then(() => undefined),
    unblock: (uid) => safety.unblock({ uid }).then(() => undefined),
    authorHistory: (uid) => moderation.authorHistory({ uid }),
    decide: (caseId, action, reason) =>
      moderation
        .decide({ caseId, action, reason })
        .then(({ suspended }) => (suspended === undefined ? {} : { suspended })),
    undo: (caseId, reason) => moderation.undo({ caseId, reason }).then(() => undefined),
  };
}
