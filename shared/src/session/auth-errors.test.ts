import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { authErrorText, errorMessage, googleSignInError } from './auth-errors.ts';

const withCode = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('authErrorText (SPEC 8)', () => {
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    '%s reads as invalid email or password',
    (code) => {
      expect(authErrorText(withCode(code))).toBe(texts.auth.invalidCredentials);
    },
  );

  it.each(['permission-denied', 'firestore/permission-denied'])(
    '%s reads as a database configuration problem',
    (code) => {
      expect(authErrorText(withCode(code))).toBe(texts.auth.permissionDenied);
    },
  );

  it('account-exists-with-different-credential asks for the original sign-in method', () => {
    expect(authErrorText(withCode('auth/account-exists-with-different-credential'))).toBe(
      texts.auth.accountExistsWithDifferentCredential,
    );
  });

  it("shows the provider's message for any other error", () => {
    const message = 'Firebase: Password should be at least 6 characters (auth/weak-password).';
    expect(authErrorText(withCode('auth/weak-password', message))).toBe(message);
    expect(authErrorText({ message: 'network down' })).toBe('network down');
  });

  it('reads plain objects with a code, as well as errors', () => {
    expect(authErrorText({ code: 'auth/wrong-password', message: 'x' })).toBe(texts.auth.invalidCredentials);
  });

  it('falls back to the value itself when there is no message', () => {
    expect(authErrorText('offline')).toBe('offline');
  });
});

describe('errorMessage', () => {
  it('is the message of an Error', () => {
    expect(errorMessage(new Error('Missing or insufficient permissions.'))).toBe(
      'Missing or insufficient permissions.',
    );
  });

  it('is the message of an error-like object', () => {
    expect(errorMessage({ code: 'unavailable', message: 'The service is currently unavailable.' })).toBe(
      'The service is currently unavailable.',
    );
  });

  it('is the text of anything else thrown', () => {
    expect(errorMessage('boom')).toBe('boom');
    expect(errorMessage(42)).toBe('42');
  });
});

describe('googleSignInError', () => {
  it.each(['auth/internal-error', 'auth/network-request-failed', 'auth/timeout'])(
    '%s from the popup says Google needs the internet and email sign-in works',
    (code) => {
      const mapped = googleSignInError(withCode(code));
      expect(authErrorText(mapped)).toBe(texts.auth.googleSignInOffline);
      expect((mapped as { code: string }).code).toBe(code);
    },
  );

  it('passes any other failure on unchanged', () => {
    const closed = withCode('auth/popup-closed-by-user');
    expect(googleSignInError(closed)).toBe(closed);
    expect(googleSignInError(undefined)).toBeUndefined();
  });
});
