// An endpoint's limit (platform/rate-limit.ts, decision 032): nothing when the request may go on, else the declared
// 429 with its text and a Retry-After header, thrown. Per client address (decision 015: never a header the client
// sets) for the open endpoints and sign-ups, per person for members' writes. The open endpoints take it before their
// use case runs; a member's write hands its use case `Limit`, which it takes just before it writes (so a refused or
// repeated request uses none of the limit).
import type { Firestore } from 'firebase-admin/firestore';
import { limitMetText, type HourlyLimit } from '@marketplace/shared/safety/limits';
import { failure } from '../http.ts';
import { takeRequest, type LimitSubject, type RateLimit } from '../rate-limit.ts';
import { answer, signedInOf, type ApiContext, type Calling } from './implement.ts';

/** Takes one of a limit, or throws its 429; `key` names what the request makes, so the same thing again takes none. */
export type Limit = (key?: string) => Promise<void>;

async function limitOrRefuse(
  db: Firestore,
  context: ApiContext,
  rule: RateLimit,
  subject: LimitSubject,
  text: (retryAfterSeconds: number) => string,
  key: string | null = null,
): Promise<void> {
  const decision = await takeRequest(db, rule, subject, { key });
  if (decision.allowed) return;
  context.resHeaders.set('Retry-After', String(decision.retryAfterSeconds));
  answer(failure('too-many', text(decision.retryAfterSeconds)));
}

/** An open endpoint's limit per calling client, refused with its own fixed text. */
export const limitPerClient = (db: Firestore, context: ApiContext, rule: RateLimit, text: string) =>
  limitOrRefuse(db, context, rule, { kind: 'address', address: context.client }, () => text);

/** One of the hourly limits (shared/src/safety/limits.ts), refused with words that say when to try again. */
export function hourly(db: Firestore, context: ApiContext & Calling, limit: HourlyLimit): Limit {
  return (key) => {
    const subject: LimitSubject =
      limit.per === 'person'
        ? { kind: 'person', uid: signedInOf(context).uid, email: signedInOf(context).email }
        : { kind: 'address', address: context.client };
    return limitOrRefuse(db, context, limit, subject, (seconds) => limitMetText(limit, seconds), key ?? null);
  };
}
