// Reviews over HTTP: a party reviews the other once, within 14 days of the release; the second review
// publishes both; the averages count each published review once, exactly, however many land at once.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { ratingOf, ratingShardSchema } from '@marketplace/shared/reviews/rating';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import { PUBLISH_AFTER_MS, reviewIdOf, REVIEW_WINDOW_MS } from '@marketplace/shared/reviews/review';
import { countRating } from '../../functions/src/features/reviews/count-rating.ts';
import { keepPublicProfile } from '../../functions/src/features/reviews/keep-public-profile.ts';
import { publishReview } from '../../functions/src/features/reviews/publish-review.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import type { Person } from './support/payments.ts';
import { seedEscrow, send, useLifecycleSuite, type LifecycleSuite } from './support/projects.ts';

let suite: LifecycleSuite;
useLifecycleSuite((started) => (suite = started));

/** A project the seller delivered and the student released `releasedAgoMs` ago (its history event says when). */
async function releasedProject(releasedAgoMs = 0, paymentStatus: 'Released' | 'Funded' = 'Released') {
  const { backend, student, seller } = suite;
  const id = await seedEscrow(backend, student, { status: 'Completed', paymentStatus, seller });
  if (paymentStatus === 'Released')
    await backend.db.doc(`${paths.projectHistory(id)}/released`).set({
      kind: 'released',
      by: student.uid,
      byRole: 'student',
      at: Timestamp.fromMillis(Date.now() - releasedAgoMs),
    });
  return id;
}

const review = (person: Person, projectId: string, body: Record<string, unknown>) =>
  send(suite.api.url, person, 'POST', `/projects/${projectId}/reviews`, body);

const stored = async (projectId: string, role: 'student' | 'seller') =>
  (await suite.backend.db.doc(paths.review(reviewIdOf(projectId, role))).get()).data() ?? null;

/** The review's document as a trigger receives it, once it is written. */
async function reviewChange(reviewId: string): Promise<DocumentChange> {
  const after = (await suite.backend.db.doc(paths.review(reviewId)).get()).data() ?? null;
  return { id: `change-${reviewId}`, path: paths.review(reviewId), params: { reviewId }, before: null, after };
}

async function ratingOfPerson(uid: string) {
  const shards = await suite.backend.db.collection(paths.ratingShards(uid)).get();
  return ratingOf(shards.docs.map((shard) => ratingShardSchema.parse(shard.data())));
}

describe('writing a review', () => {
  it('keeps the first review unpublished for 7 days, and the second publishes both', async () => {
    const { student, seller } = suite;
    const projectId = await releasedProject();
    const first = await review(student, projectId, { stars: 5, text: '  Quick and careful.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ authorRole: 'student', published: false });
    expect(first.body.publishAt).toBeGreaterThanOrEqual(Date.now() + PUBLISH_AFTER_MS - 60_000);
    expect(await stored(projectId, 'student')).toMatchObject({
      authorId: student.uid,
      subjectId: seller.uid,
      stars: 5,
      text: 'Quick and careful.',
      published: false,
      counted: false,
    });

    const second = await review(seller, projectId, { stars: 4 });
    expect(second.body).toMatchObject({ authorRole: 'seller', published: true });
    expect(await stored(projectId, 'seller')).toMatchObject({ subjectId: student.uid, text: '', published: true });
    expect(await stored(projectId, 'student')).toMatchObject({ published: true });
  });

  it('publishes both when the two parties review at the same moment', async () => {
    const projectId = await releasedProject();
    const answers = await Promise.all([
      review(suite.student, projectId, { stars: 3 }),
      review(suite.seller, projectId, { stars: 4 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await stored(projectId, 'student')).toMatchObject({ published: true });
    expect(await stored(projectId, 'seller')).toMatchObject({ published: true });
  });

  it('publishes a lone review by its task once due, not before', async () => {
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 2 });
    const reviewId = reviewIdOf(projectId, 'student');
    await publishReview(suite.backend, { data: { reviewId } });
    expect(await stored(projectId, 'student')).toMatchObject({ published: false });
    await suite.backend.db.doc(paths.review(reviewId)).update({ publishAt: Timestamp.fromMillis(Date.now() - 1) });
    await publishReview(suite.backend, { data: { reviewId } });
    expect(await stored(projectId, 'student')).toMatchObject({ published: true });
  });
});

describe('refusals, which write nothing', () => {
  it('refuses someone who is not a party', async () => {
    const projectId = await releasedProject();
    for (const person of [suite.otherStudent, suite.otherSeller, suite.admin]) {
      const answer = await review(person, projectId, { stars: 5 });
      expect([answer.status, answer.body.error]).toEqual([403, reviewTexts.notParty]);
    }
    expect(await stored(projectId, 'student')).toBeNull();
  });

  it('refuses before the payment is released', async () => {
    const projectId = await releasedProject(0, 'Funded');
    const answer = await review(suite.student, projectId, { stars: 5 });
    expect([answer.status, answer.body.error]).toEqual([409, reviewTexts.notClosed]);
    expect(await stored(projectId, 'student')).toBeNull();
  });

  it('refuses 14 days after the release, and takes it a minute before', async () => {
    const closed = await releasedProject(REVIEW_WINDOW_MS + 1000);
    const answer = await review(suite.seller, closed, { stars: 5 });
    expect([answer.status, answer.body.error]).toEqual([409, reviewTexts.windowClosed]);
    expect(await stored(closed, 'seller')).toBeNull();
    const stillOpen = await releasedProject(REVIEW_WINDOW_MS - 60_000);
    expect((await review(suite.seller, stillOpen, { stars: 5 })).status).toBe(201);
  });

  it('refuses a second review by the same person, leaving the first as it was', async () => {
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 5, text: 'Great' });
    const again = await review(suite.student, projectId, { stars: 1, text: 'Changed my mind' });
    expect([again.status, again.body.error]).toEqual([409, reviewTexts.alreadyReviewed]);
    expect(await stored(projectId, 'student')).toMatchObject({ stars: 5, text: 'Great' });
  });

  it.each([
    [{ stars: 0 }, reviewTexts.starsInvalid],
    [{ stars: 4.5 }, reviewTexts.starsInvalid],
    [{ stars: 5, text: 'a'.repeat(1001) }, reviewTexts.textTooLong],
  ])('refuses %j with a 400 that says what to fix', async (body, text) => {
    const projectId = await releasedProject();
    const answer = await review(suite.student, projectId, body);
    expect([answer.status, answer.body.error]).toEqual([400, text]);
    expect(await stored(projectId, 'student')).toBeNull();
  });

  it('answers 404 for a project that does not exist', async () => {
    const answer = await review(suite.student, 'no-such-project', { stars: 5 });
    expect([answer.status, answer.body.error]).toEqual([404, reviewTexts.notFound]);
  });
});

describe("the seller's average", () => {
  it('counts every review of many landing at once, exactly, and a repeated delivery once', async () => {
    const { student, seller } = suite;
    const stars = [5, 4, 3, 5, 2, 4, 5, 1];
    const projects = await Promise.all(stars.map(() => releasedProject()));
    await Promise.all(
      projects.flatMap((projectId, i) => [
        review(student, projectId, { stars: stars[i] }),
        review(seller, projectId, { stars: 5 }),
      ]),
    );
    const changes = await Promise.all(projects.map((projectId) => reviewChange(reviewIdOf(projectId, 'student'))));
    // Every published review's event delivered twice, all at once, as Cloud Functions may.
    await Promise.all([...changes, ...changes].map((change) => countRating(suite.backend, change)));
    const sum = stars.reduce((total, star) => total + star, 0);
    expect(await ratingOfPerson(seller.uid)).toEqual({
      average: Math.round((sum / stars.length) * 10) / 10,
      count: stars.length,
    });
    const shards = await suite.backend.db.collection(paths.ratingShards(seller.uid)).get();
    expect(shards.docs.reduce((total, shard) => total + (shard.get('ratingSum') as number), 0)).toBe(sum);
  });

  it('does not count an unpublished review', async () => {
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 1 });
    await countRating(suite.backend, await reviewChange(reviewIdOf(projectId, 'student')));
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: null, count: 0 });
  });
});

describe('an admin hiding a review', () => {
  const hide = (person: Person, reviewId: string, body: Record<string, unknown>) =>
    send(suite.api.url, person, 'POST', `/admin/reviews/${reviewId}/hide`, body);

  it('hides it with a reason, takes its stars out of the rating, and records who did it', async () => {
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 1, text: 'Abusive words' });
    await review(suite.seller, projectId, { stars: 5 });
    const reviewId = reviewIdOf(projectId, 'student');
    await countRating(suite.backend, await reviewChange(reviewId));
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: 1, count: 1 });

    const answer = await hide(suite.admin, reviewId, { reason: '  Insults the seller.  ' });
    expect(answer.status).toBe(200);
    expect(await stored(projectId, 'student')).toMatchObject({ hidden: true, hiddenReason: 'Insults the seller.' });
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: null, count: 0 });
    // A repeated delivery of the review's change counts nothing back in.
    await countRating(suite.backend, await reviewChange(reviewId));
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: null, count: 0 });
    const audit = await suite.backend.db.collection(paths.adminAudit).get();
    expect(audit.docs.map((record) => record.data())).toEqual([
      expect.objectContaining({
        action: 'hide-review',
        target: { reviewId, reason: 'Insults the seller.' },
        byUid: suite.admin.uid,
      }),
    ]);

    const again = await hide(suite.admin, reviewId, { reason: 'Again' });
    expect([again.status, again.body.message]).toEqual([409, reviewTexts.alreadyHidden]);
  });

  it('shows a hidden review again: its stars count once more, and who did it is recorded', async () => {
    const restore = (person: Person, reviewId: string) =>
      send(suite.api.url, person, 'POST', `/admin/reviews/${reviewId}/restore`, {});
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 4, text: 'Good work' });
    await review(suite.seller, projectId, { stars: 5 });
    const reviewId = reviewIdOf(projectId, 'student');
    await countRating(suite.backend, await reviewChange(reviewId));
    await hide(suite.admin, reviewId, { reason: 'Looked like spam.' });
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: null, count: 0 });

    expect((await restore(suite.seller, reviewId)).status).toBe(403);
    const answer = await restore(suite.admin, reviewId);
    expect(answer.status).toBe(200);
    expect(await stored(projectId, 'student')).toMatchObject({ hidden: false, hiddenReason: null, counted: false });
    // The rating trigger counts it again, once however often the change is delivered.
    await countRating(suite.backend, await reviewChange(reviewId));
    await countRating(suite.backend, await reviewChange(reviewId));
    expect(await ratingOfPerson(suite.seller.uid)).toEqual({ average: 4, count: 1 });
    const audit = await suite.backend.db.collection(paths.adminAudit).where('action', '==', 'restore-review').get();
    expect(audit.docs.map((record) => record.data())).toEqual([
      expect.objectContaining({ target: { reviewId, hiddenReason: 'Looked like spam.' }, byUid: suite.admin.uid }),
    ]);
    const again = await restore(suite.admin, reviewId);
    expect([again.status, again.body.message]).toEqual([409, reviewTexts.notHidden]);
  });

  it('refuses anyone but an admin, a missing reason and an unknown review, writing nothing', async () => {
    const projectId = await releasedProject();
    await review(suite.student, projectId, { stars: 2 });
    const reviewId = reviewIdOf(projectId, 'student');
    expect((await hide(suite.seller, reviewId, { reason: 'I disagree' })).status).toBe(403);
    const blank = await hide(suite.admin, reviewId, { reason: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, reviewTexts.hideReasonRequired]);
    const unknown = await hide(suite.admin, 'no-such-review', { reason: 'Spam' });
    expect([unknown.status, unknown.body.message]).toEqual([404, reviewTexts.reviewNotFound]);
    expect(await stored(projectId, 'student')).toMatchObject({ hidden: false });
    expect((await suite.backend.db.collection(paths.adminAudit).get()).size).toBe(0);
  });
});

describe("a person's public profile (people/{uid})", () => {
  const profileChange = (uid: string): DocumentChange => ({
    id: `change-${uid}`,
    path: paths.user(uid),
    params: { uid },
    before: null,
    after: null,
  });
  const publicProfile = async (uid: string) =>
    (await suite.backend.db.doc(paths.publicProfile(uid)).get()).data() ?? null;

  it('copies the name, role and creation time of the private profile, and nothing else, again on each change', async () => {
    const { db } = suite.backend;
    const uid = 'public-profile-1';
    await db.doc(paths.user(uid)).set({ uid, email: 'asha@example.com', role: 'seller', fullName: 'Asha', phone: '9' });
    const createdAt = (await db.doc(paths.user(uid)).get()).createTime!.toMillis();
    await keepPublicProfile(suite.backend, profileChange(uid));
    expect(await publicProfile(uid)).toEqual({ name: 'Asha', role: 'seller', since: createdAt, verified: false });

    await db.doc(paths.user(uid)).update({ fullName: 'Asha Rao' });
    // A late delivery of the first change still writes what the profile says now.
    await Promise.all([
      keepPublicProfile(suite.backend, profileChange(uid)),
      keepPublicProfile(suite.backend, profileChange(uid)),
    ]);
    expect(await publicProfile(uid)).toEqual({ name: 'Asha Rao', role: 'seller', since: createdAt, verified: false });

    await db.doc(paths.user(uid)).delete();
    await keepPublicProfile(suite.backend, profileChange(uid));
    expect(await publicProfile(uid)).toBeNull();
  });
});
