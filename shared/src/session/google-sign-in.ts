// Where a Google sign-in leads, apart from the profile's schema so signing in needs no validation code.

/**
 * What a Google sign-in leads to (SPEC 4): an existing profile is used; without one, an admin claim
 * creates an admin profile, and anyone else chooses a role.
 */
export type GoogleSignInOutcome = 'existingProfile' | 'createAdminProfile' | 'chooseRole';
export function googleSignInOutcome(hasProfile: boolean, adminClaim: boolean): GoogleSignInOutcome {
  if (hasProfile) return 'existingProfile';
  return adminClaim ? 'createAdminProfile' : 'chooseRole';
}
