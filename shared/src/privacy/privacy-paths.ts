// The privacy centre's Firestore paths (decision 040), named once, here rather than in paths.ts: that table is in
// every visitor's first load, and no visitor reads any of these. Under the same root as every other path.
import { paths } from '../paths.ts';

/** artifacts/{appId}/public/data, as paths.ts names it. */
export const dataRoot = paths.analytics.slice(0, -'/analytics'.length);

export const privacyPaths = {
  /** Server-only writes: the person's consents now (notice version, each optional use); they read it. */
  consents: (uid: string) => `${dataRoot}/users/${uid}/private/consents`,
  /** Server-only writes: each consent given or withdrawn, with its time and notice version; they read them. */
  consentEvents: (uid: string) => `${dataRoot}/users/${uid}/consentEvents`,
  /** Server-only writes: the person's data download (one at a time), built by a task; they read it. */
  privacyExport: (uid: string) => `${dataRoot}/privacyExports/${uid}`,
  /** Server-only writes: requests to the grievance officer; their requester and admins read them. */
  privacyRequests: `${dataRoot}/privacyRequests`,
  privacyRequest: (id: string) => `${dataRoot}/privacyRequests/${id}`,
  /** Server-only: a deletion under way, keyed by the person's uid, holding the pseudonym it gives; nobody reads. */
  accountDeletion: (uid: string) => `${dataRoot}/accountDeletions/${uid}`,
  /** Server-only writes: that an account was deleted, under its pseudonym (no uid, no email); admins read. */
  deletedAccount: (pseudonym: string) => `${dataRoot}/deletedAccounts/${pseudonym}`,
} as const;
