// Every port whose adapter needs Firestore's SDK (some also call the API), built once the SDK has loaded. A chunk of its own (compose.ts imports it on
// first use), so a page that reads nothing from Firestore never fetches it and the others show before it.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { deferrablePorts } from '../lib/deferred-port.ts';
import { adminAdapter } from '../features/admin/admin-adapter.ts';
import { jobsAdapter } from '../features/careers/jobs-adapter.ts';
import { payoutsAdapters } from '../features/payouts/payouts-adapters.ts';
import { firestoreNotifications } from '../features/notifications/firestore-notifications.ts';
import { firestoreProfile } from '../features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../features/projects/firestore-delivery.ts';
import { firestoreDisputes } from '../features/projects/firestore-disputes.ts';
import { firestoreHistory } from '../features/projects/firestore-history.ts';
import { firestoreMessages } from '../features/projects/firestore-messages.ts';
import { firestoreProjects } from '../features/projects/firestore-projects.ts';
import { reviewsAdapter } from '../features/projects/reviews-adapter.ts';
import { safetyAdapter } from '../features/safety/safety-adapter.ts';
import { firestoreProfileDocuments } from '../features/session/firestore-profile-documents.ts';
import { verificationAdapter } from '../features/verification/verification-adapter.ts';
import { firestoreListings } from '../features/store/firestore-listings.ts';
import { ordersAdapter } from '../features/store/orders-adapter.ts';
import { productsAdapter } from '../features/store/products-adapter.ts';
import { uploadProductImage } from '../features/store/product-images.ts';

export function firestoreAdapters(db: Firestore, auth: Auth) {
  const reviews = reviewsAdapter(db, auth);
  return deferrablePorts({
    profileDocuments: firestoreProfileDocuments(db, auth),
    profile: firestoreProfile(db),
    jobs: jobsAdapter(db),
    admin: adminAdapter(db, auth, reviews.watchRating),
    ...payoutsAdapters(db, auth),
    projects: firestoreProjects(db, auth),
    delivery: firestoreDelivery(db),
    messages: firestoreMessages(db, auth),
    history: firestoreHistory(db),
    reviews,
    disputes: firestoreDisputes(db),
    listings: firestoreListings(db),
    products: productsAdapter(db, auth, uploadProductImage(auth)),
    orders: ordersAdapter(db, auth),
    notifications: firestoreNotifications(db),
    safety: safetyAdapter(db, auth),
    verification: verificationAdapter(db, auth),
  });
}

export type FirestoreAdapters = ReturnType<typeof firestoreAdapters>;
