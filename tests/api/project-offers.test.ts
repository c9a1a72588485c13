// Offers through the API (decision 067): /api/projects/{id}/offers and its answers, by real requests. Who may send
// and answer which terms, what each step stores, who reads which price, the acceptance's one transaction (the
// project assigned at the stored terms, every other offer declined) and its races: exactly one wins, the rest 409.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { milestoneTexts } from '@marketplace/shared/projects/milestone-check';
import { toPaise } from '@marketplace/shared/projects/money';
import { offerTexts } from '@marketplace/shared/projects/offer';
import { MAX_COUNTERS, OFFER_MS, offerRefusals } from '@marketplace/shared/projects/offer-process';
import { offerErrors } from '@marketplace/shared/projects/offers-api';
import { blockId, blockTexts } from '@marketplace/shared/safety/block';
import { hourlyLimits } from '@marketplace/shared/safety/limits';
import { suspendedRefusal } from '@marketplace/shared/safety/suspension';
import { notifyHistoryEvent } from '../../functions/src/features/notifications/notify-history-event.ts';
import { notifyOfferStep } from '../../functions/src/features/notifications/notify-offer-step.ts';
import { remindOfExpiringOffers } from '../../functions/src/features/notifications/offer-reminder.ts';
import { expireOffers } from '../../functions/src/features/projects/offers/expire-offers.ts';
import { serveAsLocalHost, useApiSuite, type Served } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { seedProject, type Person } from './support/payments.ts';
import { DAY_MS, send } from './support/projects.ts';

let backend: Backend, api: Served;
let student: Person, seller: Person, second: Person, third: Person, otherStudent: Person, admin: Person;
useApiSuite(
  { serve: serveAsLocalHost, people: ['student', 'seller', 'seller', 'seller', 'student', 'admin'] },
  (suite) => {
    ({ backend, api } = suite);
    [student, seller, second, third, otherStudent, admin] = suite.people;
  },
);

const inDays = (days: number) => Date.now() + days * DAY_MS;

/** An Open project of the student's asking for offers, its deadline `deadlineDays` away. */
async function askingProject(deadlineDays = 30): Promise<string> {
  const id = await seedProject(backend, student, { status: 'Open', seller: null, budget: 5000 });
  await backend.db
    .doc(paths.project(id))
    .update({ pricing: 'offers', deadline: Timestamp.fromMillis(inDays(deadlineDays)) });
  return id;
}

const offer = (projectId: string, as: Person, terms: Record<string, unknown> = {}) =>
  send(api.url, as, 'POST', `/projects/${projectId}/offers`, {
    price: 4200,
    deliveryBy: inDays(12),
    note: 'Tested on a real track.',
    ...terms,
  });
const answer = (projectId: string, as: Person, sellerId: string, body: Record<string, unknown>) =>
  send(api.url, as, 'POST', `/projects/${projectId}/offers/${sellerId}/transitions`, body);
const list = (projectId: string, as: Person) => send(api.url, as, 'GET', `/projects/${projectId}/offers`);
const storedOffer = async (projectId: string, sellerId: string) =>
  (await backend.db.doc(paths.projectOffer(projectId, sellerId)).get()).data();
const storedProject = async (projectId: string) => (await backend.db.doc(paths.project(projectId)).get()).data()!;

describe('sending an offer', () => {
  it("stores the seller's terms, waiting for the student, until the deadline day ends or for 7 days", async () => {
    const near = await askingProject(2);
    const far = await askingProject(30);
    expect(await offer(near, seller, { note: '  Tested on a real track.  ' })).toMatchObject({
      status: 201,
      body: { ok: true },
    });
    expect((await offer(far, seller)).status).toBe(201);
    const stored = (await storedOffer(near, seller.uid))!;
    expect(stored).toMatchObject({
      projectId: near,
      studentId: student.uid,
      sellerId: seller.uid,
      sellerEmail: seller.email,
      state: 'open',
      counters: 0,
      terms: [{ price: 4200, note: 'Tested on a real track.', by: 'seller' }],
      step: { name: 'send', by: seller.uid },
    });
    const deadline = (await storedProject(near)).deadline.toMillis();
    expect(stored.expiresAt.toMillis()).toBe(deadline + DAY_MS);
    const week = (await storedOffer(far, seller.uid))!.expiresAt.toMillis() - Date.now();
    expect(Math.abs(week - OFFER_MS)).toBeLessThan(60_000);
  });

  it.each([
    ['a price under ₹1', { price: 0.5 }, offerTexts.priceMinimum],
    ['a price over ₹5,00,000', { price: 500_000.01 }, offerTexts.priceMaximum],
    ['a third decimal', { price: 10.005 }, offerTexts.pricePaise],
    ['a delivery date before today', { deliveryBy: inDays(-2) }, offerTexts.deliveryPast],
  ])('refuses %s with its words and writes nothing', async (_what, terms, words) => {
    const id = await askingProject();
    expect(await offer(id, seller, terms)).toMatchObject({ status: 400, body: { error: words } });
    expect(await storedOffer(id, seller.uid)).toBeUndefined();
  });

  it('refuses a student, a second live offer, and a fixed-price or assigned project', async () => {
    const id = await askingProject();
    expect(await offer(id, student)).toMatchObject({ status: 403, body: { error: offerErrors.onlySellers } });
    expect((await offer(id, seller)).status).toBe(201);
    expect(await offer(id, seller, { price: 100 })).toMatchObject({
      status: 409,
      body: { error: offerRefusals.alreadyOffered },
    });
    expect((await storedOffer(id, seller.uid))!.terms[0].price).toBe(4200);
    const fixed = await seedProject(backend, student, { status: 'Open', seller: null });
    expect(await offer(fixed, seller)).toMatchObject({
      status: 409,
      body: { error: offerRefusals.notAskingForOffers },
    });
    await backend.db.doc(paths.project(id)).update({ status: 'In Progress', sellerId: third.uid });
    expect(await offer(id, second)).toMatchObject({ status: 409, body: { error: offerRefusals.assigned } });
  });

  it('refuses a seller either side blocked, and a suspended one', async () => {
    const id = await askingProject();
    await backend.db.doc(paths.block(blockId(student.uid, seller.uid))).set({ at: Timestamp.now() });
    expect(await offer(id, seller)).toMatchObject({ status: 409, body: { error: blockTexts.blockedBetween } });
    await backend.db.doc(paths.block(blockId(second.uid, student.uid))).set({ at: Timestamp.now() });
    expect(await offer(id, second)).toMatchObject({ status: 409, body: { error: blockTexts.blockedBetween } });
    await backend.db.doc(paths.user(third.uid)).update({ suspension: { reason: 'Spam offers.', at: Timestamp.now() } });
    expect(await offer(id, third)).toMatchObject({ status: 403, body: { error: suspendedRefusal('Spam offers.') } });
    expect((await backend.db.collection(paths.projectOffers(id)).get()).size).toBe(0);
  });

  it(`lets a seller send ${hourlyLimits.offers.limit} offers an hour, then answers 429 and writes nothing`, async () => {
    const projects = await Promise.all(Array.from({ length: hourlyLimits.offers.limit + 1 }, () => askingProject()));
    for (const id of projects.slice(0, -1)) expect((await offer(id, third)).status).toBe(201);
    const last = projects.at(-1)!;
    const refused = await offer(last, third);
    expect(refused.status).toBe(429);
    expect(String(refused.body.error)).toMatch(/^You can send 20 offers an hour\. Try again in \d+ minutes?\.$/);
    expect(await storedOffer(last, third.uid)).toBeUndefined();
  });
});

describe('who reads the offers', () => {
  it('shows the student and admins every offer, a seller only their own, and nobody else any', async () => {
    const id = await askingProject();
    await offer(id, seller, { price: 4200 });
    await offer(id, second, { price: 3900 });
    const prices = (body: Record<string, unknown>) =>
      (body.offers as { terms: { price: number }[] }[]).map((one) => one.terms[0]!.price).sort();
    for (const reader of [student, admin]) {
      const { status, body, headers } = await list(id, reader);
      expect(status).toBe(200);
      expect(prices(body)).toEqual([3900, 4200]);
      expect(headers.get('cache-control')).toBe('private, no-store');
    }
    const own = await list(id, second);
    expect(prices(own.body)).toEqual([3900]);
    expect(JSON.stringify(own.body)).not.toContain('4200');
    expect((await list(id, third)).body).toEqual({ offers: [] });
    expect(await list(id, otherStudent)).toMatchObject({ status: 403, body: { error: offerErrors.notYours } });
  });

  it('shows beside each offer the seller as the student weighs them: name, badge, rating, work completed', async () => {
    const id = await askingProject();
    await backend.db
      .doc(paths.publicProfile(seller.uid))
      .set({ name: 'Asha Rao', role: 'seller', since: 1, verified: true });
    await backend.db.doc(`${paths.ratingShards(seller.uid)}/0`).set({ ratingSum: 9, ratingCount: 2 });
    await seedProject(backend, otherStudent, { status: 'Completed', paymentStatus: 'Released', seller });
    await offer(id, seller);
    const facts = { name: 'Asha Rao', verified: true, rating: 4.5, reviews: 2, completed: 1 };
    // Kept on the offer as it is sent, so the list reads the offers alone.
    expect((await storedOffer(id, seller.uid))!.seller).toEqual(facts);
    await backend.db.doc(paths.publicProfile(seller.uid)).update({ name: 'Asha R.' });
    expect(((await list(id, student)).body.offers as unknown[])[0]).toMatchObject({ seller: facts });
    // The seller's own next step refreshes them.
    await answer(id, student, seller.uid, { action: 'counter', price: 4000, deliveryBy: inDays(12) });
    expect((await answer(id, seller, seller.uid, { action: 'accept' })).status).toBe(200);
    expect((await storedOffer(id, seller.uid))!.seller).toEqual({ ...facts, name: 'Asha R.' });
  });

  it("reads the seller's facts for an offer stored before they were kept", async () => {
    const id = await askingProject();
    await offer(id, seller);
    await backend.db.doc(paths.projectOffer(id, seller.uid)).update({ seller: FieldValue.delete() });
    await backend.db.doc(paths.publicProfile(seller.uid)).set({ name: 'Asha Rao', role: 'seller', since: 1 });
    expect(((await list(id, student)).body.offers as unknown[])[0]).toMatchObject({
      seller: { name: 'Asha Rao', verified: false, rating: null, reviews: 0, completed: 0 },
    });
  });
});

describe('answering an offer', () => {
  it("assigns the project at the seller's accepted counter, declines the others and records the take", async () => {
    const id = await askingProject();
    await offer(id, seller, { price: 4200 });
    await offer(id, second, { price: 3900 });
    await offer(id, third, { price: 4600 });
    const deliveryBy = inDays(15);
    expect(
      await answer(id, student, seller.uid, { action: 'counter', price: 3600, deliveryBy, note: 'Meet me halfway?' }),
    ).toMatchObject({ status: 200, body: { ok: true } });
    // The student's own terms are the seller's to answer.
    expect(await answer(id, student, seller.uid, { action: 'accept' })).toMatchObject({
      status: 409,
      body: { error: offerRefusals.notYourTurn },
    });
    // A price in the acceptance is ignored: the server reads the agreed one from the stored terms.
    expect((await answer(id, seller, seller.uid, { action: 'accept', price: 1, deliveryBy: inDays(1) })).status).toBe(
      200,
    );
    const project = await storedProject(id);
    expect(project).toMatchObject({
      status: 'In Progress',
      paymentStatus: 'Unpaid',
      sellerId: seller.uid,
      sellerEmail: seller.email,
      budget: 3600,
    });
    expect(project.deadline.toMillis()).toBe(deliveryBy);
    expect(await storedOffer(id, seller.uid)).toMatchObject({ state: 'accepted', counters: 1 });
    for (const other of [second, third])
      expect(await storedOffer(id, other.uid)).toMatchObject({ state: 'declined', step: { name: 'passed-over' } });
    const taken = (await backend.db.doc(`${paths.projectHistory(id)}/taken`).get()).data();
    expect(taken).toMatchObject({ kind: 'taken', by: seller.uid, byRole: 'seller' });
    expect(await offer(id, third)).toMatchObject({ status: 409, body: { error: offerRefusals.assigned } });
  });

  it('lets the student decline and the seller withdraw, each only while it waits, and nobody else answer', async () => {
    const id = await askingProject();
    await offer(id, seller);
    await offer(id, second);
    for (const [who, error] of [
      [otherStudent, offerErrors.notYours],
      [third, offerErrors.notYours],
      [second, offerErrors.notYours],
    ] as const)
      expect(await answer(id, who, seller.uid, { action: 'accept' })).toMatchObject({ status: 403, body: { error } });
    expect(await answer(id, seller, seller.uid, { action: 'decline' })).toMatchObject({ status: 409 });
    expect((await answer(id, student, seller.uid, { action: 'decline' })).status).toBe(200);
    expect(await answer(id, student, seller.uid, { action: 'accept' })).toMatchObject({
      status: 409,
      body: { error: offerRefusals.declined },
    });
    expect((await answer(id, second, second.uid, { action: 'withdraw' })).status).toBe(200);
    expect(await answer(id, student, second.uid, { action: 'accept' })).toMatchObject({
      status: 409,
      body: { error: offerRefusals.withdrawn },
    });
    expect(await answer(id, student, third.uid, { action: 'accept' })).toMatchObject({
      status: 404,
      body: { error: offerErrors.offerGone },
    });
    // A withdrawn offer may be followed by a new one.
    expect((await offer(id, second, { price: 3000 })).status).toBe(201);
    expect((await storedOffer(id, second.uid))!.terms).toHaveLength(1);
  });

  it(`takes ${MAX_COUNTERS} counters, then only an acceptance or a decline`, async () => {
    const id = await askingProject();
    await offer(id, seller, { price: 5000 });
    const sides = [student, seller, student, seller];
    for (const [round, by] of sides.entries())
      expect(
        (await answer(id, by, seller.uid, { action: 'counter', price: 4000 + round, deliveryBy: inDays(9) })).status,
      ).toBe(200);
    expect(
      await answer(id, student, seller.uid, { action: 'counter', price: 4100, deliveryBy: inDays(9) }),
    ).toMatchObject({
      status: 409,
      body: { error: offerRefusals.countersUsed },
    });
    expect(await answer(id, student, seller.uid, { action: 'counter' })).toMatchObject({ status: 400 });
    expect((await answer(id, student, seller.uid, { action: 'accept' })).status).toBe(200);
    expect((await storedProject(id)).budget).toBe(4003);
  });

  it('answers nothing once the offer expired', async () => {
    const id = await askingProject();
    await offer(id, seller);
    await backend.db
      .doc(paths.projectOffer(id, seller.uid))
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    expect(await answer(id, student, seller.uid, { action: 'accept' })).toMatchObject({
      status: 409,
      body: { error: offerRefusals.expired },
    });
    expect((await storedProject(id)).status).toBe('Open');
  });
});

// Three rounds of concurrent real requests each: a loaded CI takes longer than one request's bound.
describe('races', { timeout: 120_000 }, () => {
  const statuses = (results: { status: number }[]) => results.map(({ status }) => status).sort();

  it('accepts exactly one of two offers accepted at once; the other gets 409 with words', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await askingProject();
      await offer(id, seller, { price: 4200 });
      await offer(id, second, { price: 3900 });
      const results = await Promise.all([
        answer(id, student, seller.uid, { action: 'accept' }),
        answer(id, student, second.uid, { action: 'accept' }),
      ]);
      expect(statuses(results)).toEqual([200, 409]);
      const winner = results[0]!.status === 200 ? seller : second;
      expect(results.find(({ status }) => status === 409)!.body).toEqual({ error: offerRefusals.assigned });
      const project = await storedProject(id);
      expect(project).toMatchObject({ sellerId: winner.uid, budget: winner === seller ? 4200 : 3900 });
      const states = (await backend.db.collection(paths.projectOffers(id)).get()).docs.map((doc) => doc.get('state'));
      expect(states.sort()).toEqual(['accepted', 'declined']);
    }
  });

  it('lets an acceptance and a withdrawal of one offer at once end it one way only', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await askingProject();
      await offer(id, seller);
      const [accepted, withdrawn] = await Promise.all([
        answer(id, student, seller.uid, { action: 'accept' }),
        answer(id, seller, seller.uid, { action: 'withdraw' }),
      ]);
      expect(statuses([accepted, withdrawn])).toEqual([200, 409]);
      const state = (await storedOffer(id, seller.uid))!.state;
      expect(state).toBe(accepted.status === 200 ? 'accepted' : 'withdrawn');
      expect((await storedProject(id)).status).toBe(accepted.status === 200 ? 'In Progress' : 'Open');
    }
  });

  it("lets an acceptance and the expiry job at the offer's last moment end it one way only", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await askingProject();
      await offer(id, seller);
      // Its time ends while the two run: whichever decides first, the other must see it.
      const ends = Date.now() + 150 + round * 100;
      await backend.db.doc(paths.projectOffer(id, seller.uid)).update({ expiresAt: Timestamp.fromMillis(ends) });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends - Date.now() - 20)));
      const [accepted, expired] = await Promise.all([
        answer(id, student, seller.uid, { action: 'accept' }),
        new Promise((resolve) => setTimeout(resolve, 20)).then(() => expireOffers({ db: backend.db })),
      ]);
      if (accepted.status === 200) {
        expect(expired).toBe(0);
        expect((await storedOffer(id, seller.uid))!.state).toBe('accepted');
        expect(await storedProject(id)).toMatchObject({ status: 'In Progress', sellerId: seller.uid });
      } else {
        expect(accepted).toMatchObject({ status: 409, body: { error: offerRefusals.expired } });
        // On a loaded machine the job can run a moment before the end and find nothing; its next run ends it.
        if (expired === 0) expect(await expireOffers({ db: backend.db })).toBe(1);
        expect((await storedOffer(id, seller.uid))!.state).toBe('expired');
        expect(await storedProject(id)).toMatchObject({ status: 'Open', sellerId: null });
      }
    }
  });

  it("answers a counter once: the seller's acceptance twice and a counter at once, exactly one wins", async () => {
    const id = await askingProject();
    await offer(id, seller, { price: 5000 });
    await answer(id, student, seller.uid, { action: 'counter', price: 4000, deliveryBy: inDays(9) });
    const results = await Promise.all([
      answer(id, seller, seller.uid, { action: 'accept' }),
      answer(id, seller, seller.uid, { action: 'accept' }),
      answer(id, seller, seller.uid, { action: 'counter', price: 4500, deliveryBy: inDays(9) }),
    ]);
    expect(statuses(results)).toEqual([200, 409, 409]);
    for (const lost of results.filter(({ status }) => status === 409))
      expect(Object.values(offerRefusals)).toContain(lost.body.error);
  });
});

describe('notices and the clock', () => {
  /** The offer's trigger as the host hands it the stored offer's write (before: null, a creation). */
  const deliverStep = async (projectId: string, sellerId: string, before: Record<string, unknown> | null = null) => {
    const after = (await storedOffer(projectId, sellerId))!;
    const change = { id: 'c', path: paths.projectOffer(projectId, sellerId), params: { projectId, sellerId } };
    await notifyOfferStep({ db: backend.db }, { ...change, before, after });
    return after;
  };
  const notices = async (person: Person) =>
    (await backend.db.collection(paths.notifications(person.uid)).get()).docs.map((doc) => doc.data());

  it("tells the student of an offer and the seller of the student's counter, once each however often delivered", async () => {
    const id = await askingProject();
    await offer(id, seller);
    const sent = await deliverStep(id, seller.uid);
    await deliverStep(id, seller.uid, sent);
    await deliverStep(id, seller.uid);
    expect((await notices(student)).map((notice) => notice.kind)).toEqual(['project-offer-received']);
    await answer(id, student, seller.uid, { action: 'counter', price: 3900, deliveryBy: inDays(9) });
    await deliverStep(id, seller.uid, sent);
    expect((await notices(seller)).map((notice) => notice.kind)).toEqual(['project-offer-countered']);
  });

  it('expires the open offers past their time, tells their sellers, and leaves the rest', async () => {
    const id = await askingProject();
    await offer(id, seller);
    await offer(id, second);
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await backend.db.doc(paths.projectOffer(id, seller.uid)).update({ expiresAt: past });
    expect(await expireOffers({ db: backend.db })).toBe(1);
    expect(await expireOffers({ db: backend.db })).toBe(0);
    expect(await storedOffer(id, seller.uid)).toMatchObject({
      state: 'expired',
      step: { name: 'expire', by: 'system' },
    });
    expect(await storedOffer(id, second.uid)).toMatchObject({ state: 'open' });
    await deliverStep(id, seller.uid);
    expect((await notices(seller)).map((notice) => notice.kind)).toEqual(['project-offer-expired']);
  });

  it('reminds the side on turn of an offer expiring within a day, once', async () => {
    const id = await askingProject();
    await offer(id, seller);
    await offer(id, second);
    await backend.db
      .doc(paths.projectOffer(id, seller.uid))
      .update({ expiresAt: Timestamp.fromMillis(Date.now() + 20 * 3_600_000) });
    expect(await remindOfExpiringOffers({ db: backend.db })).toBe(1);
    await remindOfExpiringOffers({ db: backend.db });
    expect((await notices(student)).map((notice) => notice.kind)).toEqual(['project-offer-expiring']);
  });
});

describe('milestones in offers (decision 068)', () => {
  // One instant for every date of these terms: a last stage due on the delivery day must be due at the same moment,
  // not a millisecond after it (which the check rightly refuses).
  const base = Date.now();
  const onDay = (days: number) => base + days * DAY_MS;
  const stages = (price: number, dueDays: number[]) =>
    dueDays.map((days, i) => ({
      title: `Stage ${i + 1}`,
      amountPaise: i === dueDays.length - 1 ? toPaise(price) - (dueDays.length - 1) * 100_000 : 100_000,
      due: onDay(days),
    }));

  it('carries milestones that add up to the price, refuses those that do not, and the agreed ones become the project’s', async () => {
    const id = await askingProject();
    expect(
      (await offer(id, seller, { price: 4200, deliveryBy: onDay(12), milestones: stages(4200, [5, 12]) })).status,
    ).toBe(201);
    expect((await storedOffer(id, seller.uid))!.terms[0].milestones).toHaveLength(2);
    const wrong = stages(3600, [4, 10]).map((stage) => ({ ...stage, amountPaise: stage.amountPaise + 1 }));
    expect(
      await answer(id, student, seller.uid, {
        action: 'counter',
        price: 3600,
        deliveryBy: onDay(10),
        milestones: wrong,
      }),
    ).toMatchObject({ status: 400, body: { error: milestoneTexts.total(toPaise(3600) + 2, toPaise(3600)) } });
    const agreed = stages(3600, [4, 7, 10]);
    expect(
      (
        await answer(id, student, seller.uid, {
          action: 'counter',
          price: 3600,
          deliveryBy: onDay(10),
          milestones: agreed,
        })
      ).status,
    ).toBe(200);
    expect((await answer(id, seller, seller.uid, { action: 'accept' })).status).toBe(200);
    const project = await storedProject(id);
    expect(project.budget).toBe(3600);
    expect(
      project.milestones.map((m: { title: string; amountPaise: number; due: Timestamp }) => ({
        ...m,
        due: m.due.toMillis(),
      })),
    ).toEqual(agreed);
  });

  it("reopens a project its seller gives back at the student's posted terms, not the offer's", async () => {
    const id = await askingProject();
    const posted = stages(5000, [3, 9]);
    await backend.db.doc(paths.project(id)).update({ milestones: posted });
    const before = await storedProject(id);
    const agreed = stages(4200, [5, 12]);
    expect((await offer(id, seller, { price: 4200, deliveryBy: onDay(12), milestones: agreed })).status).toBe(201);
    expect((await answer(id, student, seller.uid, { action: 'accept' })).status).toBe(200);
    expect(await storedProject(id)).toMatchObject({ status: 'In Progress', budget: 4200, sellerId: seller.uid });

    const given = await send(api.url, seller, 'POST', `/projects/${id}/transitions`, { action: 'give-up' });
    expect(given.status).toBe(200);
    const reopened = await storedProject(id);
    expect(reopened).toMatchObject({ status: 'Open', sellerId: null, pricing: 'offers', budget: 5000 });
    expect(reopened.deadline.toMillis()).toBe(before.deadline.toMillis());
    expect(
      reopened.milestones.map((m: { title: string; amountPaise: number; due: Timestamp | number }) => ({
        ...m,
        due: typeof m.due === 'number' ? m.due : m.due.toMillis(),
      })),
    ).toEqual(posted);
    // Sellers offer on it afresh: the new offer is against the posted price, and its acceptance keeps them.
    expect((await offer(id, second, { price: 4800 })).status).toBe(201);
    expect((await answer(id, student, second.uid, { action: 'accept' })).status).toBe(200);
    expect((await send(api.url, second, 'POST', `/projects/${id}/transitions`, { action: 'give-up' })).status).toBe(
      200,
    );
    expect(await storedProject(id)).toMatchObject({ status: 'Open', budget: 5000 });
    // The student is told it is open for offers again, not for a seller to take (the give-up's event delivered).
    const [givenUp] = (
      await backend.db.collection(paths.projectHistory(id)).where('kind', '==', 'given-up').limit(1).get()
    ).docs;
    await notifyHistoryEvent(
      { db: backend.db },
      {
        id: 'c',
        path: givenUp!.ref.path,
        params: { projectId: id, eventId: givenUp!.id },
        before: null,
        after: givenUp!.data(),
      },
    );
    const told = (await backend.db.collection(paths.notifications(student.uid)).get()).docs.map((doc) => doc.data());
    expect(told.find((notice) => notice.kind === 'project-given-up')?.text).toMatch(
      /open again at your own terms, for sellers to send you offers\.$/,
    );
  });

  it('reopens a project posted as one stage without the stages of the offer it was given by', async () => {
    const id = await askingProject();
    expect(
      (await offer(id, seller, { price: 4200, deliveryBy: onDay(12), milestones: stages(4200, [5, 12]) })).status,
    ).toBe(201);
    expect((await answer(id, student, seller.uid, { action: 'accept' })).status).toBe(200);
    expect((await send(api.url, seller, 'POST', `/projects/${id}/transitions`, { action: 'give-up' })).status).toBe(
      200,
    );
    const reopened = await storedProject(id);
    expect(reopened).toMatchObject({ status: 'Open', budget: 5000, pricing: 'offers' });
    expect(reopened).not.toHaveProperty('milestones');
  });

  it('leaves a project agreed without milestones as one stage, whatever it was posted with', async () => {
    const id = await askingProject();
    await backend.db.doc(paths.project(id)).update({ milestones: stages(5000, [3, 9]) });
    await offer(id, seller, {
      price: 4000,
      milestones: [{ title: 'All of it', amountPaise: toPaise(4000), due: inDays(8) }],
    });
    expect((await storedOffer(id, seller.uid))!.terms[0]).not.toHaveProperty('milestones');
    expect((await answer(id, student, seller.uid, { action: 'accept' })).status).toBe(200);
    expect(await storedProject(id)).not.toHaveProperty('milestones');
  });
});

// Decision 073: each offer has its own chat between the student and that seller; each set of terms is a card in it.
describe("an offer's chat", () => {
  const chatOf = async (projectId: string, sellerId: string) =>
    (await backend.db.collection(paths.projectOfferMessages(projectId, sellerId)).orderBy('createdAt').get()).docs.map(
      (doc) => doc.data(),
    );
  const message = (projectId: string, as: Person, sellerId: string, text: string) =>
    send(api.url, as, 'POST', `/projects/${projectId}/offers/${sellerId}/messages`, { text });

  it('puts the offer and each counter in that offer’s chat as a card, from the side that made it to the other', async () => {
    const id = await askingProject();
    await offer(id, seller, { price: 4200 });
    await offer(id, second, { price: 3900 });
    await answer(id, student, seller.uid, { action: 'counter', price: 3600, deliveryBy: inDays(15) });
    expect(await chatOf(id, seller.uid)).toMatchObject([
      { offerTerms: 0, text: 'Offer: ₹4,200.00.', senderId: seller.uid, unreadBy: [student.uid] },
      { offerTerms: 1, text: 'Counter: ₹3,600.00.', senderId: student.uid, unreadBy: [seller.uid] },
    ]);
    // The other seller's chat has their own card only: never this seller's price.
    expect(await chatOf(id, second.uid)).toMatchObject([{ offerTerms: 0, text: 'Offer: ₹3,900.00.' }]);
    // An answer with no terms (the acceptance) adds no card: the cards show how they ended from the offer itself.
    expect((await answer(id, seller, seller.uid, { action: 'accept' })).status).toBe(200);
    expect(await chatOf(id, seller.uid)).toHaveLength(2);
  });

  it('takes a message from the offer’s two sides only, into that offer’s chat', async () => {
    const id = await askingProject();
    await offer(id, seller);
    expect(await message(id, student, seller.uid, '  Can you add a report?  ')).toMatchObject({ status: 201 });
    expect(await message(id, seller, seller.uid, 'Yes.')).toMatchObject({ status: 201 });
    expect(await message(id, second, seller.uid, 'Mine is cheaper.')).toMatchObject({
      status: 403,
      body: { error: offerErrors.notYours },
    });
    expect(await message(id, otherStudent, seller.uid, 'Hello')).toMatchObject({ status: 403 });
    // No offer, no chat.
    expect(await message(id, student, second.uid, 'Hello')).toMatchObject({
      status: 404,
      body: { error: offerErrors.offerGone },
    });
    expect(await message(id, student, seller.uid, '   ')).toMatchObject({ status: 400 });
    const chat = await chatOf(id, seller.uid);
    expect(chat.map(({ text, senderId, unreadBy }) => [text, senderId, unreadBy])).toEqual([
      ['Offer: ₹4,200.00.', seller.uid, [student.uid]],
      ['Can you add a report?', student.uid, [seller.uid]],
      ['Yes.', seller.uid, [student.uid]],
    ]);
    await backend.db.doc(paths.block(blockId(student.uid, seller.uid))).set({ at: Timestamp.now() });
    expect(await message(id, seller, seller.uid, 'Still there?')).toMatchObject({
      status: 409,
      body: { error: blockTexts.blockedBetween },
    });
  });
});
