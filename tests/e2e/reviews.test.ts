// The reviews: on a released project the student and the seller each leave a review. Until both have, the
// other's is nowhere to be seen (the seller's public profile says 'No reviews yet'); once both have, the seller's
// profile at /people/{uid}, opened by a visitor, shows the student's review and the seller's average. An admin
// hides a published review with a reason: it leaves the profile and the seller's average, live and after a reload.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { expectAccessible } from './support/a11y.ts';
import { phone } from './support/browser.ts';
import { dialog, live, openConsoleArea, openProject } from './support/projects.ts';
import { seedCast } from './support/seeded-projects.ts';
import { password } from './support/journey.ts';
import { useJourney } from './support/journey-suite.ts';

const journey = useJourney('reviews');

/** Opens the project from its card and leaves `stars` and `text`, then waits for the review to show as theirs. */
async function leaveReview(page: Page, title: string, stars: number, text: string): Promise<void> {
  const detail = await openProject(page, title);
  await detail.getByRole('button', { name: 'Leave a review' }).click();
  await detail.getByRole('radio', { name: `${stars} stars` }).check();
  await detail.getByLabel('Your review (optional)').fill(text);
  await detail.getByRole('button', { name: 'Send review' }).click();
  await detail.getByText(text).waitFor(live);
}

describe('reviews', () => {
  test(
    "both parties review; neither review shows before both; then the seller's profile shows it",
    { timeout: 180_000 },
    async () => {
      const { student, seller, title } = await seedCast(journey.admin, 'review', password, {
        name: 'Weather station',
        budget: 2400,
        deadline: null,
        status: 'Completed',
        paymentStatus: 'Released',
        assigned: true,
      });

      const { page: studentPage } = await journey.signIn(student);
      await leaveReview(studentPage, title, 5, 'Careful work, delivered early.');
      await dialog(studentPage, title)
        .getByText(/Shown to others when both of you have reviewed/)
        .waitFor(live);

      // A visitor opens the seller's profile: the student's review is not public yet.
      const { page: visitor } = await journey.openSession(`/people/${seller.uid}`);
      const rating = visitor.locator('.people__rating');
      await expect.poll(() => rating.innerText(), live).toBe('No reviews yet');
      expect(await visitor.getByText('Careful work, delivered early.').count()).toBe(0);

      const { page: sellerPage } = await journey.signIn(seller);
      await leaveReview(sellerPage, title, 4, 'Clear brief, quick answers.');

      // Both wrote: both are published, counted, and the seller's profile shows the student's review live.
      await visitor.getByText('Careful work, delivered early.').waitFor(live);
      await expect.poll(() => rating.innerText(), live).toBe('★ 5.0 (1)');
      expect(await visitor.getByText('Clear brief, quick answers.').count()).toBe(0);
      await journey.shoot(visitor, 'seller-profile');
      await expectAccessible(visitor, 'a seller profile with a review');
    },
  );

  test(
    "an admin hides a published review with a reason: it leaves the seller's profile and their average",
    { timeout: 180_000 },
    async () => {
      const seller = await journey.seedPerson('seller', 'hidden-review-seller');
      const fair = await reviewer('Ravi Kumar');
      const abusive = await reviewer('Meera Shah');
      const suffix = randomUUID().slice(0, 8);
      await seedReview(fair, seller.uid, `Line follower ${suffix}`, 5, 'Kind and exact.');
      await seedReview(abusive, seller.uid, `Drone frame ${suffix}`, 3, 'Rude words the terms forbid.');

      // A visitor on the seller's profile: both reviews, each by its author's public name, averaged.
      const { page: visitor } = await journey.openSession(`/people/${seller.uid}`);
      const rating = visitor.locator('.people__rating');
      await expect.poll(() => rating.innerText(), live).toBe('★ 4.0 (2)');
      await visitor.getByText('Rude words the terms forbid.').waitFor(live);
      const byName = visitor.getByRole('link', { name: 'Meera Shah' });
      await byName.waitFor(live);
      expect(await byName.getAttribute('href')).toBe(`/people/${abusive.uid}`);
      await journey.shoot(visitor, 'profile-reviewers-named');
      await expectAccessible(visitor, 'a seller profile with named reviewers');

      // The admin hides the 3-star review, giving the reason in the confirm dialog.
      const adminLogin = await journey.seedAdmin('review-admin');
      const { page: moderator } = await journey.signInAsAdmin(adminLogin);
      await openConsoleArea(moderator, 'People');
      const section = moderator.getByRole('region', { name: 'Reviews' });
      await section
        .getByRole('button', { name: `Hide the student's review of Drone frame ${suffix}`, exact: true })
        .click();
      const hide = dialog(moderator, 'Hide review');
      await hide.getByLabel('Reason').fill('Insults the seller (terms, section 4).');
      await hide.getByRole('button', { name: 'Hide review', exact: true }).click();
      await hide.waitFor({ state: 'detached' });
      await section.getByText(`The student's review of Drone frame ${suffix} is hidden.`).waitFor(live);

      // It can be seen again, with its reason, under Hidden Reviews (on a phone too).
      const hidden = moderator.getByRole('region', { name: 'Hidden Reviews' });
      await hidden.getByText('Insults the seller (terms, section 4).').waitFor(live);
      await moderator.setViewportSize(phone);
      await hidden.scrollIntoViewIfNeeded();
      await journey.shoot(moderator, 'hidden-reviews', { fullPage: false });
      await expectAccessible(moderator, 'the admin hidden reviews', { end: 'phone' });

      // The profile drops it and its stars live, and a reload agrees.
      await visitor.getByText('Rude words the terms forbid.').waitFor({ ...live, state: 'detached' });
      await expect.poll(() => rating.innerText(), live).toBe('★ 5.0 (1)');
      await visitor.reload();
      await expect.poll(() => rating.innerText(), live).toBe('★ 5.0 (1)');
      await visitor.getByText('Kind and exact.').waitFor(live);
      expect(await visitor.getByText('Rude words the terms forbid.').count()).toBe(0);
      await journey.shoot(visitor, 'profile-after-hiding');
      await visitor.setViewportSize(phone);
      await journey.shoot(visitor, 'profile-after-hiding');

      // The seller's product in the store links to the same profile, its rating read once the visitor acts.
      await seedListing(seller.uid, `Servo kit ${suffix}`);
      for (const viewport of [undefined, phone]) {
        const { page: shopper } = await journey.openSession('/store', viewport);
        const card = shopper.locator('.product-card').filter({ hasText: `Servo kit ${suffix}` });
        await card.waitFor(live);
        await shopper.mouse.move(10, 10);
        const link = card.getByRole('link', {
          name: /^★ 5\.0 \(1\).*the seller's rating from 1 review: their profile$/,
        });
        await link.waitFor(live);
        expect((await link.innerText()).startsWith('★ 5.0 (1)')).toBe(true);
        await card.scrollIntoViewIfNeeded();
        await journey.shoot(shopper, 'store-card-seller-link', { fullPage: false });
        await link.click();
        await expect.poll(() => new URL(shopper.url()).pathname, live).toBe(`/people/${seller.uid}`);
        await shopper.getByRole('heading', { level: 1 }).waitFor(live);
      }

      // Hidden by mistake: the admin restores it on a phone, and the profile shows it and counts it again, live.
      await hidden
        .getByRole('button', { name: `Restore the student's review of Drone frame ${suffix}`, exact: true })
        .click();
      const restore = dialog(moderator, 'Restore review');
      await expectAccessible(moderator, 'the restore review dialog', { end: 'phone' });
      await restore.getByRole('button', { name: 'Restore review', exact: true }).click();
      await restore.waitFor({ state: 'detached' });
      await hidden.getByText(`The student's review of Drone frame ${suffix} is shown again.`).waitFor(live);
      await visitor.getByText('Rude words the terms forbid.').waitFor(live);
      await expect.poll(() => rating.innerText(), live).toBe('★ 4.0 (2)');
    },
  );
});

/** A verified student with a full name on their profile, which the server projects to people/{uid}. */
async function reviewer(fullName: string) {
  const student = await journey.seedPerson('student', 'hidden-review-student');
  await journey.admin.db.doc(paths.user(student.uid)).update({ fullName });
  return student;
}

/** A student's published review of the seller, as the API and publication leave it; the trigger counts it. */
async function seedReview(
  author: { uid: string },
  subjectId: string,
  projectTitle: string,
  stars: number,
  text: string,
) {
  const projectId = randomUUID();
  const at = Timestamp.now();
  await journey.admin.db.doc(paths.review(`${projectId}-student`)).set({
    projectId,
    projectTitle,
    authorId: author.uid,
    authorRole: 'student',
    subjectId,
    stars,
    text,
    createdAt: at,
    publishAt: at,
    published: true,
    counted: false,
    hidden: false,
  });
}

/** A product of the seller's in the store's listings. */
async function seedListing(sellerId: string, name: string) {
  await journey.admin.db.doc(paths.storeListing(randomUUID())).set({
    sellerId,
    name,
    description: 'Four servos and a driver board.',
    price: 1200,
    imageUrl: '',
    createdAt: Date.now(),
  });
}
