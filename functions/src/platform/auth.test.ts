// Revoked ID tokens (a deleted account's, or one whose sessions an admin ended). Against the Auth emulator the admin
// SDK checks revocation whatever it is asked (tests/api/privacy.test.ts refuses a revoked token there); in production
// it does so only when asked, so this stands in for production's Auth: a revoked token verifies unless the caller
// asks for the check, as firebase-admin's verifyIdToken(token, checkRevoked) does.
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';
import { verifyBearer } from './auth.ts';

const decoded = { uid: 'u1', email: 'a@example.test', email_verified: true, auth_time: 1 } as DecodedIdToken;

/** Production's verifyIdToken for one token whose refresh tokens were revoked after it was issued. */
const productionAuth = (revoked: boolean): Pick<Auth, 'verifyIdToken'> => ({
  verifyIdToken: (_token: string, checkRevoked = false) =>
    revoked && checkRevoked
      ? Promise.reject(
          Object.assign(new Error('The Firebase ID token has been revoked.'), { code: 'auth/id-token-revoked' }),
        )
      : Promise.resolve(decoded),
});

describe('verifyBearer', () => {
  it('refuses a token issued before its sessions were ended (revocation checked, as in production)', async () => {
    expectConsole('warn', /rejected ID token/);
    expect(await verifyBearer(productionAuth(true), 'Bearer t', '/api/profile')).toEqual({
      ok: false,
      error: { code: 'unauthenticated', message: 'Sign in to continue.' },
    });
    expect(await verifyBearer(productionAuth(false), 'Bearer t', '/api/profile')).toMatchObject({
      ok: true,
      value: { uid: 'u1' },
    });
  });
});
