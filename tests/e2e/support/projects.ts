// The projects marketplace as a person finds it: a signed-in dashboard, project cards, the dialogs they
// open and the confirm step of an action. By role, label and visible text, never by CSS class.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  actionLabels,
  confirmLabels,
  confirmationTexts,
  type ProjectAction,
} from '@marketplace/shared/projects/project-actions';
import type { PaymentStatus, ProjectStatus } from '@marketplace/shared/projects/project';
import type { Role } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { expectPage, fillCredentials, submitButton } from './app.ts';
import { desktop, openSession, type Session } from './browser.ts';
import { uniqueEmail, type Admin } from './stack.ts';

/** How long a change made in one browser may take to show in another (Firestore listener round trip). */
export const live = { timeout: 15_000 } as const;

export interface Person {
  email: string;
  password: string;
  role: Extract<Role, 'student' | 'seller'>;
}

/** A verified person with a profile of `role`, seeded past the sign-up form, at a fresh address made from `name`. */
export async function seedVerifiedPerson(
  admin: Admin,
  role: Person['role'],
  name: string,
  password: string,
): Promise<Person & { uid: string }> {
  const person = { email: uniqueEmail(name), password, role };
  return { ...person, uid: await admin.seedPerson({ ...person, verified: true }) };
}

/** A fresh context in which `person` logs in through the login form and lands on their dashboard. */
export async function signIn(
  browser: Browser,
  person: Person,
  viewport: { width: number; height: number } = desktop,
): Promise<Session> {
  const session = await openSession(browser, '/login', viewport);
  await fillCredentials(session.page, person.email, person.password);
  await submitButton(session.page, 'Login').click();
  const title = person.role === 'student' ? texts.dashboard.studentTitle : texts.dashboard.sellerTitle;
  await expectPage(session.page, '/dashboard', title);
  return session;
}

/** A fresh context in which an admin logs in through the login form and lands on the Admin Dashboard. */
export async function signInAsAdmin(
  browser: Browser,
  { email, password }: { email: string; password: string },
  viewport: { width: number; height: number } = desktop,
): Promise<Session> {
  const session = await openSession(browser, '/login', viewport);
  await fillCredentials(session.page, email, password);
  await submitButton(session.page, 'Login').click();
  await expectPage(session.page, '/dashboard', 'Admin Dashboard');
  return session;
}

/** Opens an area of the admin console from its navigation, as an admin does (decision 063), and waits for it. */
export async function openConsoleArea(
  page: Page,
  area: 'Dashboard' | 'Inbox' | 'Money' | 'People' | 'Insights',
): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: new RegExp(`^${area}`) })
    .click();
  const heading = area === 'Dashboard' ? 'Admin Dashboard' : area;
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
}

/**
 * Marks the document so `expectNotReloaded` can tell later that what changed on screen arrived live,
 * not through a reload or a new navigation (either would drop the mark).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { journeyMark?: boolean }).journeyMark = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { journeyMark?: boolean }).journeyMark)).toBe(true);
}

/** The dashboard's card for one project, found by its title (the card's open button). */
export function projectCard(page: Page, title: string): Locator {
  return page
    .getByRole('list', { name: 'Projects' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/**
 * The status and payment labels of a card or a detail dialog, as read aloud ('Status: Open'). The
 * pattern needs a word after the prefix so it finds the whole label, not its visually hidden 'Status: ' part.
 */
async function badges(scope: Locator): Promise<{ status: string; payment: string }> {
  const read = async (label: RegExp) => (await scope.getByText(label).first().textContent())?.trim() ?? '';
  return { status: await read(/^Status: \w/), payment: await read(/^Payment: \w/) };
}

/**
 * Waits (bounded) until the card or dialog shows this status and payment status; a refunded project's payment
 * reads as its refund's state ('Refund requested', 'Refunded').
 */
export async function expectStates(
  scope: Locator,
  status: ProjectStatus,
  payment: PaymentStatus | 'Refund requested',
): Promise<void> {
  await expect.poll(() => badges(scope), live).toEqual({ status: `Status: ${status}`, payment: `Payment: ${payment}` });
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** Opens a project's detail dialog from its card on the dashboard. */
export async function openProject(page: Page, title: string): Promise<Locator> {
  await projectCard(page, title).getByRole('button', { name: title, exact: true }).click();
  return dialog(page, title);
}

/** The dialog's × button; a dialog may also have a 'Close' action button, which this is not. */
export async function closeDialog(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Close', exact: true }).first().click();
  await scope.waitFor({ state: 'detached' });
}

/**
 * Presses an action in the open detail dialog and answers its confirm dialog (SPEC 4), checking the
 * question asked. `beforeConfirm` runs while the question is on screen (for a screenshot).
 */
export async function confirmAction(
  page: Page,
  detail: Locator,
  action: Exclude<ProjectAction, 'fund'>,
  beforeConfirm: () => Promise<void> = async () => {},
): Promise<void> {
  await detail.getByRole('button', { name: actionLabels[action], exact: true }).click();
  const confirm = dialog(page, actionLabels[action]);
  await confirm.getByText(confirmationTexts[action], { exact: true }).waitFor();
  await beforeConfirm();
  await confirm.getByRole('button', { name: confirmLabels[action], exact: true }).click();
  await confirm.waitFor({ state: 'detached' });
}

/** The chat's message list items, oldest first (an empty chat shows one placeholder item instead). */
export function chatMessages(chat: Locator): Locator {
  return chat.getByRole('list', { name: 'Messages' }).getByRole('listitem');
}

/** Types a message into an open chat and sends it with the Send button. */
export async function sendMessage(chat: Locator, text: string): Promise<void> {
  await chat.getByLabel('Message', { exact: true }).fill(text);
  await chat.getByRole('button', { name: 'Send', exact: true }).click();
}
