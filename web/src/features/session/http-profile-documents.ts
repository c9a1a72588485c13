// The ProfileDocumentsPort's API half: sign-in's creating the profile (POST /api/profile: sign-ups are counted per
// client address there, decision 032); watching it is Firestore's (firestore-profile-documents.ts).
import type { Auth } from 'firebase/auth';
import { profileContract } from '@marketplace/shared/session/profile-api';
import { apiClient } from '../../lib/api-client.ts';
import type { ProfileDocumentsPort } from './session.port.ts';

export function httpProfileDocuments(auth: Auth): Pick<ProfileDocumentsPort, 'createProfile'> {
  const profile = apiClient(profileContract, auth);
  return {
    // As the signed-in account (its ID token, email verified or not): the server writes uid and email from the token.
    createProfile: (role) => profile.create({ role }).then(() => undefined),
  };
}
