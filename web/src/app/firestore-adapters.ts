// Every port whose adapter needs Firestore's SDK (some also call the API), built once the SDK has loaded. A chunk of its own (compose.ts imports it on
// first use), so a page that reads nothing from Firestore never fetches it and the others show before it.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { deferrablePorts } from '../lib/deferred-port.ts';
import { adminAdapter } from '../features/admin/admin-adapter.ts';
import { jobsAdapter } from '../features/careers/jobs-adapter.ts';
import { firestoreInsights } from '../features/insights/firestore-insights.ts';
import { payoutsAdapters } from '../features/payouts/payouts-adapters.ts';
import { firestoreNotifications } from '../features/notifications/firestore-notifications.ts';
import { firestoreProfile } from '../features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../features/projects/firestore-delivery.ts';
import { firestoreDisputes } from '../features/projects/firestore-disputes.ts';
import { firestoreHistory } from '../features/projects/firestore-history.ts';
import { firestoreMessages } from '../features/projects/firestore-messages.ts';
import { firestoreProjects } from '../features/projects/firestore-projects.ts';
import { reviewsAdapter } from '../features/projects/reviews-adapter.ts';
import { firestoreProfileDocuments } from '../features/session/firestore-profile-documents.ts';
import { firestoreListings } from '../features/store/firestore-listings.ts';
import { ordersAdapter } from '../features/store/orders-adapter.ts';
import { productsAdapter } from '../features/store/products-adapter.ts';
import { uploadProductImage } from '../features/store/product-images.ts';

export function firestoreAdapters(db: Firestore, auth: Auth) {
  const reviews = reviewsAdapter(db, auth);
  const { payouts, payoutDetails } = payoutsAdapters(db, auth);
  // The Insights' reads ride on the two ports of the screens that show them (the admin's, a seller's payouts), so the
  // app's entry, which every visitor loads, stays as it was (decision 037).
  const { watchFigures, watchEarnings } = firestoreInsights(db);
  return deferrablePorts({
    profileDocuments: firestoreProfileDocuments(db),
    profile: firestoreProfile(db),
    jobs: jobsAdapter(db),
    admin: { ...adminAdapter(db, auth, reviews.watchRating), watchFigures },
    payouts: { ...payouts, watchEarnings },
    payoutDetails,
    projects: firestoreProjects(db),
    delivery: firestoreDelivery(db),
    messages: firestoreMessages(db),
    history: firestoreHistory(db),
    reviews,
    disputes: firestoreDisputes(db),
    listings: firestoreListings(db),
    products: productsAdapter(db, uploadProductImage(auth)),
    orders: ordersAdapter(db, auth),
    notifications: firestoreNotifications(db),
  });
}

export type FirestoreAdapters = ReturnType<typeof firestoreAdapters>;
