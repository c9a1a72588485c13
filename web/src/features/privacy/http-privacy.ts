// The PrivacyPort's API half (decisions 022, 040): a download and its link, a consent, a request to the grievance
// officer, the account's deletion and why it cannot go yet. What they read live is Firestore's (firestore-privacy.ts).
import type { Auth } from 'firebase/auth';
import { privacyAdminContract, privacyContract } from '@marketplace/shared/privacy/privacy-api';
import { apiClient } from '../../lib/api-client.ts';
import type { PrivacyPort } from './privacy.port.ts';

type Actions = Omit<
  PrivacyPort,
  'watchExport' | 'watchConsents' | 'watchRequests' | 'watchOpenRequests' | 'identityCheck' | 'confirmIdentity'
>;

export function httpPrivacy(auth: Auth): Actions {
  const privacy = apiClient(privacyContract, auth);
  const admin = apiClient(privacyAdminContract, auth);
  return {
    answerRequest: (id, answer) => admin.answerRequest({ id, answer }).then(() => undefined),
    requestExport: () => privacy.requestExport({}),
    exportLink: () => privacy.exportLink().then((answer) => answer.body.url),
    setConsent: (purpose, granted) => privacy.setConsent({ purpose, granted }).then(() => undefined),
    sendRequest: (input) => privacy.sendRequest(input).then((answer) => answer.message),
    deletionBlockers: () => privacy.deletionCheck().then((answer) => answer.blockers),
    // What the person typed goes as it is: the server refuses anything but the word, in its own words.
    deleteAccount: (confirm) =>
      privacy.deleteAccount({ confirm: confirm as 'DELETE' }).then((answer) => answer.message),
  };
}
