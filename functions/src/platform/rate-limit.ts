// How many requests one person or one client may make in a window (docs/decisions/032-limits-on-abuse.md): the
// open endpoints (the assistant, job applications, sign-ups) count per client address (decision 015), the
// members' writes (projects, listings, messages, reports, cash-on-delivery orders) per person.
//
// Counted in Firestore so every function instance shares the count, and without a hot document: each request a
// limit lets through creates one document of its own, numbered 0 to limit - 1 within the window, with create(),
// which Firestore does once per number however many ask at the same moment. A request starts at the count of
// those already there (one aggregation read) and takes the first free number; when none is left below the limit it
// is refused. So no more than `limit` requests pass in a window, under any concurrency, and no two writers ever
// update one document. A request may name what it makes (`key`: a cash-on-delivery order's id, a report's): the
// same key again (a retry, a double click) is let through on its first number and takes no other (decision 032).
// Copies sent at once can each find no number of their key and take one; so a keyed request, once it holds a
// number, looks for its key's others, and all but the first created give theirs back: the first one created is seen
// by every later one and gives nothing back, so one number stays, whatever the interleaving. The documents carry
// expireAt for a Firestore TTL policy to clean them up.
import { createHash } from 'node:crypto';
import { Timestamp, type CollectionReference, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { isAlreadyExists } from './firestore-errors.ts';
import { log } from './log.ts';

export interface RateLimit {
  /** What is limited, e.g. 'assistant'; each name counts on its own. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Who is counted: a signed-in person, or a client's address as the environment's ClientAddress saw it. */
export type LimitSubject = { kind: 'person'; uid: string; email: string } | { kind: 'address'; address: string };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const hash = (text: string, length = 40) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** The address itself is never kept: admins see a short hash of it, the same one for the same address. */
const subjectKey = (subject: LimitSubject) =>
  subject.kind === 'person' ? `person:${subject.uid}` : `address:${hash(subject.address, 12)}`;

export async function takeRequest(
  db: Firestore,
  rule: RateLimit,
  subject: LimitSubject,
  { now = Date.now(), key = null }: { now?: number; key?: string | null } = {},
): Promise<RateDecision> {
  const window = Math.floor(now / rule.windowMs);
  const windowEnd = (window + 1) * rule.windowMs;
  const slots = db.collection(paths.limitSlots(hash(`${rule.name}|${subjectKey(subject)}|${window}`)));
  const expireAt = Timestamp.fromMillis(windowEnd + rule.windowMs);
  if (key !== null && !(await slots.where('key', '==', key).limit(1).get()).empty) return { allowed: true };
  const taken = (await slots.count().get()).data().count;
  // From the count up, then any number below it a keyed copy gave back meanwhile.
  const order = Array.from({ length: rule.limit }, (_, i) => (taken + i) % rule.limit);
  for (const slot of order) {
    const ref = slots.doc(String(slot));
    try {
      await ref.create({ at: Timestamp.fromMillis(now), expireAt, key });
      if (key !== null) await keepFirstOfKey(slots, key, ref.id);
      return { allowed: true };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      // Taken at the same moment by the same request again (a double click): the first one's number is this one's.
      if (key !== null && (await ref.get()).get('key') === key) return { allowed: true };
    }
  }
  await recordHit(db, rule, subject, window, now);
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}

/**
 * A keyed request's number, kept only if it is its key's first: copies of one request that each took a number give
 * back all but the one created first (by the server's create time, then the number), which every later copy sees.
 */
async function keepFirstOfKey(slots: CollectionReference, key: string, mine: string): Promise<void> {
  const ofKey = (await slots.where('key', '==', key).get()).docs;
  const first = ofKey.reduce((a, b) => {
    const order = a.createTime.seconds - b.createTime.seconds || a.createTime.nanoseconds - b.createTime.nanoseconds;
    return order < 0 || (order === 0 && Number(a.id) < Number(b.id)) ? a : b;
  });
  if (first.id !== mine) await slots.doc(mine).delete();
}

/**
 * Who met a limit, once per limit, subject and window (admins list them, newest first): create() makes a refused
 * flood one document, not one per refusal.
 */
async function recordHit(db: Firestore, rule: RateLimit, subject: LimitSubject, window: number, now: number) {
  const key = subjectKey(subject);
  const id = hash(`${rule.name}|${key}|${window}`, 32);
  const who =
    subject.kind === 'person'
      ? { uid: subject.uid, email: subject.email, address: null }
      : { uid: null, email: null, address: key.slice('address:'.length) };
  try {
    await db.doc(paths.limitHit(id)).create({
      limit: rule.name,
      allowed: rule.limit,
      windowStart: Timestamp.fromMillis(window * rule.windowMs),
      windowEnd: Timestamp.fromMillis((window + 1) * rule.windowMs),
      at: Timestamp.fromMillis(now),
      ...who,
      // Kept a month: long enough to see who keeps coming back.
      expireAt: Timestamp.fromMillis(now + 30 * 24 * 60 * 60 * 1000),
    });
    log.info('limit met', { limit: rule.name, subject: key });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}
