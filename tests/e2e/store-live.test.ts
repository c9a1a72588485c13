// The store at scale, watched live: while a visitor's browser shows the store, a seller lists two
// products, edits one and removes the other from their dashboard, and the visitor sees each change arrive on the
// newest page; the visitor finds a product through the server's search, and 'Load more' brings the page after
// the first 24.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STORE_PAGE_SIZE } from '@marketplace/shared/store/listing';
import { texts } from '@marketplace/shared/texts';
import { expectPage } from './support/app.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, signIn } from './support/projects.ts';
import { uniqueEmail, type Admin } from './support/stack.ts';
import { productCard, productGrid, searchStore, seedProduct, storeSection, uniqueName } from './support/store.ts';

const journey = 'store-live';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const cardNames = async (page: Page) =>
  (await productGrid(page).getByRole('heading').allInnerTexts()).map((text) => text.trim());

async function listThroughSellForm(seller: Page, name: string, price: string): Promise<void> {
  await seller.getByRole('button', { name: 'Sell a Project', exact: true }).click();
  const form = dialog(seller, 'Sell a Pre-Built Project');
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill(`${name}: a kit with its code, a report and a demo video.`);
  await form.getByLabel(/^Price/).fill(price);
  await form.getByRole('button', { name: 'List Project', exact: true }).click();
  await form.waitFor({ state: 'detached', ...live });
}

describe('the store, live', () => {
  test('a visitor watches a seller list, edit and remove products, finds one by search, and loads more', async () => {
    const person = { email: uniqueEmail('store-live-seller'), password: 'correct-horse-42', role: 'seller' as const };
    const uid = await admin.seedPerson({ ...person, verified: true });
    // More than a page of products, so 'Load more' has something to bring whatever else the suite listed.
    const filler = uniqueName('Filler kit');
    for (let i = 0; i < STORE_PAGE_SIZE + 2; i++) {
      await seedProduct(
        admin,
        { uid, email: person.email },
        { name: `${filler} ${i}`, description: 'Filler', price: 100 },
      );
    }

    const { page: visitor } = await openSession(browser, '/store', desktop);
    await expectPage(visitor, '/store', texts.store.title);
    // The store goes live once the person acts on the page (Firestore's SDK is no part of the first load);
    // the page itself was drawn with the listings there were when it was asked for (decision 021), and the last
    // fillers' listings may have been written just after.
    await visitor.mouse.move(200, 300);
    await productCard(visitor, `${filler} ${STORE_PAGE_SIZE + 1}`).waitFor(live);
    const { page: seller } = await signIn(browser, person);

    // Listed: each appears on the visitor's newest page, newest first, without a reload.
    const first = uniqueName('Solar Tracker');
    const second = uniqueName('Smart Irrigation');
    await listThroughSellForm(seller, first, '1500');
    await productCard(visitor, first).waitFor(live);
    await listThroughSellForm(seller, second, '2200');
    await productCard(visitor, second).waitFor(live);
    expect((await cardNames(visitor)).slice(0, 2)).toEqual([second, first]);
    await shoot(visitor, journey, 'listed');

    // Edited: the new name and price replace the old on the visitor's screen.
    const renamed = `${first} v2`;
    await seller.getByRole('button', { name: `Edit ${first}`, exact: true }).click();
    const edit = dialog(seller, 'Edit Listing');
    await edit.getByLabel(/^Name/).fill(renamed);
    await edit.getByLabel(/^Price/).fill('1750');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await edit.waitFor({ state: 'detached', ...live });
    await productCard(visitor, renamed).waitFor(live);
    expect(await productCard(visitor, renamed).innerText()).toContain('1,750');
    await expect.poll(() => cardNames(visitor), live).not.toContain(first);

    // Removed: it leaves the visitor's store.
    await seller.getByRole('button', { name: `Remove ${second}`, exact: true }).click();
    await dialog(seller, 'Remove Listing').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => cardNames(visitor), live).not.toContain(second);

    // Found by the server's search, in any case and by a part of a word; the removed one is not.
    await searchStore(visitor, renamed.toUpperCase(), [renamed]);
    await searchStore(visitor, second, []);
    await storeSection(visitor).getByRole('searchbox').fill('');

    // The newest page, then the page after it.
    await expect.poll(async () => (await cardNames(visitor)).length, live).toBe(STORE_PAGE_SIZE);
    await storeSection(visitor).getByRole('button', { name: 'Load more projects', exact: true }).click();
    await expect.poll(async () => (await cardNames(visitor)).length, live).toBeGreaterThan(STORE_PAGE_SIZE);
    const shown = await cardNames(visitor);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toContain(`${filler} 0`);
    await shoot(visitor, journey, 'load-more');
    await visitor.setViewportSize(phone);
    await shoot(visitor, journey, 'load-more-phone');
  });
});
