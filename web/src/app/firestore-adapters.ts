// Every port Firestore serves, built once its SDK has loaded. A chunk of its own (compose.ts imports it on
// first use), so a page that reads nothing from Firestore never fetches it and the others show before it.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { deferrablePorts } from '../lib/deferred-port.ts';
import { firestoreAdmin } from '../features/admin/firestore-admin.ts';
import { httpAdmin } from '../features/admin/http-admin.ts';
import { firestoreJobs } from '../features/careers/firestore-jobs.ts';
import { httpApplications } from '../features/careers/http-applications.ts';
import { firestorePayouts } from '../features/payouts/firestore-payouts.ts';
import { firestoreProfile } from '../features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../features/projects/firestore-delivery.ts';
import { firestoreMessages } from '../features/projects/firestore-messages.ts';
import { firestoreProjects } from '../features/projects/firestore-projects.ts';
import { firestoreProfileDocuments } from '../features/session/firestore-profile-documents.ts';
import { firestoreListings } from '../features/store/firestore-listings.ts';
import { firestoreOrders } from '../features/store/firestore-orders.ts';
import { firestoreProducts } from '../features/store/firestore-products.ts';
import { uploadProductImage } from '../features/store/product-images.ts';

export function firestoreAdapters(db: Firestore, auth: Auth) {
  return deferrablePorts({
    profileDocuments: firestoreProfileDocuments(db),
    profile: firestoreProfile(db),
    // Each port whole here, as the deferred port in compose.ts cannot merge two adapters.
    jobs: { ...firestoreJobs(db), ...httpApplications() },
    admin: { ...firestoreAdmin(db), ...httpAdmin(auth) },
    payouts: firestorePayouts(db),
    projects: firestoreProjects(db),
    delivery: firestoreDelivery(db),
    messages: firestoreMessages(db),
    listings: firestoreListings(db),
    products: firestoreProducts(db, uploadProductImage(auth)),
    orders: firestoreOrders(db, auth),
  });
}

export type FirestoreAdapters = ReturnType<typeof firestoreAdapters>;
