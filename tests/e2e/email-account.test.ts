// Journeys 1-3: an email account from signup to a saved profile, and the two ways a login is refused.
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { texts } from '@marketplace/shared/texts';
import {
  authCard,
  expectHeading,
  expectPage,
  expectProjectsLoaded,
  expectSignedInHeader,
  expectSignedOutHeader,
  fillCredentials,
  mainNav,
  seen,
  submitButton,
} from './support/app.ts';
import { expectAccessible } from './support/a11y.ts';
import { appReady, openPage, openSession, phone, shoot, useBrowserSuite } from './support/browser.ts';
import { eventually, uniqueEmail, verificationMails, type Admin } from './support/stack.ts';

const password = 'correct-horse-42';
// The 400 the Auth emulator answers a refused sign-in with; Chromium logs every failed request.
const refusedSignIn = /status of 400 .*accounts:signInWithPassword/;

let browser: Browser;
let admin: Admin;

useBrowserSuite((started) => ({ browser, admin } = started));

/** Types `value` into the form's field and presses its save button. */
async function saveField(form: Locator, label: string, value: string, save = 'Save'): Promise<void> {
  await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: save }).click();
}
/** What the profile page says after a save: its refusal (an alert), or its word that the value is saved. */
const profileRefusal = (page: Page) => seen(page.getByRole('alert'));
const profileSaved = (page: Page) => seen(page.getByRole('main').getByRole('status'));

describe('an email account', () => {
  test('signs up as a student, verifies, logs in, edits the profile and signs out', async () => {
    const journey = 'signup';
    const email = uniqueEmail('student');
    const { page, context } = await openSession(browser, '/signup');

    await expectPage(page, '/signup', 'Create your account');
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'signup');
    await fillCredentials(page, email, password);
    // The show/hide toggle reveals the password and hides it again.
    const passwordField = authCard(page).getByLabel('Password', { exact: true });
    await authCard(page).getByRole('button', { name: 'Show' }).click();
    expect(await passwordField.getAttribute('type')).toBe('text');
    expect(await authCard(page).getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
    await authCard(page).getByRole('button', { name: 'Hide' }).click();
    expect(await passwordField.getAttribute('type')).toBe('password');
    await authCard(page).getByLabel('I am a').selectOption('student');
    await submitButton(page, 'Sign Up').click();

    // Signup sends the mail, signs the new (unverified) person out and switches to login.
    expect(await seen(authCard(page).getByRole('status'))).toContain(texts.auth.verificationSentAfterSignup);
    await expectHeading(page, 'Welcome back');
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'verification-sent');
    await expectAccessible(page, 'verification sent, with the verification link');
    const uid = (await admin.auth.getUserByEmail(email)).uid;
    expect(await admin.profile(uid)).toEqual({ uid, email, role: 'student', language: 'en' });
    expect(await verificationMails(email)).toHaveLength(1);

    // Logging in before following the link is refused, with a way to get a new link.
    await submitButton(page, 'Login').click();
    const refusal = authCard(page).getByRole('alert');
    expect(await seen(refusal)).toContain(texts.auth.unverifiedEmail);
    expect(await refusal.innerText()).toContain(texts.auth.unverifiedResendHint);
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'unverified');
    await expectAccessible(page, 'unverified login refused');
    await refusal.getByRole('button', { name: 'Resend verification email' }).click();
    expect(await seen(authCard(page).getByRole('status'))).toContain(texts.auth.verificationResent);
    const mails = await eventually(
      () => verificationMails(email),
      (found) => found.length === 2,
    );
    await shoot(page, journey, 'verification-resent');

    // Locally the app offers the emulator's latest link; it must be the one the emulator holds.
    const [verifyPage] = await Promise.all([
      context.waitForEvent('page'),
      authCard(page).getByRole('button', { name: 'Open the verification link' }).click(),
    ]);
    await verifyPage.waitForLoadState();
    expect(verifyPage.url()).toBe(mails.at(-1)?.oobLink);
    await shoot(verifyPage, journey, 'verified');
    await eventually(
      async () => (await admin.auth.getUserByEmail(email)).emailVerified,
      (verified) => verified,
    );
    await verifyPage.close();

    await submitButton(page, 'Login').click();
    await expectPage(page, '/dashboard', texts.dashboard.studentTitle);
    await expectSignedInHeader(page, email);
    await expectProjectsLoaded(page);
    expect(await seen(page.getByText(texts.dashboard.studentEmpty))).toBe(texts.dashboard.studentEmpty);
    await shoot(page, journey, 'dashboard');

    await mainNav(page).getByRole('link', { name: 'Profile' }).click();
    await expectPage(page, '/profile', texts.profile.title);
    await shoot(page, journey, 'profile');
    const banners = page.getByRole('main').getByRole('alert').or(page.getByRole('main').getByRole('status'));

    // Full name: one refused attempt (nothing written), then a padded name saved trimmed.
    const nameForm = page.getByRole('form', { name: 'Personal Details' });
    await saveField(nameForm, 'Full name', 'A');
    expect(await profileRefusal(page)).toBe(texts.profile.invalidFullName);
    await shoot(page, journey, 'profile-invalid-name');
    expect(await admin.profile(uid)).toEqual({ uid, email, role: 'student', language: 'en' });
    await saveField(nameForm, 'Full name', '  Asha Verma  ');
    expect(await profileSaved(page)).toBe(texts.profile.fullNameSaved);
    // Each new attempt clears both banners first, so the refusal is gone.
    expect(await banners.allInnerTexts()).toEqual([texts.profile.fullNameSaved]);
    expect((await admin.profile(uid))?.fullName).toBe('Asha Verma');

    // Phone: spaces are refused; a valid number is stored exactly as typed.
    const phoneForm = page.getByRole('form', { name: 'Contact Information' });
    await saveField(phoneForm, 'Phone number', '+91 98765');
    expect(await profileRefusal(page)).toBe(texts.profile.invalidPhone);
    expect(await banners.allInnerTexts()).toEqual([texts.profile.invalidPhone]);
    expect((await admin.profile(uid))?.phone).toBeUndefined();
    await saveField(phoneForm, 'Phone number', '+919876543210');
    expect(await profileSaved(page)).toBe(texts.profile.phoneSaved);
    expect(await banners.allInnerTexts()).toEqual([texts.profile.phoneSaved]);
    expect((await admin.profile(uid))?.phone).toBe('+919876543210');

    // Address: view -> edit, a too-short one is refused, a padded one is saved trimmed and shown.
    const addressCard = page.getByRole('region', { name: 'Delivery Address' });
    expect(await seen(addressCard.getByText(texts.profile.noAddress))).toBe(texts.profile.noAddress);
    await addressCard.getByRole('button', { name: texts.profile.addAddress }).click();
    await saveField(addressCard, 'Address', 'short', texts.profile.saveAddress);
    expect(await profileRefusal(page)).toBe(texts.profile.invalidAddress);
    await shoot(page, journey, 'profile-invalid-address');
    expect((await admin.profile(uid))?.address).toBeUndefined();
    const address = '12 MG Road, Vijay Nagar, Indore 452010';
    await saveField(addressCard, 'Address', `  ${address}  \n`, texts.profile.saveAddress);
    expect(await profileSaved(page)).toBe(texts.profile.addressSaved);
    expect(await seen(addressCard.getByText(address, { exact: true }))).toBe(address);
    await addressCard.getByRole('button', { name: texts.profile.changeAddress }).waitFor();
    expect(await addressCard.getByLabel('Address').count()).toBe(0);
    expect(await admin.profile(uid)).toEqual({
      uid,
      email,
      role: 'student',
      // The language in use at sign-up, kept for the mails and documents (decision 072).
      language: 'en',
      fullName: 'Asha Verma',
      phone: '+919876543210',
      address,
    });
    await shoot(page, journey, 'profile-saved');

    // Cancel leaves the editor without saving the draft.
    await addressCard.getByRole('button', { name: texts.profile.changeAddress }).click();
    await addressCard.getByLabel('Address').fill('A different place altogether');
    await addressCard.getByRole('button', { name: texts.profile.cancel }).click();
    expect(await seen(addressCard.getByText(address, { exact: true }))).toBe(address);
    expect((await admin.profile(uid))?.address).toBe(address);

    await page.reload();

    await appReady(page);
    await expectPage(page, '/profile', texts.profile.title);
    await expectSignedInHeader(page, email);
    expect(await page.getByRole('form', { name: 'Personal Details' }).getByLabel('Full name').inputValue()).toBe(
      'Asha Verma',
    );
    expect(await page.getByRole('form', { name: 'Contact Information' }).getByLabel('Phone number').inputValue()).toBe(
      '+919876543210',
    );
    expect(await seen(addressCard.getByText(address, { exact: true }))).toBe(address);

    await page.setViewportSize(phone);
    await shoot(page, journey, 'profile-saved');

    await page.setViewportSize({ width: 1280, height: 800 });
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectPage(page, '/', texts.home.hero);
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'signed-out');
  });

  test('an unverified person is refused at login, offered Resend, and stays signed out', async () => {
    const journey = 'unverified';
    const email = uniqueEmail('unverified');
    await admin.seedPerson({ email, password, role: 'seller', verified: false });
    const { page } = await openSession(browser, '/login');

    await expectPage(page, '/login', 'Welcome back');
    // The role is chosen only when signing up.
    expect(await authCard(page).getByLabel('I am a').count()).toBe(0);
    await fillCredentials(page, email, password);
    await submitButton(page, 'Login').click();
    const refusal = authCard(page).getByRole('alert');
    expect(await seen(refusal)).toContain(texts.auth.unverifiedEmail);
    expect(await refusal.innerText()).toContain(texts.auth.unverifiedResendHint);
    await expectPage(page, '/login', 'Welcome back');
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'login');

    await refusal.getByRole('button', { name: 'Resend verification email' }).click();
    expect(await seen(authCard(page).getByRole('status'))).toContain(texts.auth.verificationResent);
    expect(await verificationMails(email)).toHaveLength(1);
    await expectSignedOutHeader(page);

    // Signed out means the member pages are out of reach, too: a member's link asks to log in first (decision 025).
    await openPage(page, '/dashboard');
    await expectPage(page, '/login', 'Welcome back');
    await authCard(page).getByText('Log in to see your dashboard.').waitFor();
    await expectSignedOutHeader(page);
  });

  test('a wrong password or an unknown email shows the invalid-credentials text', async () => {
    const journey = 'wrong-password';
    const email = uniqueEmail('seller');
    await admin.seedPerson({ email, password, role: 'seller', verified: true });
    const session = await openSession(browser, '/login');
    const { page } = session;
    session.allowConsole(refusedSignIn);

    await fillCredentials(page, email, 'not-the-password');
    await submitButton(page, 'Login').click();
    expect(await seen(authCard(page).getByRole('alert'))).toBe(texts.auth.invalidCredentials);
    await expectPage(page, '/login', 'Welcome back');
    await expectSignedOutHeader(page);
    await shoot(page, journey, 'login');
    await page.setViewportSize(phone);
    await shoot(page, journey, 'login');
    await page.setViewportSize({ width: 1280, height: 800 });

    await fillCredentials(page, uniqueEmail('nobody'), password);
    // The same text again: wait for the new attempt's answer and the form to be ready before reading it.
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('accounts:signInWithPassword')),
      submitButton(page, 'Login').click(),
    ]);
    await submitButton(page, 'Login').waitFor();
    expect(await seen(authCard(page).getByRole('alert'))).toBe(texts.auth.invalidCredentials);

    // The right password still works afterwards.
    await fillCredentials(page, email, password);
    await submitButton(page, 'Login').click();
    await expectPage(page, '/dashboard', texts.dashboard.sellerTitle);
    await expectSignedInHeader(page, email);
    await expectProjectsLoaded(page);
  });
});
