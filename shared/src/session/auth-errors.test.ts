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

  it("shows the provider's message for any other error, without the SDK's prefix and code", () => {
    const message = 'Firebase: Password should be at least 6 characters (auth/weak-password).';
    expect(authErrorText(withCode('auth/weak-password', message))).toBe('Password should be at least 6 characters.');
    expect(authErrorText({ message: 'network down' })).toBe('network down');
  });

  it('says in plain words what the SDK gives only as a code', () => {
    expect(authErrorText(withCode('auth/email-already-in-use'))).toBe(
      'An account with this email address already exists. Please log in instead.',
    );
    expect(authErrorText(withCode('auth/invalid-email'))).toBe('That email address is not valid.');
    expect(authErrorText(withCode('auth/too-many-requests'))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('turns a code it does not know into words rather than showing the SDK text', () => {
    expect(authErrorText(withCode('auth/operation-not-allowed'))).toBe('Operation not allowed.');
    expect(authErrorText(withCode('auth/popup-closed-by-user'))).toBe('Popup closed by user.');
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
