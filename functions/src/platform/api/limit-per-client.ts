// An open endpoint's per-client limit (platform/rate-limit.ts), taken from the calling client (the context's
// address, decision 015): nothing when allowed, else the declared 429 with its text and a Retry-After header.
import type { Firestore } from 'firebase-admin/firestore';
import { failure } from '../http.ts';
import { takeRequest, type RateLimit } from '../rate-limit.ts';
import { answer, type ApiContext } from './implement.ts';

export async function limitPerClient(db: Firestore, context: ApiContext, rule: RateLimit, text: string): Promise<void> {
  const decision = await takeRequest(db, rule, context.client);
  if (decision.allowed) return;
  context.resHeaders?.set('Retry-After', String(decision.retryAfterSeconds));
  answer(failure('too-many', text));
}
