// An endpoint's limit (platform/rate-limit.ts, decision 032), taken before its use case runs: nothing when the
// request may go on, else the declared 429 with its text and a Retry-After header. Per client address (decision 015:
// never a header the client sets) for the open endpoints and sign-ups, per person for members' writes.
import type { Firestore } from 'firebase-admin/firestore';
import { limitMetText, type HourlyLimit } from '@marketplace/shared/safety/limits';
import { failure } from '../http.ts';
import { takeRequest, type LimitSubject, type RateLimit } from '../rate-limit.ts';
import { answer, signedInOf, type ApiContext, type Calling } from './implement.ts';

async function limitOrRefuse(
  db: Firestore,
  context: ApiContext,
  rule: RateLimit,
  subject: LimitSubject,
  text: (retryAfterSeconds: number) => string,
): Promise<void> {
  const decision = await takeRequest(db, rule, subject);
  if (decision.allowed) return;
  context.resHeaders?.set('Retry-After', String(decision.retryAfterSeconds));
  answer(failure('too-many', text(decision.retryAfterSeconds)));
}

/** An open endpoint's limit per calling client, refused with its own fixed text. */
export const limitPerClient = (db: Firestore, context: ApiContext, rule: RateLimit, text: string) =>
  limitOrRefuse(db, context, rule, { kind: 'address', address: context.client }, () => text);

/** One of the hourly limits (shared/src/safety/limits.ts), refused with words that say when to try again. */
export function limitHourly(db: Firestore, context: ApiContext & Calling, limit: HourlyLimit): Promise<void> {
  const subject: LimitSubject =
    limit.per === 'person'
      ? { kind: 'person', uid: signedInOf(context).uid, email: signedInOf(context).email }
      : { kind: 'address', address: context.client };
  return limitOrRefuse(db, context, limit, subject, (seconds) => limitMetText(limit, seconds));
}
