// Journey: 'Ask Me' (SPEC 1, 8): a visitor on the home page and a student on the dashboard each ask
// and get an answer from the offline assistant; the failure path shows SPEC's text; the panel works by
// keyboard and at 375 px.
import { readdir, readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import { expectAccessible } from './support/a11y.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { signIn } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';
import { buyNow, seedProduct, uniqueName } from './support/store.ts';

const journey = 'ask-me';
let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const panel = (page: Page) => page.getByRole('dialog', { name: 'Ask Me' });
const conversation = (page: Page) => panel(page).getByRole('list', { name: 'Conversation' });

async function askAndRead(page: Page, question: string): Promise<string> {
  await page.getByRole('button', { name: 'Ask Me' }).click();
  await panel(page).getByText(texts.assistant.greeting).waitFor();
  await panel(page).getByLabel('Your question').fill(question);
  await panel(page).getByRole('button', { name: 'Send' }).click();
  const answer = conversation(page).getByRole('listitem').nth(2);
  await answer.waitFor();
  return (await answer.innerText()).trim();
}

describe('Ask Me', () => {
  test('a visitor on the home page asks how payment works and gets the FAQ’s answer', async () => {
    const { page } = await openSession(browser, '/', desktop);
    expect(await askAndRead(page, 'How does payment work?')).toContain('The platform holds the funds');
    await shoot(page, journey, 'visitor-answer', { fullPage: false });
  });

  test('a student on the dashboard asks about the refund window, on a phone', async () => {
    const student = { email: uniqueEmail('askme-student'), password: 'correct-horse-42', role: 'student' as const };
    await admin.seedPerson({ ...student, verified: true });
    const { page } = await signIn(browser, student, phone);
    expect(await askAndRead(page, 'What is the refund window?')).toContain('24 hours');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await shoot(page, journey, 'student-answer', { fullPage: false });
  });

  test('answers, on a phone, the four questions it missed at the last review, each from the passage that says it', async () => {
    const { page } = await openSession(browser, '/', phone);
    const asked: [string, RegExp][] = [
      ['where do i post my project request', /choose Post Project/],
      ['can i get a refund on something i bought from the store', /24 hours/],
      ['as a seller where do i find work', /Available Projects/],
      ['the delivered project is not what i asked for, what do i do', /Request Changes|materially different/],
    ];
    await page.getByRole('button', { name: 'Ask Me' }).click();
    await panel(page).getByText(texts.assistant.greeting).waitFor();
    for (const [index, [question, answer]] of asked.entries()) {
      await panel(page).getByLabel('Your question').fill(question);
      await panel(page).getByRole('button', { name: 'Send' }).click();
      const reply = conversation(page)
        .getByRole('listitem')
        .nth(2 * index + 2);
      await reply.waitFor();
      await expect.poll(async () => (await reply.innerText()).trim()).toMatch(answer);
    }
    await shoot(page, journey, 'four-answers', { fullPage: false });
    await expectAccessible(page, 'Ask Me with four answers on a phone', { end: 'phone' });
  });

  test('says SPEC’s connection text when the assistant cannot be reached, and answers on Try again', async () => {
    const session = await openSession(browser, '/', desktop);
    const { page } = session;
    session.allowConsole(/POST \/assistant failed|Failed to load resource/);
    let failing = true;
    await page.route('**/api/assistant', (route) =>
      failing ? route.fulfill({ status: 502, json: { error: texts.assistant.connectionFailed } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Ask Me' }).click();
    await panel(page).getByLabel('Your question').fill('How do I get paid?');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    const alert = panel(page).getByRole('alert');
    await alert.getByText(texts.assistant.connectionFailed).waitFor();
    await shoot(page, journey, 'failure', { fullPage: false });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await conversation(page)
      .getByText(/you receive 70%/)
      .waitFor();
  });

  test('works by keyboard: Enter opens it with the focus in the question, Escape closes it back onto the button', async () => {
    const { page } = await openSession(browser, '/', desktop);
    const button = page.getByRole('button', { name: 'Ask Me' });
    await button.focus();
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id),
    ).toBeTruthy();
    expect(
      await panel(page)
        .getByLabel('Your question')
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.keyboard.type('How do I find projects?');
    await page.keyboard.press('Enter');
    await conversation(page)
      .getByText(/Available Projects/)
      .waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('the floating button on a phone', () => {
  /** Whether a person can reach `locator` where the browser scrolls it (to the window's bottom edge). */
  async function reachableAtBottomEdge(locator: Locator): Promise<string> {
    return locator.evaluate((element) => {
      element.scrollIntoView({ block: 'end' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit && element.contains(hit) ? 'reachable' : `covered by ${hit?.outerHTML.slice(0, 80)}`;
    });
  }

  test('covers no control that is scrolled into view, nor the end of the page (Buy Now, the footer)', async () => {
    const seller = await admin.seedPerson({
      email: uniqueEmail('askme-seller'),
      password: 'correct-horse-42',
      role: 'seller',
      verified: true,
    });
    const product = await seedProduct(
      admin,
      { uid: seller, email: 'askme-seller@example.com' },
      { name: uniqueName('Covered Kit'), description: 'A kit at the bottom edge.', price: 499 },
    );
    const { page } = await openSession(browser, '/store', phone);
    const buyButton = buyNow(page, product.name);
    await buyButton.waitFor();
    expect(await reachableAtBottomEdge(buyButton)).toBe('reachable');
    const lastFooterLink = page.getByRole('navigation', { name: 'Footer' }).getByRole('link').last();
    expect(await reachableAtBottomEdge(lastFooterLink)).toBe('reachable');
    // And a real click, with Playwright's own check that nothing else would take it.
    await buyButton.click({ trial: true });
    await shoot(page, journey, 'phone-bottom-edge', { fullPage: false });
  });
});

describe('the built web app', () => {
  test('carries no model key, no model endpoint and no model SDK: the assistant is asked only through /api', async () => {
    const dist = new URL('../../test-results/web-dist/assets/', import.meta.url);
    const scripts = (await readdir(dist)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const code = await readFile(new URL(name, dist), 'utf8');
      expect(code).not.toMatch(
        /GEMINI_API_KEY|generativelanguage\.googleapis\.com|AIza[0-9A-Za-z_-]{35}|@google\/genai/,
      );
    }
  });
});
