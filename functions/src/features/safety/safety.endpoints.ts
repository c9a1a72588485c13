// Trust and safety's endpoints declared with the contract (decision 022): reports and blocks for members, the
// moderation queue's decisions and an author's history for admins (decision 031). A report is limited per person
// and hour (decision 032).
import type { Firestore } from 'firebase-admin/firestore';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { moderationContract, safetyContract } from '@marketplace/shared/safety/safety-api';
import { answer, callerOf, endpointsOf, forCaller } from '../../platform/api/implement.ts';
import { hourly } from '../../platform/api/request-limits.ts';
import { authorHistory } from './author-history.ts';
import { blockPerson, unblockPerson } from './block-person.ts';
import { decideCase, undoDecision } from './decide-case.ts';
import { fileReport } from './file-report.ts';

const api = endpointsOf({ ...safetyContract, moderation: moderationContract });

export function safetyEndpoints(deps: { db: Firestore }) {
  return api.router({
    report: api.report.handler(async ({ input, context }) =>
      answer(await fileReport(deps, callerOf(context), input, hourly(deps.db, context, hourlyLimits.reports))),
    ),
    block: api.block.handler(forCaller(deps, blockPerson)),
    unblock: api.unblock.handler(forCaller(deps, unblockPerson)),
    moderation: {
      decide: api.moderation.decide.handler(forCaller(deps, decideCase)),
      undo: api.moderation.undo.handler(forCaller(deps, undoDecision)),
      authorHistory: api.moderation.authorHistory.handler(async ({ input }) =>
        answer(await authorHistory(deps, input.uid)),
      ),
    },
  });
}
