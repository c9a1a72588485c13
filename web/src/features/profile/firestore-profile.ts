// The ProfilePort and LanguagePort on Firestore: one field of users/{uid}, under the rules that check its value.
import { updateDoc, type Firestore } from 'firebase/firestore';
import { userDoc } from '../../lib/paths.ts';
import { logged } from '../../lib/watch.ts';
import type { LanguagePort, ProfilePort } from './profile.port.ts';

export function firestoreProfile(db: Firestore): ProfilePort & LanguagePort {
  return {
    saveField: (uid, field, value) =>
      logged(`Saving the profile's ${field}`, updateDoc(userDoc(db, uid), { [field]: value })),
    saveLanguage: (uid, language) => logged("Saving the profile's language", updateDoc(userDoc(db, uid), { language })),
  };
}
