// How many requests one client may make to an open endpoint (the assistant, job applications) in a window,
// counted in Firestore so every function instance shares the count: a fixed window per client, one small
// transaction per request. The documents carry expireAt for a Firestore TTL policy to clean them up.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { transact } from './transaction.ts';

export interface RateLimit {
  /** What is limited, e.g. 'assistant'; each endpoint counts on its own. */
  name: string;
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function takeRequest(
  db: Firestore,
  rule: RateLimit,
  /** Who is asking: the environment's ClientAddress (platform/client-address.ts), never a client's header. */
  client: string,
  now = Date.now(),
): Promise<RateDecision> {
  const window = Math.floor(now / rule.windowMs);
  // Hashed: the address itself is not kept, and any characters become a safe document id.
  const id = createHash('sha256').update(`${rule.name}|${client}|${window}`).digest('hex').slice(0, 40);
  const ref = db.doc(paths.rateLimit(id));
  const count = await transact(db, async (tx) => {
    const taken = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (taken >= rule.limit) return taken + 1;
    tx.set(ref, { count: taken + 1, expireAt: Timestamp.fromMillis((window + 2) * rule.windowMs) });
    return taken + 1;
  });
  if (count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil(((window + 1) * rule.windowMs - now) / 1000) };
}
