// The login and sign-up screen in both languages (decision 071): in English word for word SPEC's texts and what it
// said before; in Hindi its own words, SPEC 8's errors and notices said by their keys, no English of ours left.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { authFormMachine, type LogInResult } from '@marketplace/shared/session/auth-form.machine';
import { signupNotice } from '@marketplace/shared/privacy/notice-version';
import { texts } from '@marketplace/shared/texts';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { AuthFormContext } from './auth-form-context.ts';
import { AuthScreen } from './auth-screen.tsx';
import { authKnown } from './auth-texts.ts';
import { RoleDialog } from './role-dialog.tsx';

afterEach(cleanup);

/** The screen with a form whose log-in answers `logIn`. */
function renderScreen(mode: 'login' | 'signup', logIn: () => Promise<LogInResult> = async () => 'signedIn') {
  const logic = authFormMachine.provide({ actors: { logIn: fromPromise(logIn) } });
  return render(
    <AuthFormContext.Provider logic={logic}>
      <AuthScreen initialMode={mode} reason={null} />
    </AuthFormContext.Provider>,
  );
}

function logInAs(email: string) {
  fireEvent.change(screen.getByLabelText(/Email|ईमेल/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password|पासवर्ड/), { target: { value: 'secret123' } });
  fireEvent.submit(screen.getByLabelText(/Email|ईमेल/).closest('form')!);
}

/** Latin words left in a node's text, but those allowed. */
const latinIn = (node: HTMLElement, allowed: string[]) =>
  (node.textContent!.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.includes(word));

describe("the auth screen's English", () => {
  it("is SPEC's and shared's words, word for word", () => {
    for (const [text, key] of Object.entries(authKnown)) expect(translate('en', key), key).toBe(text);
    // Every reason for sending a visitor to log in is known, none hidden by another with the same words.
    for (const reason of ['order', 'project', 'privacy', 'profile', 'dashboard'])
      expect(Object.values(authKnown)).toContain(`signin.reason.${reason}`);
    expect(translate('en', 'signin.roleTitle')).toBe(texts.auth.selectYourRole);
  });

  it('shows SPEC 8 notices as shared says them', async () => {
    renderScreen('login', async () => 'unverified');
    logInAs('asha@example.test');
    expect(await screen.findByText(texts.auth.unverifiedEmail)).toBeTruthy();
    expect(screen.getByText(texts.auth.unverifiedResendHint)).toBeTruthy();
  });

  it("titles the role dialog with SPEC's words", async () => {
    render(
      <AuthFormContext.Provider logic={authFormMachine}>
        <RoleDialog />
      </AuthFormContext.Provider>,
    );
    expect(await screen.findByRole('dialog', { name: texts.auth.selectYourRole })).toBeTruthy();
  });

  it('shows the privacy notice as it was', () => {
    renderScreen('signup');
    expect(screen.getByText(signupNotice, { exact: false })).toBeTruthy();
  });
});

describe('the auth screen in Hindi', () => {
  it('signs up with no English of ours left', async () => {
    await showIn('hi');
    try {
      const { container } = renderScreen('signup');
      expect(await screen.findByRole('heading', { name: 'अपना खाता बनाएँ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'साइन अप करें' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'विक्रेता' })).toBeTruthy();
      // Google is a name; its mark ('G') is not a word.
      const form = container.cloneNode(true) as HTMLElement;
      form.querySelector('.auth__google-mark')?.remove();
      expect(latinIn(form, ['Google'])).toEqual([]);
      cleanup();
      render(
        <AuthFormContext.Provider logic={authFormMachine}>
          <RoleDialog />
        </AuthFormContext.Provider>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'अपनी भूमिका चुनें' });
      expect(within(dialog).getByRole('button', { name: 'छात्र' })).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });

  it("says SPEC 8's notice and error in Hindi", async () => {
    await showIn('hi');
    try {
      renderScreen('login', async () => 'unverified');
      expect(await screen.findByRole('heading', { name: 'फिर से स्वागत है' })).toBeTruthy();
      logInAs('asha@example.test');
      expect(await screen.findByText(translate('hi', 'signin.error.unverifiedEmail'))).toBeTruthy();
      expect(screen.getByText(translate('hi', 'signin.error.unverifiedResendHint'))).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सत्यापन ईमेल फिर से भेजें' })).toBeTruthy();
      cleanup();
      renderScreen('login', () =>
        Promise.reject(Object.assign(new Error('Firebase: Error'), { code: 'auth/invalid-credential' })),
      );
      logInAs('asha@example.test');
      expect(await screen.findByText('ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।')).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });
});
