// The auth form machine with the AuthPort's effects, built once at the composition root.
import { fromPromise } from 'xstate';
import { authFormMachine, type Credentials, type LogInResult } from '@marketplace/shared/session/auth-form.machine';
import type { GoogleSignInOutcome } from '@marketplace/shared/session/google-sign-in';
import type { SelfServiceRole } from '@marketplace/shared/session/profile';
import type { AuthPort } from './auth.port.ts';

export function authFormLogic(auth: AuthPort) {
  return authFormMachine.provide({
    actors: {
      logIn: fromPromise<LogInResult, Credentials>(({ input }) => auth.logIn(input)),
      signUp: fromPromise<void, Credentials & { role: SelfServiceRole }>(({ input }) => auth.signUp(input)),
      resendVerification: fromPromise<void, Credentials>(({ input }) => auth.resendVerification(input)),
      googleSignIn: fromPromise<GoogleSignInOutcome, void>(() => auth.googleSignIn()),
      createProfile: fromPromise<void, { role: SelfServiceRole }>(({ input }) => auth.createProfile(input.role)),
    },
  });
}
