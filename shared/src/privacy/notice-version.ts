// The privacy notice's version and the words the sign-up form shows with it (decision 040), apart from notice.ts so
// the sign-up screen's first load carries no schema library.

/** Change it whenever an item of the notice (notice.ts) changes: consents record the version they were given under. */
export const NOTICE_VERSION = '2026-12';

export const signupNotice =
  `By signing up you accept our privacy notice (version ${NOTICE_VERSION}): we keep your name, email and role to ` +
  'run your account, and what you do here to run the marketplace. You can download or delete your data, and ' +
  'withdraw any consent, on your Privacy page. What we collect, why, for how long and who else receives it:';
