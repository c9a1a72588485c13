// The SafetyPort and the ModerationPort on Firestore (decision 031): a person's hidden people and blocks, and
// for admins the moderation cases and the limits met, read live under the rules. What they do goes through the safety
// and moderation clients (decision 083).
import { collection, limit, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { paths } from '@marketplace/shared/paths';
import { blockSchema } from '@marketplace/shared/safety/block';
import { limitHitSchema } from '@marketplace/shared/safety/limits';
import { moderationCaseSchema } from '@marketplace/shared/safety/moderation';
import { watchQuery } from '../../lib/firestore-watch.ts';
import { watchHiddenPeople } from '../../lib/hidden-people.ts';
import { parsedDocuments } from '../../lib/parsed-documents.ts';
import type { SafetyPort } from '../../lib/safety.port.ts';
import { CASES_SHOWN, type ModerationPort } from './moderation.port.ts';

type Reads = Pick<SafetyPort, 'watchHiddenPeople' | 'watchBlocks'> &
  Pick<ModerationPort, 'watchOpenCases' | 'watchDecidedCases' | 'watchLimitHits'>;

export function firestoreSafety(db: Firestore): Reads {
  const cases = collection(db, paths.moderationCases);
  const newestFirst = <T extends { createdAt: number | null }>(items: T[]) =>
    [...items].sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
  return {
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
    watchLimitHits: () =>
      watchQuery(
        'Listing who met a limit',
        query(collection(db, paths.limitHits), orderBy('at', 'desc'), limit(CASES_SHOWN)),
        (snapshot) => parsedDocuments(limitHitSchema, snapshot.docs),
      ),
  };
}
