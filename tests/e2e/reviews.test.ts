// Issue 22's reviews: on a released project the student and the seller each leave a review. Until both have, the
// other's is nowhere to be seen (the seller's public profile says 'No reviews yet'); once both have, the seller's
// profile at /people/{uid}, opened by a visitor, shows the student's review and the seller's average.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/a11y.ts';
import { openSession, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, projectCard, seedVerifiedPerson, signIn } from './support/projects.ts';
import { seedProject } from './support/seeded-projects.ts';
import type { Admin } from './support/stack.ts';

const journey = 'reviews';
const password = 'correct-horse-42';

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

/** Opens the project from its card and leaves `stars` and `text`, then waits for the review to show as theirs. */
async function leaveReview(page: Page, title: string, stars: number, text: string): Promise<void> {
  await projectCard(page, title).getByRole('button', { name: title, exact: true }).click();
  const detail = dialog(page, title);
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
      const student = await seedVerifiedPerson(admin, 'student', 'review-student', password);
      const seller = await seedVerifiedPerson(admin, 'seller', 'review-seller', password);
      const title = `Weather station ${randomUUID().slice(0, 8)}`;
      await seedProject(admin, student, {
        title,
        budget: 2400,
        deadline: null,
        status: 'Completed',
        paymentStatus: 'Released',
        seller,
      });

      const { page: studentPage } = await signIn(browser, student);
      await leaveReview(studentPage, title, 5, 'Careful work, delivered early.');
      await dialog(studentPage, title)
        .getByText(/Shown to others when both of you have reviewed/)
        .waitFor(live);

      // A visitor opens the seller's profile: the student's review is not public yet.
      const { page: visitor } = await openSession(browser, `/people/${seller.uid}`);
      const rating = visitor.locator('.people__rating');
      await expect.poll(() => rating.innerText(), live).toBe('No reviews yet');
      expect(await visitor.getByText('Careful work, delivered early.').count()).toBe(0);

      const { page: sellerPage } = await signIn(browser, seller);
      await leaveReview(sellerPage, title, 4, 'Clear brief, quick answers.');

      // Both wrote: both are published, counted, and the seller's profile shows the student's review live.
      await visitor.getByText('Careful work, delivered early.').waitFor(live);
      await expect.poll(() => rating.innerText(), live).toBe('★ 5.0 (1)');
      expect(await visitor.getByText('Clear brief, quick answers.').count()).toBe(0);
      await shoot(visitor, journey, 'seller-profile');
      await expectAccessible(visitor, 'a seller profile with a review');
    },
  );
});
