// Journeys for the store (SPEC 2 'Store', 5 'Sell product' and 'Purchase', 7, 8, 9): a seller lists
// a product with a photo; a visitor finds it by searching, is asked to log in, signs in, pays by card and
// watches the order reach Delivered, then finds it in 'My Store Purchases'; the purchase analytics event is
// recorded; a student on a phone buys cash on delivery. Screens at 1280 and 375 px wide.
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { formatRupees } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import {
  authCard,
  expectPage,
  fillCredentials,
  fillTestCard,
  mainNav,
  menuButton,
  seen,
  submitButton,
} from './support/app.ts';
import { desktop, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { dialog, live, seedVerifiedPerson, signIn, type Person } from './support/projects.ts';
import { eventually, type Admin } from './support/stack.ts';
import {
  buyNow,
  expectNoSidewaysScroll,
  expectTracked,
  productCard,
  purchaseDialog,
  searchStore,
  seedSellerAndBuyer,
  storedOrders,
  storeSection,
  uniqueName,
} from './support/store.ts';

const journey = 'store';
const password = 'correct-horse-42';
const photo = fileURLToPath(new URL('../../scripts/seed-data/products/iot-weather-station.jpg', import.meta.url));

let browser: Browser;
let admin: Admin;
useBrowserSuite((started) => ({ browser, admin } = started));

const seedPerson = (role: Person['role']) => seedVerifiedPerson(admin, role, `store-${role}`, password);

/** The purchase events the page put on window.dataLayer (the local analytics, SPEC 7). */
function purchaseEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'purchase',
    ),
  );
}

/** Follows a main-navigation link, through the Menu button on a phone. */
async function navigate(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? desktop.width) <= phone.width) await menuButton(page).click();
  await mainNav(page).getByRole('link', { name, exact: true }).click();
}

describe('the store', () => {
  test('a seller lists a product with a photo through the Sell form and sees it in their store', async () => {
    const seller = await seedPerson('seller');
    const name = uniqueName('IoT Weather Station');
    const description = 'Solar-powered weather station with a live dashboard for temperature and humidity.';
    const { page } = await signIn(browser, seller);

    await page.getByRole('button', { name: 'Sell a Project', exact: true }).click();
    const form = dialog(page, 'Sell a Pre-Built Project');
    // Nothing filled in: SPEC 5's text, and nothing stored.
    await form.getByRole('button', { name: 'List Project', exact: true }).click();
    expect(await seen(form.getByRole('alert'))).toBe(texts.store.requiredFields);

    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Description/).fill(description);
    await form.getByLabel(/^Price/).fill('2499.5');
    await form.getByLabel(/^Image/).setInputFiles(photo);
    await form.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await shoot(page, journey, 'sell-form', { fullPage: false });
    await form.getByRole('button', { name: 'List Project', exact: true }).click();
    await form.waitFor({ state: 'detached', ...live });

    const listings = page.getByRole('list', { name: 'Your listings' });
    const listing = listings.getByRole('listitem').filter({ hasText: name });
    await listing.waitFor(live);
    expect(await listing.innerText()).toContain(formatRupees(2499.5));

    const [stored] = await eventually(
      async () => (await admin.db.collection(paths.storeProducts).where('name', '==', name).get()).docs,
      (found) => found.length === 1,
    );
    expect(stored!.data()).toMatchObject({
      sellerId: seller.uid,
      sellerEmail: seller.email,
      description,
      price: 2499.5,
    });
    const imageUrl = stored!.get('imageUrl') as string;
    expect(imageUrl).toMatch(/^\/media\/products\/[A-Za-z0-9_-]+\.jpg$/);

    // The Store shows it with the uploaded photo (loaded, not the placeholder), as the seller's own listing.
    await navigate(page, 'Store');
    await expectPage(page, '/store', texts.store.title);
    const card = productCard(page, name);
    await card.waitFor(live);
    expect(await card.innerText()).toContain(formatRupees(2499.5));
    expect(await card.getByText('Your listing', { exact: true }).count()).toBe(1);
    expect(await card.getByRole('button', { name: /Buy Now/ }).count()).toBe(0);
    const image = card.locator('img');
    expect(new URL((await image.getAttribute('src'))!, page.url()).pathname).toBe(imageUrl);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), live)
      .toBe(true);
    await shoot(page, journey, 'seller-store');
  });

  test(
    'a visitor searches, is asked to log in, signs in, pays by card and watches the order reach Delivered',
    { timeout: 120_000 },
    async () => {
      const tag = uniqueName('Line Follower').split(' ').pop()!;
      const { seller, student, product } = await seedSellerAndBuyer(admin, seedPerson, {
        name: `Line Following Robot ${tag}`,
        description: `Arduino robot kit ${tag} with IR sensors, PID tuning guide and chassis.`,
        price: 1899,
      });
      const address = '14 Lake View Road, Arera Colony, Bhopal 462016';

      // ---- A visitor finds it: search is case-insensitive over name and description. ----
      const { page } = await openSession(browser, '/store', desktop);
      await expectPage(page, '/store', texts.store.title);
      await productCard(page, product.name).waitFor(live);
      await shoot(page, journey, 'store');
      await searchStore(page, tag.toUpperCase(), [product.name]);
      // A phrase only the description has, in other letter case.
      await searchStore(page, `KIT ${tag} with ir SENSORS`, [product.name]);
      await storeSection(page).getByRole('searchbox').fill(`no such thing ${tag}`);
      // 'Searching...' shows while the server answers.
      await expect
        .poll(() => storeSection(page).getByRole('status').first().innerText(), live)
        .toBe(`No projects match “no such thing ${tag}”.`);
      await searchStore(page, tag, [product.name]);
      expect(await productCard(page, product.name).innerText()).toContain(formatRupees(product.price));
      await shoot(page, journey, 'store-search');

      // ---- Buy Now asks to log in; declining says SPEC's text; accepting goes to the login screen. ----
      await buyNow(page, product.name).click();
      const ask = dialog(page, 'Log in to buy');
      await ask.getByText(/Please log in to buy .+\. Log in now\?/).waitFor();
      await shoot(page, journey, 'login-asked', { fullPage: false });
      await ask.getByRole('button', { name: 'Not now', exact: true }).click();
      expect(await seen(ask.getByRole('alert'))).toBe(texts.store.loginRequired);
      await shoot(page, journey, 'login-refused', { fullPage: false });
      await ask.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, live).toBe('/login');
      await authCard(page).waitFor();
      await fillCredentials(page, student.email, student.password);
      await submitButton(page, 'Login').click();
      await expectPage(page, '/dashboard', texts.dashboard.studentTitle);

      // ---- Signed in: the address is required, then the card is paid through the simulated checkout. ----
      await navigate(page, 'Store');
      await expectPage(page, '/store', texts.store.title);
      await searchStore(page, tag, [product.name]);
      await buyNow(page, product.name).click();
      const buy = purchaseDialog(page, product.name);
      expect(await buy.getByRole('radio', { name: 'Card', exact: true }).isChecked()).toBe(true);
      await buy.getByRole('button', { name: 'Continue to Payment', exact: true }).click();
      expect(await seen(buy.getByRole('alert'))).toBe(texts.store.addressRequired);
      await buy.getByLabel(/^Delivery address/).fill(address);
      await shoot(page, journey, 'purchase', { fullPage: false });
      await buy.getByRole('button', { name: 'Continue to Payment', exact: true }).click();

      const pay = dialog(page, 'Payment');
      expect(await seen(pay.getByText(formatRupees(product.price), { exact: true }))).toBe(formatRupees(product.price));
      await fillTestCard(pay);
      await shoot(page, journey, 'payment', { fullPage: false });
      await pay.getByRole('button', { name: `Pay ${formatRupees(product.price)}`, exact: true }).click();

      // ---- The tracking view follows the order to Delivered (steps every ORDER_STEP_MS on the server). ----
      const placed = dialog(page, 'Order placed');
      await placed.getByRole('list', { name: 'Order progress' }).waitFor(live);
      await shoot(page, journey, 'tracking', { fullPage: false });
      await expectTracked(placed, 'Delivered');
      expect(await placed.innerText()).toContain(address);
      await shoot(page, journey, 'tracking-delivered', { fullPage: false });

      const [order] = await storedOrders(admin, student.uid, product.id);
      expect(await storedOrders(admin, student.uid, product.id)).toHaveLength(1);
      expect(order!.data()).toMatchObject({
        studentId: student.uid,
        studentEmail: student.email,
        sellerId: seller.uid,
        deliveryAddress: address,
        paymentMethod: 'card',
        orderStatus: 'Delivered',
        product: { id: product.id, name: product.name, price: product.price },
        razorpay_payment_id: expect.any(String),
        razorpay_order_id: expect.any(String),
      });

      // ---- The purchase analytics event (SPEC 7) is on window.dataLayer, once. ----
      expect(await purchaseEvents(page)).toEqual([
        expect.objectContaining({
          event: 'purchase',
          transaction_id: order!.id,
          value: product.price,
          currency: 'INR',
          items: [expect.objectContaining({ item_id: product.id, item_name: product.name, price: product.price })],
        }),
      ]);

      // ---- 'My Store Purchases' lists it as Delivered; Track opens the same view. ----
      await placed.getByRole('button', { name: 'Done', exact: true }).click();
      await placed.waitFor({ state: 'detached' });
      await navigate(page, 'Dashboard');
      await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
      const purchases = page.getByRole('region', { name: texts.store.myPurchases });
      const row = purchases.getByRole('listitem').filter({ hasText: product.name });
      await row.waitFor(live);
      expect(await row.innerText()).toContain('Delivered');
      expect(await row.innerText()).toContain(formatRupees(product.price));
      await shoot(page, journey, 'my-purchases');
      await row.getByRole('button', { name: `Track order: ${product.name}`, exact: true }).click();
      const tracking = dialog(page, 'Order tracking');
      await expectTracked(tracking, 'Delivered', live);
      await shoot(page, journey, 'my-purchases-tracking', { fullPage: false });
    },
  );

  test(
    'a student on a phone buys cash on delivery to a new address and follows it in My Store Purchases',
    { timeout: 120_000 },
    async () => {
      const { student, product } = await seedSellerAndBuyer(admin, seedPerson, {
        name: uniqueName('RFID Attendance System'),
        description: 'RFID reader, ESP32 and a web dashboard that exports attendance to a spreadsheet every day.',
        price: 3250.75,
      });
      const saved = '12 MG Road, Indore, Madhya Pradesh 452001';
      await admin.db.doc(paths.user(student.uid)).update({ address: saved });
      const address = 'Flat 3B, Sunrise Apartments, Vijay Nagar, Indore 452010';

      const { page } = await signIn(browser, student, phone);
      await navigate(page, 'Store');
      await expectPage(page, '/store', texts.store.title);
      await productCard(page, product.name).waitFor(live);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'store');
      await searchStore(page, product.name.toLowerCase(), [product.name]);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'store-search');

      await buyNow(page, product.name).click();
      const buy = purchaseDialog(page, product.name);
      // Prefilled from the profile; the student sends it elsewhere this time.
      const addressBox = buy.getByLabel(/^Delivery address/);
      expect(await addressBox.inputValue()).toBe(saved);
      await addressBox.fill(address);
      await buy.getByRole('radio', { name: 'Cash on Delivery', exact: true }).check();
      const place = buy.getByRole('button', { name: `Place Order (${formatRupees(product.price)})`, exact: true });
      await place.waitFor();
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'purchase-cod', { fullPage: false });
      await place.click();

      const placed = dialog(page, 'Order placed');
      await placed.getByRole('list', { name: 'Order progress' }).waitFor(live);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'tracking', { fullPage: false });
      await expectTracked(placed, 'Delivered');
      expect(await placed.innerText()).toContain('Cash on Delivery');
      await shoot(page, journey, 'tracking-delivered', { fullPage: false });

      const orders = await storedOrders(admin, student.uid, product.id);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.data()).toMatchObject({
        deliveryAddress: address,
        paymentMethod: 'cod',
        orderStatus: 'Delivered',
        product: { id: product.id, price: product.price },
        razorpay_payment_id: null,
        razorpay_order_id: null,
      });
      expect(await purchaseEvents(page)).toEqual([
        expect.objectContaining({ transaction_id: orders[0]!.id, value: product.price, currency: 'INR' }),
      ]);
      // The profile's saved address is left as it was.
      expect((await admin.profile(student.uid))?.address).toBe(saved);

      await placed.getByRole('button', { name: 'Done', exact: true }).click();
      await placed.waitFor({ state: 'detached' });
      await navigate(page, 'Dashboard');
      await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
      const row = page
        .getByRole('region', { name: texts.store.myPurchases })
        .getByRole('listitem')
        .filter({ hasText: product.name });
      await row.waitFor(live);
      expect(await row.innerText()).toContain('Delivered');
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'my-purchases');
      await row.getByRole('button', { name: `Track order: ${product.name}`, exact: true }).click();
      const tracking = dialog(page, 'Order tracking');
      await expectTracked(tracking, 'Delivered', live);
      expect(await tracking.innerText()).toContain(address);
      await expectNoSidewaysScroll(page);
      await shoot(page, journey, 'my-purchases-tracking', { fullPage: false });
    },
  );

  describe('Use my location', () => {
    async function openPurchase(allowed: boolean) {
      const { student, product } = await seedSellerAndBuyer(admin, seedPerson, {
        name: uniqueName('Home Automation Hub'),
        description: 'Relay board and phone app that switch four home appliances over Wi-Fi.',
        price: 4200,
      });
      const session = await signIn(browser, student);
      const { context, page } = session;
      if (allowed) {
        await context.grantPermissions(['geolocation'], { origin: new URL(page.url()).origin });
        await context.setGeolocation({ latitude: 22.7196, longitude: 75.8577 });
      } else {
        await context.clearPermissions();
      }
      await navigate(page, 'Store');
      await searchStore(page, product.name, [product.name]);
      await buyNow(page, product.name).click();
      return { session, buy: purchaseDialog(page, product.name) };
    }

    test('with the location allowed, the offline geocoder fills in the city', async () => {
      const { session, buy } = await openPurchase(true);
      const addressBox = buy.getByLabel(/^Delivery address/);
      expect(await addressBox.inputValue()).toBe('');
      await buy.getByRole('button', { name: 'Use my location', exact: true }).click();
      await expect.poll(() => addressBox.inputValue(), live).toBe('Indore, Madhya Pradesh, India');
      expect(await buy.getByRole('alert').count()).toBe(0);
      await shoot(session.page, journey, 'location-found', { fullPage: false });
    });

    test('with the location denied, SPEC’s text says why', async () => {
      const { session, buy } = await openPurchase(false);
      session.allowConsole(/location|Geolocation/i);
      await buy.getByRole('button', { name: 'Use my location', exact: true }).click();
      const alert = await seen(buy.getByRole('alert'));
      expect(alert.startsWith(texts.store.locationFailed(''))).toBe(true);
      expect(alert).toMatch(/denied/i);
      expect(await buy.getByLabel(/^Delivery address/).inputValue()).toBe('');
      await shoot(session.page, journey, 'location-denied', { fullPage: false });
    });
  });
});
