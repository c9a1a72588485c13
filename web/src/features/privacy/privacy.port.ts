// The privacy centre as its page uses it (decision 040): the person's download and consents read live, and their
// proving it is them before a deletion; what they ask for (a download and its link, a consent, a request, their
// account's deletion) is the privacy client (decision 083).
import type { DataExport } from '@marketplace/shared/privacy/data-export';
import type { Consents } from '@marketplace/shared/privacy/notice';
import type { privacyAdminContract, privacyContract } from '@marketplace/shared/privacy/privacy-api';
import type { PrivacyRequest } from '@marketplace/shared/privacy/requests';
import type { ApiClient } from '../../lib/api-client.ts';
import type { Watch } from '../../lib/watch.ts';

export type IdentityCheck = 'password' | 'google';
export type IdentityConfirmed = 'confirmed' | 'wrong-password' | 'not-confirmed';

export interface PrivacyPort {
  watchExport(uid: string): Watch<DataExport | null>;
  watchConsents(uid: string): Watch<Consents | null>;
  watchRequests(uid: string): Watch<PrivacyRequest[]>;
  /** For admins: the requests not yet answered, due soonest first. */
  watchOpenRequests(): Watch<PrivacyRequest[]>;
  /** How the signed-in person proves it is them before deleting: their password, or their Google account. */
  identityCheck(): Promise<IdentityCheck>;
  /**
   * Signs them in again where they are (Firebase Auth's re-authentication), so the deletion's token is a fresh
   * sign-in (the server asks for one within REAUTH_MAX_AGE_SECONDS).
   */
  confirmIdentity(password: string): Promise<IdentityConfirmed>;
}

/**
 * A download and its link, a consent, a request to the grievance officer, why the account cannot go yet and its
 * deletion (rejected with the server's words: a blocker, sign in again, not confirmed).
 */
export type PrivacyApi = ApiClient<typeof privacyContract>;

/** An admin's answer to a request to the grievance officer. */
export type PrivacyAdminApi = ApiClient<typeof privacyAdminContract>;
