// The store as a person finds it: the Project Store's search and grid, Buy Now and the dialogs it opens,
// the tracking view and 'My Store Purchases'. By role, label and visible text, never by CSS class.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import type { OrderStatus } from '@marketplace/shared/store/order';
import { texts } from '@marketplace/shared/texts';
import { eventually } from '../../support/eventually.ts';
import { dialog, live, type Person } from './projects.ts';
import type { Admin } from './stack.ts';

/** Order tracking steps every ORDER_STEP_MS (2 s by default): three steps, with room for a busy machine. */
export const delivery = { timeout: 45_000 } as const;

export interface SeededProduct {
  id: string;
  name: string;
  description: string;
  price: number;
}

/** A product written straight into the emulator, as if a seller had listed it earlier (no image). */
export async function seedProduct(
  admin: Admin,
  seller: { uid: string; email: string },
  { name, description, price }: Omit<SeededProduct, 'id'>,
): Promise<SeededProduct> {
  const ref = admin.db.collection(paths.storeProducts).doc();
  await ref.set({
    sellerId: seller.uid,
    sellerEmail: seller.email,
    name,
    description,
    price,
    imageUrl: '',
    createdAt: FieldValue.serverTimestamp(),
  });
  // Listed once the host's trigger has written its listing: a store page asked for before that is drawn without
  // it (decision 021) and shows it only once it goes live.
  await eventually(
    () => admin.db.doc(paths.storeListing(ref.id)).get(),
    (listing) => listing.exists,
  );
  return { id: ref.id, name, description, price };
}

/** A name no other run or test uses, so searching for it finds exactly one card. */
/** A new seller with `product` in the store, and a new student to buy it (`seedPerson` makes each, as its file names them). */
export async function seedSellerAndBuyer(
  admin: Admin,
  seedPerson: (role: Person['role']) => Promise<Person & { uid: string }>,
  product: Omit<SeededProduct, 'id'>,
) {
  const seller = await seedPerson('seller');
  const student = await seedPerson('student');
  return { seller, student, product: await seedProduct(admin, seller, product) };
}

export const uniqueName = (base: string) => `${base} ${randomUUID().slice(0, 8)}`;

export const storeSection = (page: Page) => page.getByRole('region', { name: texts.store.title });
export const productGrid = (page: Page) => storeSection(page).getByRole('list', { name: 'Products' });
export const searchBox = (page: Page) => storeSection(page).getByRole('searchbox', { name: 'Search the store' });

/** The grid's card for one product, found by its heading. */
export function productCard(page: Page, name: string): Locator {
  return productGrid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Types into the store's search box and waits until the grid shows exactly the cards named. */
export async function searchStore(page: Page, query: string, expected: string[]): Promise<void> {
  await searchBox(page).fill(query);
  await expect
    .poll(async () => (await productGrid(page).getByRole('heading').allInnerTexts()).map((text) => text.trim()), live)
    .toEqual(expected);
}

export const buyNow = (page: Page, name: string) =>
  productCard(page, name).getByRole('button', { name: `Buy Now: ${name}`, exact: true });

export const purchaseDialog = (page: Page, name: string) => dialog(page, `Buy ${name}`);

/** The tracking view's live status line ('Status: Shipped'). */
export async function trackedStatus(scope: Locator): Promise<string> {
  const line = scope.getByRole('status').filter({ hasText: /^Status: / });
  return (await line.first().innerText()).trim();
}

/** Waits (bounded) until the tracking view in `scope` shows `status` as the current step. */
export async function expectTracked(
  scope: Locator,
  status: OrderStatus,
  timeout: { timeout: number } = delivery,
): Promise<void> {
  await expect.poll(() => trackedStatus(scope), timeout).toBe(`Status: ${status}`);
  const steps = scope.getByRole('list', { name: 'Order progress' });
  expect((await steps.locator('[aria-current="step"]').innerText()).trim()).toBe(status);
}

/** The stored orders of one buyer for one product. */
export async function storedOrders(admin: Admin, buyerId: string, productId: string) {
  const found = await admin.db.collection(paths.storeOrders).where('studentId', '==', buyerId).get();
  return found.docs.filter((doc) => doc.get('product.id') === productId);
}

/** The page scrolls no wider than its window (nothing overflows sideways on a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}
