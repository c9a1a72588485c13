// The AdminPort whole: the console's tables and job postings on Firestore (under the admin rules), and what only
// the server may do (deleting a user or a product, a resume link) through the API's admin endpoints.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { AdminPort } from './admin.port.ts';
import { firestoreAdmin } from './firestore-admin.ts';
import { httpAdmin } from './http-admin.ts';

/** `watchRating` is the reviews' rating read (features/reviews/reviews-adapter.ts), not a second one. */
export function adminAdapter(db: Firestore, auth: Auth, watchRating: AdminPort['watchRating']): AdminPort {
  return { ...firestoreAdmin(db), ...httpAdmin(auth), watchRating };
}
