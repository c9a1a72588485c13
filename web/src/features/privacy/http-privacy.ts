// The PrivacyPort's API half (decisions 022, 040): a download and its link, a consent, a request to the grievance
// officer, the account's deletion and why it cannot go yet. What they read live is Firestore's (firestore-privacy.ts).
import type { Auth } from 'firebase/auth';
import { ApiError } from '@marketplace/shared/api-error';
import { privacyAdminContract, privacyContract } from '@marketplace/shared/privacy/privacy-api';
import { apiClient } from '../../lib/api-client.ts';
import { logged } from '../../lib/watch.ts';
import type { PrivacyPort } from './privacy.port.ts';

/** A refusal (a blocker, sign in again, a limit) is an answer to show, not a fault to log. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status < 500;

type Actions = Omit<
  PrivacyPort,
  'watchExport' | 'watchConsents' | 'watchRequests' | 'watchOpenRequests' | 'identityCheck' | 'confirmIdentity'
>;

export function httpPrivacy(auth: Auth): Actions {
  const privacy = apiClient(privacyContract, auth);
  const admin = apiClient(privacyAdminContract, auth);
  return {
    answerRequest: (id, answer) =>
      logged('Answering a privacy request', admin.answerRequest({ id, answer }), isRefusal).then(() => undefined),
    requestExport: () => logged('Asking for a data download', privacy.requestExport({}), isRefusal),
    exportLink: () =>
      logged('Opening a data download', privacy.exportLink(), isRefusal).then((answer) => answer.body.url),
    setConsent: (purpose, granted) =>
      logged('Changing a consent', privacy.setConsent({ purpose, granted }), isRefusal).then(() => undefined),
    sendRequest: (input) =>
      logged('Sending a privacy request', privacy.sendRequest(input), isRefusal).then((answer) => answer.message),
    deletionBlockers: () =>
      logged('Checking the account can be deleted', privacy.deletionCheck(), isRefusal).then(
        (answer) => answer.blockers,
      ),
    // What the person typed goes as it is: the server refuses anything but the word, in its own words.
    deleteAccount: (confirm) =>
      logged('Deleting the account', privacy.deleteAccount({ confirm: confirm as 'DELETE' }), isRefusal).then(
        (answer) => answer.message,
      ),
  };
}
