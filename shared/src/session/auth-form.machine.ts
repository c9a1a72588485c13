// SPEC 2 'Auth screen' and SPEC 4/8: email login and signup, verification, Google sign-in and the
// 'Select Your Role' modal. Effects are actors provided by the web app; this file decides only what
// the person sees next.
import { assign, fromPromise, setup } from 'xstate';
import { texts } from '../texts.ts';
import { authErrorText } from './auth-errors.ts';
import type { GoogleSignInOutcome } from './google-sign-in.ts';
import type { SelfServiceRole } from './profile.ts';

export type AuthMode = 'login' | 'signup';

export interface Credentials {
  email: string;
  password: string;
}

export type AuthFormEvent =
  | { type: 'mode.toggle' }
  /** The login or signup page was opened: show that mode. */
  | { type: 'mode.set'; mode: AuthMode }
  | { type: 'password.toggleVisibility' }
  | { type: 'form.submit'; email: string; password: string; role: SelfServiceRole }
  | { type: 'verification.resend' }
  | { type: 'google.start' }
  | { type: 'role.choose'; role: SelfServiceRole }
  /** The session found a signed-in person without a profile (e.g. after a reload): ask for a role. */
  | { type: 'role.required' }
  /** The session ended while the role was being asked for. */
  | { type: 'role.cancel' };

export interface Notice {
  kind: 'error' | 'info';
  text: string;
  /** A second line, such as SPEC's resend hint. */
  hint?: string;
}

export interface AuthFormContext {
  mode: AuthMode;
  showPassword: boolean;
  notice: Notice | null;
  /** The last credentials tried; kept in memory only, because resending needs a fresh sign-in. */
  credentials: Credentials | null;
  /** True after an unverified login, when SPEC's Resend is offered. */
  canResend: boolean;
}

/** 'unverified' means the provider signed the person in, they are not verified, and were signed out. */
export type LogInResult = 'signedIn' | 'unverified';

export const authFormMachine = setup({
  types: {
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    input: {} as { mode?: AuthMode } | undefined,
  },
  actors: {
    logIn: fromPromise<LogInResult, Credentials>(async () => 'signedIn'),
    signUp: fromPromise<void, Credentials & { role: SelfServiceRole }>(async () => {}),
    resendVerification: fromPromise<void, Credentials>(async () => {}),
    googleSignIn: fromPromise<GoogleSignInOutcome, void>(async () => 'existingProfile'),
    createProfile: fromPromise<void, { role: SelfServiceRole }>(async () => {}),
  },
  guards: {
    isSignup: ({ context }) => context.mode === 'signup',
    unverified: ({ event }) => (event as unknown as { output: LogInResult }).output === 'unverified',
    needsRole: ({ event }) => (event as unknown as { output: GoogleSignInOutcome }).output === 'chooseRole',
  },
  actions: {
    clearNotice: assign({ notice: null, canResend: false }),
    // The form lives as long as the app, so a finished sign-in leaves it clean for the next person.
    reset: assign({ notice: null, canResend: false, credentials: null, showPassword: false }),
    rememberCredentials: assign({ credentials: ({ event }) => credentialsOf(event) }),
    showError: assign({
      notice: ({ event }) => ({
        kind: 'error' as const,
        text: authErrorText((event as unknown as { error: unknown }).error),
      }),
    }),
  },
}).createMachine({
  id: 'authForm',
  context: ({ input }) => ({
    mode: input?.mode ?? 'login',
    showPassword: false,
    notice: null,
    credentials: null,
    canResend: false,
  }),
  initial: 'editing',
  on: {
    'password.toggleVisibility': { actions: assign({ showPassword: ({ context }) => !context.showPassword }) },
  },
  states: {
    editing: {
      on: {
        'mode.toggle': {
          actions: assign({
            mode: ({ context }) => (context.mode === 'login' ? 'signup' : 'login'),
            notice: null,
            canResend: false,
          }),
        },
        'mode.set': {
          guard: ({ context, event }) => context.mode !== event.mode,
          actions: assign({ mode: ({ event }) => event.mode, notice: null, canResend: false }),
        },
        'form.submit': [
          { guard: 'isSignup', target: 'signingUp', actions: 'clearNotice' },
          { target: 'loggingIn', actions: ['clearNotice', 'rememberCredentials'] },
        ],
        'verification.resend': { guard: ({ context }) => context.canResend, target: 'resending' },
        'google.start': { target: 'signingInWithGoogle', actions: 'clearNotice' },
        'role.required': { target: 'choosingRole', actions: 'clearNotice' },
      },
    },
    loggingIn: {
      invoke: {
        src: 'logIn',
        input: ({ event }) => credentialsOf(event),
        onDone: [
          {
            guard: 'unverified',
            target: 'editing',
            actions: assign({
              notice: { kind: 'error', text: texts.auth.unverifiedEmail, hint: texts.auth.unverifiedResendHint },
              canResend: true,
            }),
          },
          { target: 'editing', actions: 'reset' },
        ],
        onError: { target: 'editing', actions: 'showError' },
      },
    },
    signingUp: {
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          if (event.type !== 'form.submit') throw new Error(`unexpected ${event.type}`);
          return { email: event.email, password: event.password, role: event.role };
        },
        // The new account is unverified, so the person logs in after following the link.
        onDone: {
          target: 'editing',
          actions: assign({ mode: 'login', notice: { kind: 'info', text: texts.auth.verificationSentAfterSignup } }),
        },
        onError: { target: 'editing', actions: 'showError' },
      },
    },
    resending: {
      invoke: {
        src: 'resendVerification',
        input: ({ context }) => context.credentials!,
        onDone: {
          target: 'editing',
          actions: assign({ notice: { kind: 'info', text: texts.auth.verificationResent }, canResend: false }),
        },
        onError: {
          target: 'editing',
          // Resend stays offered so the person can try again.
          actions: assign({ notice: { kind: 'error', text: texts.auth.verificationSendFailed }, canResend: true }),
        },
      },
    },
    signingInWithGoogle: {
      invoke: {
        src: 'googleSignIn',
        onDone: [
          { guard: 'needsRole', target: 'choosingRole' },
          { target: 'editing', actions: 'reset' },
        ],
        onError: { target: 'editing', actions: 'showError' },
      },
    },
    choosingRole: {
      on: {
        'role.choose': { target: 'savingRole', actions: 'clearNotice' },
        'role.cancel': { target: 'editing', actions: 'reset' },
      },
    },
    savingRole: {
      invoke: {
        src: 'createProfile',
        input: ({ event }) => {
          if (event.type !== 'role.choose') throw new Error(`unexpected ${event.type}`);
          return { role: event.role };
        },
        onDone: { target: 'editing', actions: 'reset' },
        onError: { target: 'choosingRole', actions: 'showError' },
      },
    },
  },
});

function credentialsOf(event: AuthFormEvent): Credentials {
  if (event.type !== 'form.submit') throw new Error(`unexpected ${event.type}`);
  return { email: event.email, password: event.password };
}
