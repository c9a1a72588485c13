import { describe, expect, it } from 'vitest';
import { googleSignInOutcome } from './google-sign-in.ts';

describe('googleSignInOutcome (SPEC 4)', () => {
  it.each([
    { hasProfile: true, adminClaim: false, outcome: 'existingProfile' },
    { hasProfile: true, adminClaim: true, outcome: 'existingProfile' },
    { hasProfile: false, adminClaim: true, outcome: 'createAdminProfile' },
    { hasProfile: false, adminClaim: false, outcome: 'chooseRole' },
  ] as const)('profile $hasProfile, admin claim $adminClaim -> $outcome', ({ hasProfile, adminClaim, outcome }) => {
    expect(googleSignInOutcome(hasProfile, adminClaim)).toBe(outcome);
  });
});
