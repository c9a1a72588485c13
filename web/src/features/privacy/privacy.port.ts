// The privacy centre as its page uses it (decision 040): the person's download and consents read live, and what
// they ask for (a download and its link, a consent, a request, their account's deletion) through the API.
import type { DataExport } from '@marketplace/shared/privacy/data-export';
import type { DeletionBlocker } from '@marketplace/shared/privacy/deletion';
import type { ConsentPurpose, Consents } from '@marketplace/shared/privacy/notice';
import type { PrivacyRequest, RequestInput } from '@marketplace/shared/privacy/requests';
import type { Watch } from '../../lib/watch.ts';

export type IdentityCheck = 'password' | 'google';
export type IdentityConfirmed = 'confirmed' | 'wrong-password' | 'not-confirmed';

export interface PrivacyPort {
  watchExport(uid: string): Watch<DataExport | null>;
  watchConsents(uid: string): Watch<Consents | null>;
  watchRequests(uid: string): Watch<PrivacyRequest[]>;
  /** For admins: the requests not yet answered, due soonest first. */
  watchOpenRequests(): Watch<PrivacyRequest[]>;
  answerRequest(id: string, answer: string): Promise<void>;
  requestExport(): Promise<DataExport>;
  exportLink(): Promise<string>;
  setConsent(purpose: ConsentPurpose, granted: boolean): Promise<void>;
  sendRequest(input: RequestInput): Promise<string>;
  deletionBlockers(): Promise<DeletionBlocker[]>;
  /** How the signed-in person proves it is them before deleting: their password, or their Google account. */
  identityCheck(): Promise<IdentityCheck>;
  /**
   * Signs them in again where they are (Firebase Auth's re-authentication), so the deletion's token is a fresh
   * sign-in (the server asks for one within REAUTH_MAX_AGE_SECONDS).
   */
  confirmIdentity(password: string): Promise<IdentityConfirmed>;
  /**
   * With the word the person typed to confirm: resolves with the server's words once the account is gone; rejects
   * with its ApiError (a blocker, sign in again, not confirmed).
   */
  deleteAccount(confirm: string): Promise<string>;
}
