// Every port whose adapter needs Firestore's SDK (some also call the API), built once the SDK has loaded. A chunk of its own (compose.ts imports it on
// first use), so a page that reads nothing from Firestore never fetches it and the others show before it.
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { deferrablePorts } from '../lib/deferred-port.ts';
import { firestoreAdmin } from '../features/admin/firestore-admin.ts';
import { httpAdmin } from '../features/admin/http-admin.ts';
import { firestoreJobs } from '../features/careers/firestore-jobs.ts';
import { firestoreDocuments } from '../features/documents/firestore-documents.ts';
import { httpApplications } from '../features/careers/http-applications.ts';
import { firestorePayoutDetails, firestorePayouts } from '../features/payouts/firestore-payouts.ts';
import { firestoreInsights } from '../features/insights/firestore-insights.ts';
import { firestoreNotifications } from '../features/notifications/firestore-notifications.ts';
import { firestoreProfile } from '../features/profile/firestore-profile.ts';
import { firestoreDelivery } from '../features/escrow/firestore-delivery.ts';
import { firestoreDisputes } from '../features/escrow/firestore-disputes.ts';
import { firestoreHistory } from '../features/escrow/firestore-history.ts';
import { firestoreMessages } from '../features/projects/firestore-messages.ts';
import { firestoreProjects } from '../features/projects/firestore-projects.ts';
import { firestoreOfferMessages } from '../features/projects/firestore-offer-messages.ts';
import { firestoreReviews } from '../features/reviews/firestore-reviews.ts';
import { firestorePrivacy } from '../features/privacy/firestore-privacy.ts';
import { firebaseReauthentication } from '../features/privacy/firebase-reauthentication.ts';
import { firestoreSafety } from '../features/safety/firestore-safety.ts';
import type { AdminPort } from '../features/admin/admin.port.ts';
import type { JobsPort } from '../features/careers/jobs.port.ts';
import type { OrdersPort, ProductsPort } from '../features/store/store.port.ts';
import { firestoreProfileDocuments } from '../features/session/firestore-profile-documents.ts';
import { firestoreVerification } from '../features/verification/firestore-verification.ts';
import { firestoreListings } from '../features/store/firestore-listings.ts';
import { firestoreOrders } from '../features/store/firestore-orders.ts';
import { firestoreProducts } from '../features/store/firestore-products.ts';
import { httpOrders } from '../features/store/http-orders.ts';
import { httpProducts } from '../features/store/http-products.ts';

export function firestoreAdapters(db: Firestore, auth: Auth) {
  // A port served half by Firestore and half by the API is joined here, each half named for its port and what it
  // talks to (decision 036).
  const reviews = firestoreReviews(db);
  const jobs: JobsPort = { ...firestoreJobs(db), ...httpApplications() };
  // The admin's users table shows the reviews' own rating read, not a second one.
  const admin: AdminPort = { ...firestoreAdmin(db), ...httpAdmin(auth), watchRating: reviews.watchRating };
  const orders: OrdersPort = { ...firestoreOrders(db), ...httpOrders(auth) };
  const products: ProductsPort = { ...firestoreProducts(db), ...httpProducts(auth) };
  // The Insights' reads ride on the two ports of the screens that show them (the admin's, a seller's payouts), so the
  // app's entry, which every visitor loads, stays as it was (decision 037).
  const { watchFigures, watchEarnings } = firestoreInsights(db);
  return deferrablePorts({
    profileDocuments: firestoreProfileDocuments(db),
    profile: firestoreProfile(db),
    jobs,
    admin: { ...admin, watchFigures },
    payouts: { ...firestorePayouts(db), watchEarnings },
    payoutDetails: firestorePayoutDetails(db),
    projects: firestoreProjects(db),
    delivery: firestoreDelivery(db),
    messages: firestoreMessages(db),
    // Decision 073: each offer's own chat.
    offerMessages: firestoreOfferMessages(db),
    history: firestoreHistory(db),
    reviews,
    disputes: firestoreDisputes(db),
    listings: firestoreListings(db),
    products,
    orders,
    documents: firestoreDocuments(db),
    notifications: firestoreNotifications(db),
    safety: firestoreSafety(db),
    privacy: { ...firestorePrivacy(db), ...firebaseReauthentication(auth) },
    verification: firestoreVerification(db),
  });
}

export type FirestoreAdapters = ReturnType<typeof firestoreAdapters>;
