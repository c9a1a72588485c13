// The SafetyPort and the ModerationPort: reports, blocks and decisions through the API (decision 022's contract),
// a person's hidden people and blocks, the moderation cases and the limits met read live from Firestore under the
// rules (the person's own; admins' for the last two).
import type { Auth } from 'firebase/auth';
import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { ApiError } from '@marketplace/shared/api-error';
import { paths } from '@marketplace/shared/paths';
import { blockSchema } from '@marketplace/shared/safety/block';
import { limitHitSchema } from '@marketplace/shared/safety/limits';
import { moderationCaseSchema } from '@marketplace/shared/safety/moderation';
import { moderationContract, safetyContract } from '@marketplace/shared/safety/safety-api';
import { apiClient } from '../../lib/api-client.ts';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { watchHiddenPeople } from '../../lib/hidden-people.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import type { SafetyPort } from '../../lib/safety.port.ts';
import { logged } from '../../lib/watch.ts';
import { CASES_SHOWN, type ModerationPort } from './moderation.port.ts';

const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

export function safetyAdapter(db: Firestore, auth: Auth): SafetyPort & ModerationPort {
  const safety = apiClient(safetyContract, auth);
  const moderation = apiClient(moderationContract, auth);
  const cases = collection(db, paths.moderationCases);
  const newestFirst = <T extends { createdAt: number | null }>(items: T[]) =>
    [...items].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
  return {
    report: (input) => logged('Sending a report', safety.report(input), isRefusal).then((answer) => answer.message),
    block: (uid) => logged('Blocking a person', safety.block({ uid }), isRefusal).then(() => undefined),
    unblock: (uid) => logged('Unblocking a person', safety.unblock({ uid }), isRefusal).then(() => undefined),
    watchHiddenPeople: (uid) => watchHiddenPeople(db, uid),
    watchBlocks: (uid) =>
      watchQuery(
        'Listing the people you blocked',
        query(collection(db, paths.blocks), where('blockerId', '==', uid)),
        (snapshot) => newestFirst(parsedDocuments(blockSchema, snapshot.docs)),
      ),

    watchOpenCases: () =>
      watchQuery(
        'Listing the moderation queue',
        query(
          cases,
          where('status', '==', 'open'),
          orderBy('openReports', 'desc'),
          orderBy('lastReportedAt', 'desc'),
          limit(CASES_SHOWN),
        ),
        (snapshot) => parsedDocuments(moderationCaseSchema, snapshot.docs),
      ),
    watchDecidedCases: () =>
      watchQuery(
        'Listing decided moderation cases',
        query(cases, where('status', '==', 'decided'), orderBy('decision.at', 'desc'), limit(CASES_SHOWN)),
        (snapshot) => parsedDocuments(moderationCaseSchema, snapshot.docs),
      ),
    authorHistory: (uid) => logged("Reading an author's history", moderation.authorHistory({ uid }), isRefusal),
    decide: (caseId, action, reason) =>
      logged('Deciding a moderation case', moderation.decide({ caseId, action, reason }), isRefusal).then(
        () => undefined,
      ),
    undo: (caseId, reason) =>
      logged('Undoing a moderation decision', moderation.undo({ caseId, reason }), isRefusal).then(() => undefined),
    watchLimitHits: () =>
      watchQuery(
        'Listing who met a limit',
        query(collection(db, paths.limitHits), orderBy('at', 'desc'), limit(CASES_SHOWN)),
        (snapshot) => parsedDocuments(limitHitSchema, snapshot.docs),
      ),
  };
}
