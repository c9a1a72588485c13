// The ProfileDocumentsPort's API half: sign-in's creating the profile (POST /api/profile: sign-ups are counted per
// client address there, decision 032); watching it is Firestore's (firestore-profile-documents.ts).
import type { Auth } from 'firebase/auth';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { wantedLocale } from '../../i18n/i18n.ts';
import { apiClient } from '../../lib/api-client.ts';
import type { ProfileDocumentsPort } from './session.port.ts';

export function httpProfileDocuments(auth: Auth): Pick<ProfileDocumentsPort, 'createProfile'> {
  const profile = apiClient(profileContract, auth);
  return {
    // As the signed-in account (its ID token, email verified or not): the server writes uid and email from the token.
    // With the language in use, which the server writes the person's mails and documents in (decision 072).
    createProfile: (role) => profile.create({ role, language: wantedLocale() }).then(() => undefined),
  };
}
