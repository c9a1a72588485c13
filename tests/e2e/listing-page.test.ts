// A listing's own page (decision 052), as a visitor meets it through a shared link: the server's HTML is the page,
// with its canonical address, preview and structured data; the app takes it over without a mismatch; a visitor
// is asked to log in to buy, a student buys it from the link, at 1280 and 375 px, with axe's bar met; the store's
// cards link to it; once the listing is removed its link answers 410 and says so. Screens in
// test-results/screenshots/listing-*.png.
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { formatRupees } from '@marketplace/shared/projects/money';
import { requiredFieldProblems } from '@marketplace/shared/seo/structured-data';
import { texts } from '@marketplace/shared/texts';
import { expectAccessible } from './support/a11y.ts';
import { expectPage, fillTestCard } from './support/app.ts';
import { desktop, openPage, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, seedVerifiedPerson, signIn, type Person } from './support/projects.ts';
import { eventually, stack, type Admin } from './support/stack.ts';
import {
  delivery,
  expectNoSidewaysScroll,
  expectTracked,
  productCard,
  seedProduct,
  seedSellerAndBuyer,
  storedOrders,
  uniqueName,
} from './support/store.ts';

const journey = 'listing';
const password = 'correct-horse-42';

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role']) => seedVerifiedPerson(admin, role, `listing-${role}`, password);

/** A seller with a Verified badge and two published reviews (★ 4.5), and their listing. */
async function listedByVerifiedSeller() {
  const seeded = await seedSellerAndBuyer(admin, seedPerson, {
    name: uniqueName('Smart Irrigation Kit'),
    description: 'Soil moisture sensors, a relay-driven pump and an app that waters the plants on a schedule.',
    price: 2499,
  });
  await admin.db.doc(paths.user(seeded.seller.uid)).update({ fullName: 'Asha Rao', sellerVerified: true });
  await admin.db.doc(paths.ratingShard(seeded.seller.uid, 0)).set({ ratingSum: 9, ratingCount: 2 });
  await eventually(
    () => admin.db.doc(paths.publicProfile(seeded.seller.uid)).get(),
    (person) => person.get('verified') === true && person.get('name') === 'Asha Rao',
  );
  return seeded;
}

const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);

describe('a listing’s own page', () => {
  test(
    'a shared link is the page in its HTML; a visitor is asked to log in; a student buys it from the link',
    { timeout: 180_000 },
    async () => {
      const { student, product } = await listedByVerifiedSeller();
      const link = `/store/${product.id}`;

      // ---- What a chat app or a search engine reads: the HTML alone. ----
      const served = await fetch(`${stack.appUrl}${link}`);
      expect(served.status).toBe(200);
      const html = await served.text();
      expect(html).toContain(`<link rel="canonical" href="${stack.appUrl}${link}">`);
      expect(html).toContain(`<meta property="og:title" content="${product.name} — ${formatRupees(product.price)}">`);
      expect(html).toContain(`<meta property="og:image" content="${stack.appUrl}/product-placeholder.svg">`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(`<h1 id="`);
      expect(html).toContain(product.name);
      const [data] = ldJson(html);
      expect(requiredFieldProblems(data)).toEqual([]);
      expect(data).toMatchObject({
        '@type': 'Product',
        name: product.name,
        offers: { price: '2499.00', priceCurrency: 'INR' },
        aggregateRating: { ratingValue: '4.5', ratingCount: 2 },
      });

      // ---- A visitor opens it: the app takes the drawn page over (a mismatch fails the session). ----
      const visitor = await openSession(browser, link, desktop);
      const page = visitor.page;
      await expectPage(page, link, product.name);
      const main = page.getByRole('main');
      await main.getByText(formatRupees(product.price), { exact: true }).waitFor();
      await main.getByRole('link', { name: 'Asha Rao', exact: true }).waitFor();
      await main.getByText(/✓ Verified/).waitFor();
      await main.getByText(/★ 4\.5 \(2\)/).waitFor();
      const whatsApp = await main.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
      expect(decodeURIComponent(whatsApp!)).toContain(`${stack.appUrl}${link}`);
      await shoot(page, journey, 'visitor');
      await expectAccessible(page, 'listing page');
      await main.getByRole('button', { name: `Buy Now: ${product.name}`, exact: true }).click();
      await dialog(page, 'Log in to buy')
        .getByText(/Please log in to buy .+\. Log in now\?/)
        .waitFor();
      await shoot(page, journey, 'visitor-login-asked', { fullPage: false });

      // ---- The store's card links to the page. ----
      await openPage(page, '/store');
      await expectPage(page, '/store', texts.store.title);
      const card = productCard(page, product.name);
      await card.waitFor(live);
      await card.getByRole('link', { name: product.name, exact: true }).click();
      await expectPage(page, link, product.name);

      // ---- A student opens the shared link on a phone and buys it by card. ----
      const { page: phonePage } = await signIn(browser, student, phone);
      await openPage(phonePage, link);
      await expectPage(phonePage, link, product.name);
      await expectNoSidewaysScroll(phonePage);
      await shoot(phonePage, journey, 'student');
      await phonePage
        .getByRole('main')
        .getByRole('button', { name: `Buy Now: ${product.name}`, exact: true })
        .click();
      const buy = dialog(phonePage, `Buy ${product.name}`);
      await buy.getByLabel(/^Delivery address/).fill('14 Lake View Road, Arera Colony, Bhopal 462016');
      await buy.getByRole('button', { name: 'Continue to Payment', exact: true }).click();
      const pay = dialog(phonePage, 'Payment');
      await fillTestCard(pay);
      await pay.getByRole('button', { name: `Pay ${formatRupees(product.price)}`, exact: true }).click();
      // Right after the purchase, as from the store's grid: 'Order placed'.
      const tracking = dialog(phonePage, 'Order placed');
      await tracking.getByRole('list', { name: 'Order progress' }).waitFor(live);
      await expectTracked(tracking, 'Delivered', delivery);
      await shoot(phonePage, journey, 'student-bought', { fullPage: false });
      expect(await storedOrders(admin, student.uid, product.id)).toHaveLength(1);

      // ---- Removed: the link answers 410, not indexed, and the page says it is gone. ----
      await admin.db.doc(paths.storeProduct(product.id)).delete();
      await eventually(
        () => admin.db.doc(paths.storeListing(product.id)).get(),
        (listing) => !listing.exists,
      );
      const gone = await fetch(`${stack.appUrl}${link}`);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('<meta name="robots" content="noindex">');
      // The browser logs the page's status; it is the answer this step asks for.
      visitor.allowConsole(/status of 410 \(Gone\)/);
      await openPage(page, link);
      await expectPage(page, link, 'This project is no longer in the store');
      await shoot(page, journey, 'gone');
    },
  );

  test('a listing hidden, then deleted, leaves the sitemap and answers 404, then 410, not indexed, within seconds', async () => {
    // Through the running host and its trigger, not a direct call: what a crawler meets after a moderator acts.
    const seller = await seedPerson('seller');
    const product = await seedProduct(admin, seller, {
      name: uniqueName('Weather Station'),
      description: 'Temperature, humidity and rain, logged every minute.',
      price: 1599,
    });
    const addresses = [`${stack.appUrl}/store/${product.id}`, `${stack.appUrl}/hi/store/${product.id}`];
    const sitemap = async () =>
      [...(await (await fetch(`${stack.appUrl}/sitemap.xml`)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
        (match) => match[1]!,
      );
    const answers = () => Promise.all(addresses.map(async (url) => fetch(url)));
    for (const url of addresses) expect(await sitemap()).toContain(url);
    expect((await answers()).map((response) => response.status)).toEqual([200, 200]);

    // Hidden by a moderator: within seconds (eventually's 10 s), out of the sitemap and 404, not indexed.
    await admin.db.doc(paths.storeProduct(product.id)).update({ hidden: true, hiddenByModerator: true });
    const hidden = await eventually(answers, (responses) => responses.every((response) => response.status === 404));
    for (const response of hidden) {
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain(product.name);
    }
    await eventually(sitemap, (listed) => addresses.every((url) => !listed.includes(url)));

    // Deleted: 410 in both languages, not indexed, and still out of the sitemap.
    await admin.db.doc(paths.storeProduct(product.id)).delete();
    const gone = await eventually(answers, (responses) => responses.every((response) => response.status === 410));
    for (const response of gone) expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect((await sitemap()).filter((url) => url.includes(product.id))).toEqual([]);
  });

  test('a job’s own page is drawn with its JobPosting and taken over by the app; its card links to it', async () => {
    const ref = admin.db.collection(paths.jobs).doc();
    const title = uniqueName('Store Curator');
    await ref.set({
      title,
      location: 'Bhopal',
      description: 'Reviews kits before they are listed.',
      postedAt: Date.now(),
    });
    const link = `/careers/${ref.id}`;
    const served = await fetch(`${stack.appUrl}${link}`);
    expect(served.status).toBe(200);
    const [data] = ldJson(await served.text());
    expect(requiredFieldProblems(data)).toEqual([]);
    expect(data).toMatchObject({ '@type': 'JobPosting', title });

    const { page } = await openSession(browser, '/careers', phone);
    await page.getByRole('link', { name: title, exact: true }).click();
    await expectPage(page, link, title);
    await page.getByRole('button', { name: `Apply Now for ${title}`, exact: true }).waitFor();
    await shoot(page, journey, 'job');
    await openPage(page, link);
    await expectPage(page, link, title);
    await expectAccessible(page, 'job page');
  });
});
