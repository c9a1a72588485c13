import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { authFormMachine, type AuthMode, type Credentials, type LogInResult } from './auth-form.machine.ts';
import type { GoogleSignInOutcome } from './google-sign-in.ts';
import type { SelfServiceRole } from './profile.ts';

const email = 'ana@example.com';
const password = 'correct horse';

/** A rejection shaped like the auth provider's: a code and the provider's own message. */
function providerError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

interface Behaviour {
  logIn?: (input: Credentials) => Promise<LogInResult>;
  signUp?: (input: Credentials & { role: SelfServiceRole }) => Promise<void>;
  resendVerification?: (input: Credentials) => Promise<void>;
  googleSignIn?: () => Promise<GoogleSignInOutcome>;
  createProfile?: (input: { role: SelfServiceRole }) => Promise<void>;
}

/** An auth form whose effects record their inputs and behave as told (by default, they succeed). */
function startForm(behaviour: Behaviour = {}, mode?: AuthMode) {
  const calls = {
    logIn: [] as Credentials[],
    signUp: [] as (Credentials & { role: SelfServiceRole })[],
    resendVerification: [] as Credentials[],
    googleSignIn: 0,
    createProfile: [] as { role: SelfServiceRole }[],
  };
  const actor = createActor(
    authFormMachine.provide({
      actors: {
        logIn: fromPromise<LogInResult, Credentials>(async ({ input }) => {
          calls.logIn.push(input);
          return behaviour.logIn ? behaviour.logIn(input) : 'signedIn';
        }),
        signUp: fromPromise<void, Credentials & { role: SelfServiceRole }>(async ({ input }) => {
          calls.signUp.push(input);
          await behaviour.signUp?.(input);
        }),
        resendVerification: fromPromise<void, Credentials>(async ({ input }) => {
          calls.resendVerification.push(input);
          await behaviour.resendVerification?.(input);
        }),
        googleSignIn: fromPromise<GoogleSignInOutcome, void>(async () => {
          calls.googleSignIn += 1;
          return behaviour.googleSignIn ? behaviour.googleSignIn() : 'existingProfile';
        }),
        createProfile: fromPromise<void, { role: SelfServiceRole }>(async ({ input }) => {
          calls.createProfile.push(input);
          await behaviour.createProfile?.(input);
        }),
      },
    }),
    { input: mode ? { mode } : {} },
  );
  actor.start();
  return { actor, calls };
}

type Form = ReturnType<typeof startForm>['actor'];

const submit = (actor: Form, role: SelfServiceRole = 'student') =>
  actor.send({ type: 'form.submit', email, password, role });

/** Resolves once the form is back at the email/password form after a pending effect. */
const backToEditing = (actor: Form) => waitFor(actor, (snapshot) => snapshot.matches('editing'));

/** A finished sign-in leaves the long-lived form clean for the next person. */
function expectCleanForm(actor: Form) {
  const snapshot = actor.getSnapshot();
  expect(snapshot.value).toBe('editing');
  expect(snapshot.context).toMatchObject({ notice: null, canResend: false, credentials: null, showPassword: false });
}

/** Logs in with an unverified account, so that Resend is offered. */
async function unverifiedLogin(behaviour: Behaviour = {}) {
  const form = startForm({ logIn: async () => 'unverified', ...behaviour });
  submit(form.actor);
  await backToEditing(form.actor);
  return form;
}

describe('auth form: the form itself', () => {
  it('starts in login mode with the password hidden and no notice', () => {
    const { actor } = startForm();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'login', showPassword: false, notice: null });
  });

  it('can start in signup mode', () => {
    expect(startForm({}, 'signup').actor.getSnapshot().context.mode).toBe('signup');
  });

  it('toggles between login and signup', () => {
    const { actor } = startForm();
    actor.send({ type: 'mode.toggle' });
    expect(actor.getSnapshot().context.mode).toBe('signup');
    actor.send({ type: 'mode.toggle' });
    expect(actor.getSnapshot().context.mode).toBe('login');
  });

  it('shows and hides the password', () => {
    const { actor } = startForm();
    actor.send({ type: 'password.toggleVisibility' });
    expect(actor.getSnapshot().context.showPassword).toBe(true);
    actor.send({ type: 'password.toggleVisibility' });
    expect(actor.getSnapshot().context.showPassword).toBe(false);
  });

  it.each([
    ['the mode is toggled', { type: 'mode.toggle' }],
    ['Google sign-in starts', { type: 'google.start' }],
  ] as const)('clears the notice and the Resend offer when %s', async (_, event) => {
    const { actor } = await unverifiedLogin();
    actor.send(event);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.canResend).toBe(false);
  });
});

describe('auth form: email login', () => {
  it('logs in with the typed credentials and leaves the form clean', async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'password.toggleVisibility' });
    submit(actor);
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().context.credentials).toEqual({ email, password });
    await backToEditing(actor);
    expect(calls.logIn).toEqual([{ email, password }]);
    expect(calls.signUp).toEqual([]);
    expectCleanForm(actor);
  });

  it('forgets the unverified notice after a later successful login', async () => {
    let result: LogInResult = 'unverified';
    const { actor } = startForm({ logIn: async () => result });
    submit(actor);
    await backToEditing(actor);
    expect(actor.getSnapshot().context.canResend).toBe(true);
    result = 'signedIn';
    submit(actor);
    await backToEditing(actor);
    expectCleanForm(actor);
  });

  it('shows the unverified notice with the resend hint and offers Resend (SPEC 4, 8)', async () => {
    const { actor } = await unverifiedLogin();
    const { context } = actor.getSnapshot();
    expect(context.notice).toEqual({
      kind: 'error',
      text: texts.auth.unverifiedEmail,
      hint: texts.auth.unverifiedResendHint,
    });
    expect(context.canResend).toBe(true);
  });

  it('resends the verification with the credentials just tried', async () => {
    const { actor, calls } = await unverifiedLogin();
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().value).toBe('resending');
    await backToEditing(actor);
    expect(calls.resendVerification).toEqual([{ email, password }]);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'info', text: texts.auth.verificationResent });
    expect(actor.getSnapshot().context.canResend).toBe(false);
  });

  it('says the verification email could not be sent and keeps Resend offered', async () => {
    const { actor } = await unverifiedLogin({
      resendVerification: async () => {
        throw providerError('auth/too-many-requests');
      },
    });
    actor.send({ type: 'verification.resend' });
    await backToEditing(actor);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'error', text: texts.auth.verificationSendFailed });
    expect(actor.getSnapshot().context.canResend).toBe(true);
  });

  it('ignores Resend when it is not offered', () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.resendVerification).toEqual([]);
  });

  it('ignores a second Resend after a successful one', async () => {
    const { actor, calls } = await unverifiedLogin();
    actor.send({ type: 'verification.resend' });
    await backToEditing(actor);
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.resendVerification).toHaveLength(1);
  });

  it('clears the notice and the Resend offer on a new attempt', async () => {
    const { actor } = await unverifiedLogin();
    submit(actor);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.canResend).toBe(false);
  });
});

describe('auth form: signup', () => {
  it('signs up with email, password and the chosen role, then asks the person to verify and log in', async () => {
    const { actor, calls } = startForm({}, 'signup');
    submit(actor, 'seller');
    expect(actor.getSnapshot().value).toBe('signingUp');
    await backToEditing(actor);
    expect(calls.signUp).toEqual([{ email, password, role: 'seller' }]);
    expect(calls.logIn).toEqual([]);
    expect(actor.getSnapshot().context.mode).toBe('login');
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'info', text: texts.auth.verificationSentAfterSignup });
  });

  it('keeps the after-signup notice when the login page is then opened', async () => {
    const { actor } = startForm({}, 'signup');
    submit(actor);
    await backToEditing(actor);
    actor.send({ type: 'mode.set', mode: 'login' });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'info', text: texts.auth.verificationSentAfterSignup });
  });

  it('passes the student role through', async () => {
    const { actor, calls } = startForm({}, 'signup');
    submit(actor, 'student');
    await backToEditing(actor);
    expect(calls.signUp[0]?.role).toBe('student');
  });

  it('stays in signup mode with the provider message, in plain words, when signup fails', async () => {
    const message = 'Firebase: Error (auth/email-already-in-use).';
    const { actor } = startForm(
      {
        signUp: async () => {
          throw providerError('auth/email-already-in-use', message);
        },
      },
      'signup',
    );
    submit(actor);
    await backToEditing(actor);
    expect(actor.getSnapshot().context.mode).toBe('signup');
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      text: texts.auth.providerInPlainWords['auth/email-already-in-use'],
    });
  });
});

describe('auth form: errors (SPEC 8)', () => {
  async function loginFailingWith(error: unknown) {
    const { actor } = startForm({
      logIn: async () => {
        throw error;
      },
    });
    submit(actor);
    await backToEditing(actor);
    return actor.getSnapshot().context.notice;
  }

  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    '%s shows the invalid credentials text',
    async (code) => {
      expect(await loginFailingWith(providerError(code))).toEqual({
        kind: 'error',
        text: texts.auth.invalidCredentials,
      });
    },
  );

  it('account-exists-with-different-credential asks for the original method', async () => {
    expect(await loginFailingWith(providerError('auth/account-exists-with-different-credential'))).toEqual({
      kind: 'error',
      text: texts.auth.accountExistsWithDifferentCredential,
    });
  });

  it('permission-denied shows the database configuration text', async () => {
    expect(await loginFailingWith(providerError('permission-denied'))).toEqual({
      kind: 'error',
      text: texts.auth.permissionDenied,
    });
  });

  it("any other error shows the provider's message, without the SDK's prefix and code", async () => {
    const message = 'Firebase: Access to this account has been temporarily disabled. (auth/too-many-requests).';
    expect(await loginFailingWith(providerError('auth/too-many-requests', message))).toEqual({
      kind: 'error',
      text: 'Access to this account has been temporarily disabled.',
    });
  });

  it('a failed login does not offer Resend', async () => {
    const { actor } = startForm({
      logIn: async () => {
        throw providerError('auth/wrong-password');
      },
    });
    submit(actor);
    await backToEditing(actor);
    expect(actor.getSnapshot().context.canResend).toBe(false);
  });
});

describe('auth form: Google sign-in', () => {
  it.each(['existingProfile', 'createAdminProfile'] as const)('is finished when the outcome is %s', async (outcome) => {
    const { actor, calls } = startForm({ googleSignIn: async () => outcome });
    actor.send({ type: 'google.start' });
    expect(actor.getSnapshot().value).toBe('signingInWithGoogle');
    await backToEditing(actor);
    expect(calls.googleSignIn).toBe(1);
    expect(calls.createProfile).toEqual([]);
    expectCleanForm(actor);
  });

  it("asks for a role ('Select Your Role') when there is no profile and no admin claim", async () => {
    const { actor } = startForm({ googleSignIn: async () => 'chooseRole' });
    actor.send({ type: 'google.start' });
    const snapshot = await waitFor(actor, (s) => !s.matches('signingInWithGoogle'));
    expect(snapshot.value).toBe('choosingRole');
  });

  it('creates the profile with the chosen role and is finished', async () => {
    const { actor, calls } = startForm({ googleSignIn: async () => 'chooseRole' });
    actor.send({ type: 'google.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingRole'));
    actor.send({ type: 'role.choose', role: 'seller' });
    expect(actor.getSnapshot().value).toBe('savingRole');
    await backToEditing(actor);
    expect(calls.createProfile).toEqual([{ role: 'seller' }]);
    expectCleanForm(actor);
  });

  it('goes back to the role choice with the error when the profile cannot be created', async () => {
    let attempts = 0;
    const { actor, calls } = startForm({
      googleSignIn: async () => 'chooseRole',
      createProfile: async () => {
        attempts += 1;
        if (attempts === 1) throw providerError('permission-denied');
      },
    });
    actor.send({ type: 'google.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingRole'));
    actor.send({ type: 'role.choose', role: 'student' });
    const failed = await waitFor(actor, (snapshot) => !snapshot.matches('savingRole'));
    expect(failed.value).toBe('choosingRole');
    expect(failed.context.notice).toEqual({ kind: 'error', text: texts.auth.permissionDenied });

    // Choosing again clears the error and can succeed.
    actor.send({ type: 'role.choose', role: 'student' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    await backToEditing(actor);
    expect(calls.createProfile).toEqual([{ role: 'student' }, { role: 'student' }]);
    expectCleanForm(actor);
  });

  it('shows the error when the Google sign-in itself fails', async () => {
    const { actor } = startForm({
      googleSignIn: async () => {
        throw providerError('auth/account-exists-with-different-credential');
      },
    });
    actor.send({ type: 'google.start' });
    await backToEditing(actor);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      text: texts.auth.accountExistsWithDifferentCredential,
    });
  });
});

describe('auth form: pages and the session', () => {
  it('shows the mode of the page opened and clears the notice when it changes', async () => {
    const { actor } = await unverifiedLogin();
    actor.send({ type: 'mode.set', mode: 'signup' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'signup', notice: null, canResend: false });
    actor.send({ type: 'mode.set', mode: 'login' });
    expect(actor.getSnapshot().context.mode).toBe('login');
  });

  it('keeps the notice and the Resend offer when the same mode is set again', async () => {
    const { actor } = await unverifiedLogin();
    actor.send({ type: 'mode.set', mode: 'login' });
    expect(actor.getSnapshot().context.notice?.text).toBe(texts.auth.unverifiedEmail);
    expect(actor.getSnapshot().context.canResend).toBe(true);
  });

  it('asks for a role when the session finds a signed-in person without a profile', async () => {
    const { actor, calls } = await unverifiedLogin();
    actor.send({ type: 'role.required' });
    expect(actor.getSnapshot().value).toBe('choosingRole');
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'role.choose', role: 'student' });
    await backToEditing(actor);
    expect(calls.createProfile).toEqual([{ role: 'student' }]);
  });

  it('drops the role choice, clean, when the session ends', async () => {
    const { actor, calls } = startForm({
      googleSignIn: async () => 'chooseRole',
      createProfile: async () => {
        throw providerError('permission-denied');
      },
    });
    actor.send({ type: 'google.start' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingRole'));
    actor.send({ type: 'role.choose', role: 'seller' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingRole'));
    actor.send({ type: 'role.cancel' });
    expectCleanForm(actor);
    expect(calls.createProfile).toHaveLength(1);
  });
});
