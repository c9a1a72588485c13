// Limits on abuse (decision 032): each hourly limit is counted on the server without a hot document (one document
// per request let through, numbered below the limit: functions/src/platform/rate-limit.ts), so it holds under 20
// requests at once, answers 429 with words that say when to try again (and Retry-After), records who met it for
// admins, and no header or other address makes a new person or client of the same one.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { hourlyLimits, HOUR_MS } from '@marketplace/shared/safety/limits';
import { takeRequest } from '../../functions/src/platform/rate-limit.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { postFrom } from './support/from-address.ts';
import { signedInPerson, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { ADDRESS, seedProduct } from './support/store.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person;
useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller'] }, (suite) => {
  ({ backend, api } = suite);
  [student, seller] = suite.people;
});

/** A fixed hourly window holds only within one hour: a run that would straddle the hour's end waits for the next. */
beforeEach(async () => {
  while (Date.now() % HOUR_MS > HOUR_MS - 10_000) await new Promise((resolve) => setTimeout(resolve, 500));
});

const CONCURRENT = 20;
const spoofs: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.1' },
  { 'x-real-ip': '203.0.113.2' },
  { forwarded: 'for=203.0.113.3' },
  { 'fastly-client-ip': '203.0.113.4' },
];

/** `count` requests at once from `from`, as `person`, each with its own body. */
const atOnce = (count: number, path: string, person: Person, body: (i: number) => object, from = '127.0.0.2') =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      postFrom(from, `${api.url}/api${path}`, body(i), { authorization: `Bearer ${person.token}` }),
    ),
  );

/** The student's cash-on-delivery order of `productId`, sent under idempotency key `key`. */
const codOrder = (productId: string, key: string) =>
  postFrom(
    '127.0.0.2',
    `${api.url}/api/create-cod-order`,
    { productId, deliveryAddress: ADDRESS, paymentMethod: 'cod' },
    { authorization: `Bearer ${student.token}`, 'idempotency-key': key },
  );

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

const limitHits = async () => (await backend.db.collection(paths.limitHits).get()).docs.map((doc) => doc.data());

describe('a per-person hourly limit', () => {
  it(`lets exactly the limit through of ${CONCURRENT} reports at once, and answers the rest 429 with when to try again`, async () => {
    const { limit } = hourlyLimits.reports;
    const products = await Promise.all(Array.from({ length: CONCURRENT }, () => seedProduct(backend, seller)));
    const answers = await atOnce(CONCURRENT, '/reports', student, (i) => ({
      thing: { kind: 'product', id: products[i] },
      reason: 'spam',
    }));
    expect(statuses(answers)).toEqual({ 200: limit, 429: CONCURRENT - limit });
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body.error).toMatch(/^You can send 10 reports an hour\. Try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await backend.db.collection(paths.reports).get()).size).toBe(limit);
    // Admins see who met it: once per person, limit and hour, however many were refused.
    expect(await limitHits()).toEqual([
      expect.objectContaining({ limit: 'reports', uid: student.uid, email: student.email, allowed: limit }),
    ]);
  });

  it('counts the person, whatever address they come from or header they send', async () => {
    const { limit } = hourlyLimits.reports;
    const products = await Promise.all(
      Array.from({ length: limit + spoofs.length }, () => seedProduct(backend, seller)),
    );
    const report = (i: number) => ({ thing: { kind: 'product', id: products[i] }, reason: 'scam' });
    expect(statuses(await atOnce(limit, '/reports', student, report))).toEqual({ 200: limit });
    for (const [i, headers] of spoofs.entries()) {
      const answer = await postFrom('127.0.0.3', `${api.url}/api/reports`, report(limit + i), {
        ...headers,
        authorization: `Bearer ${student.token}`,
      });
      expect(answer.status).toBe(429);
    }
  });

  it(`lets ${hourlyLimits['cod-orders'].limit} cash-on-delivery orders through of ${CONCURRENT} at once, and a retry of one takes none`, async () => {
    const { limit } = hourlyLimits['cod-orders'];
    const productId = await seedProduct(backend, seller);
    const keys = Array.from({ length: CONCURRENT }, () => randomUUID());
    const order = (key: string) => codOrder(productId, key);
    const answers = await Promise.all(keys.map(order));
    expect(statuses(answers)).toEqual({ 200: limit, 429: CONCURRENT - limit });
    expect((await backend.db.collection(paths.storeOrders).get()).size).toBe(limit);
    // A double click of an order made: the same order, nothing more taken of the limit.
    const made = keys[answers.findIndex((answer) => answer.status === 200)]!;
    const again = await order(made);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(answers.find((answer) => answer.status === 200)!.body.orderId);
    expect((await backend.db.collection(paths.storeOrders).get()).size).toBe(limit);
  });

  it('takes one of the limit for ten copies of one keyed cash-on-delivery order sent at once (decision 032)', async () => {
    const { limit } = hourlyLimits['cod-orders'];
    const productId = await seedProduct(backend, seller);
    const order = (key: string) => codOrder(productId, key);
    const key = randomUUID();
    const copies = await Promise.all(Array.from({ length: 10 }, () => order(key)));
    expect(statuses(copies)).toEqual({ 200: 10 });
    expect(new Set(copies.map((answer) => answer.body.orderId)).size).toBe(1);
    expect((await backend.db.collectionGroup('slots').get()).size).toBe(1);
    // The rest of the hour's orders are still the buyer's to make, and no more.
    const rest = await Promise.all(Array.from({ length: limit - 1 }, () => order(randomUUID())));
    expect(statuses(rest)).toEqual({ 200: limit - 1 });
    expect((await order(randomUUID())).status).toBe(429);
    expect((await backend.db.collection(paths.storeOrders).get()).size).toBe(limit);
  });
});

describe('a keyed request counted once', () => {
  // The same interleavings as above, many times over, straight against the count: a copy that found no number of its
  // key may take one after another copy took its own; all but the first give theirs back.
  it('takes one number for ten copies of one key at once, round after round', async () => {
    const rounds = 15;
    const rule = { name: `copies-${randomUUID()}`, limit: 5, windowMs: HOUR_MS };
    const subject = { kind: 'person' as const, uid: student.uid, email: student.email };
    for (let round = 0; round < rounds; round++) {
      const person = { ...subject, uid: `${subject.uid}-${round}` };
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => takeRequest(backend.db, rule, person, { key })),
      );
      expect(answers.every((answer) => answer.allowed)).toBe(true);
    }
    const slots = await backend.db.collectionGroup('slots').where('key', '!=', null).get();
    const perSubject = new Map<string, number>();
    for (const slot of slots.docs) {
      const parent = slot.ref.parent.parent!.id;
      perSubject.set(parent, (perSubject.get(parent) ?? 0) + 1);
    }
    expect([...perSubject.values()]).toEqual(Array<number>(rounds).fill(1));
  });
});

describe('sign-ups per client address', () => {
  /** A new account before it has a profile (POST /api/profile is the sign-up that counts). */
  async function account(): Promise<Person> {
    const person = await signedInPerson(backend, 'student', { emailVerified: false });
    await backend.db.doc(paths.user(person.uid)).delete();
    return person;
  }

  it('holds per address, not per header: a spoofed header is the same client, another address is not', async () => {
    const { limit } = hourlyLimits.signups;
    const accounts = await Promise.all(Array.from({ length: limit + spoofs.length + 1 }, account));
    const signUp = (person: Person, from: string, headers: Record<string, string> = {}) =>
      postFrom(
        from,
        `${api.url}/api/profile`,
        { role: 'student' },
        { ...headers, authorization: `Bearer ${person.token}` },
      );
    const first = await Promise.all(accounts.slice(0, limit).map((person) => signUp(person, '127.0.0.2')));
    expect(statuses(first)).toEqual({ 201: limit });
    for (const [i, headers] of spoofs.entries()) {
      const refused = await signUp(accounts[limit + i]!, '127.0.0.2', headers);
      expect({ headers, status: refused.status }).toEqual({ headers, status: 429 });
      expect(refused.body.error).toMatch(/^You can create 20 accounts from one network an hour\. Try again in/);
    }
    expect((await signUp(accounts.at(-1)!, '127.0.0.3')).status).toBe(201);
    // A person who has a profile already is not a new sign-up, and is not counted or refused.
    expect((await signUp(accounts[0]!, '127.0.0.2')).status).toBe(201);
    const hit = (await limitHits()).find((record) => record.limit === 'signups');
    expect(hit).toMatchObject({ uid: null, address: expect.stringMatching(/^[0-9a-f]{12}$/) });
  });
});
