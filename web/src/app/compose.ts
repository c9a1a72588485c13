// The composition root (STYLE 'Our own examples'): every port's one adapter is built here, once, and every
// machine gets its real effects here with .provide(). Pages and features are handed what they need.
import type { AnyContractRouter } from '@orpc/contract';
import type { Auth } from 'firebase/auth';
import { fromCallback } from 'xstate';
import { sessionMachine, type SessionEvent } from '@marketplace/shared/session/session.machine';
import type { FirstScreen } from '@marketplace/shared/navigation/first-screen';
import { listingPath } from '@marketplace/shared/navigation/pages';
import type { AuthUser } from '@marketplace/shared/session/profile';
import { dataLayerAnalytics, firebaseAnalytics } from '../lib/analytics/analytics.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { deferrable, deferredPort, loadOnce } from '../lib/deferred-port.ts';
import type { FirebaseServices } from '../lib/firebase.ts';
import { firstActivity } from '../lib/first-activity.ts';
import { afterFirstActivity, withHeadStart } from '../lib/head-start.ts';
import { combineWatches, constantWatch, startingWith, switchWatch, type Watch } from '../lib/watch.ts';
import type { ListingPageData } from '@marketplace/shared/store/listing-page';
import { lazyLogic } from '../lib/lazy-logic.ts';
import { authFormLogic } from '../features/session/auth-form-logic.ts';
import type { AuthPort, SignInPort } from '../features/session/auth.port.ts';
import { emulatorMailbox } from '../features/session/emulator-mailbox.ts';
import { firebaseSession } from '../features/session/firebase-session.ts';
import type { SessionPort } from '../features/session/session.port.ts';
import type { FirestoreAdapters } from './firestore-adapters.ts';
import { readJobs, readNewestListings } from './visitor-reads.ts';

/** The session machine's two watchers, from the SessionPort. */
function sessionLogic(session: SessionPort) {
  return sessionMachine.provide({
    actors: {
      watchAuth: fromCallback<SessionEvent>(({ sendBack }) =>
        session.watchAuth()(
          (user) => sendBack({ type: 'auth.changed', user }),
          (error) => console.error('The sign-in state could not be watched.', error),
        ),
      ),
      watchProfile: fromCallback<SessionEvent, { user: AuthUser }>(({ sendBack, input }) =>
        session.watchProfile(input.user)(
          (profile) => sendBack({ type: 'profile.changed', profile }),
          // SPEC 8: a profile subscription error ends loading silently.
          () => sendBack({ type: 'profile.failed' }),
        ),
      ),
    },
  });
}

/** An adapter built on Firebase Auth (signing in, or sending the person's token), loaded with it when first used. */
function withAuth<P extends object>(services: FirebaseServices, load: () => Promise<(auth: Auth) => P>): P {
  return deferredPort(async () => {
    const [make, auth] = await Promise.all([load(), services.auth()]);
    return make(auth);
  });
}

/**
 * An API-backed feature's port (decision 083): the one client made for the feature's part of the contract, the
 * client and that part loaded at the first call, so the chunk carries that feature's schemas alone. A part is
 * flat (every call returns a Promise), as deferredPort needs.
 */
function clientOf<C extends AnyContractRouter>(services: FirebaseServices, contract: () => Promise<C>): ApiClient<C> {
  return withAuth(services, async () => {
    const [{ apiClient }, part] = await Promise.all([import('../lib/api-client.ts'), contract()]);
    return (auth) => apiClient(part, auth);
  });
}

/**
 * Signing in, with Firebase Auth and its adapter loaded at the first call (a sign-in form in use), and locally
 * the emulator's mailbox, which needs neither.
 */
function authPortOf(services: FirebaseServices, profileDocuments: FirestoreAdapters['profileDocuments']): AuthPort {
  const profileApi = clientOf(services, () =>
    import('@marketplace/shared/session/profile-api').then((m) => m.profileContract),
  );
  const signIn = withAuth<SignInPort>(services, () =>
    import('../features/session/firebase-auth.ts').then(
      (m) => (auth) => deferrable(m.firebaseAuth(auth, profileDocuments, profileApi)),
    ),
  );
  const { logIn, signUp, resendVerification, googleSignIn, createProfile, signOut } = signIn;
  return {
    logIn,
    signUp,
    resendVerification,
    googleSignIn,
    createProfile,
    signOut,
    ...(services.authEmulatorUrl && {
      latestVerificationLink: emulatorMailbox(services.authEmulatorUrl, services.config.projectId),
    }),
  };
}

/**
 * What a visitor sees first, then live once they act: the page's own data when the server drew the page with it
 * (decision 021), else one quick REST read.
 */
function firstThenLive<T>(known: T | undefined, read: () => Promise<T>, live: Watch<T>): Watch<T> {
  if (known === undefined) return withHeadStart(read, live);
  return startingWith(
    known,
    withHeadStart(() => Promise.resolve(known), live),
  );
}

export function composeWeb(services: FirebaseServices, firstScreen: FirstScreen = {}) {
  // Firestore and everything it serves arrive together, after the first page has shown.
  const firestoreAdapters = loadOnce(async () => {
    const [db, auth, adapters] = await Promise.all([
      services.firestore(),
      services.auth(),
      import('./firestore-adapters.ts'),
    ]);
    return adapters.firestoreAdapters(db, auth);
  });
  const deferred = <K extends keyof FirestoreAdapters>(port: K) =>
    deferredPort(() => firestoreAdapters().then((adapters) => adapters[port]));

  const profileDocuments = deferred('profileDocuments');
  const authPort = authPortOf(services, profileDocuments);
  const projects = deferred('projects');
  const messages = deferred('messages');
  const orders = deferred('orders');
  const reviews = deferred('reviews');
  // Who a person's lists leave out, their blocks and the moderation queue's cases (decision 031): one adapter for
  // every feature that reads them; reporting, blocking and unblocking are one client beside it (decision 083).
  const safety = deferred('safety');
  const safetyApi = clientOf(services, () =>
    import('@marketplace/shared/safety/safety-api').then((m) => m.safetyContract),
  );
  // Adapters needed only once someone acts (pays, locates, asks) load then, with the schemas they check
  // answers against, so the first page carries no validation library.
  const payments = withAuth(services, () =>
    import('../lib/payments/http-payments-client.ts').then((m) => (auth) => deferrable(m.httpPaymentsClient(auth))),
  );
  const location = withAuth(services, () =>
    import('../features/store/browser-location.ts').then((m) => (auth) => deferrable(m.browserLocation(auth))),
  );
  const assistant = deferredPort(() =>
    import('../features/assistant/http-assistant.ts').then((m) => deferrable(m.httpAssistant())),
  );
  const storeSearch = withAuth(services, () =>
    import('../features/store/http-store-search.ts').then((m) => (auth) => deferrable(m.httpStoreSearch(auth))),
  );
  // The machines a buyer or a member runs load with their screens, not in the first load (lib/lazy-logic.ts).
  const checkout = lazyLogic(() => import('../lib/payments/payments-client.ts').then((m) => m.checkoutLogic(payments)));
  const lifecycle = withAuth(services, () =>
    import('../features/escrow/http-lifecycle.ts').then((m) => (auth) => deferrable(m.httpLifecycle(auth))),
  );
  // Decision 067: offers go through the API, loaded when a project asking for offers is opened; each offer's chat
  // sends through the same client (decision 073).
  const offers = clientOf(services, () =>
    import('@marketplace/shared/projects/offers-api').then((m) => m.offersContract),
  );
  // The store's newest listings and the jobs show first from the page's own data or one REST read each, then live
  // through the SDK once the person acts on the page: Firestore's SDK is no part of the first load.
  const liveListings = deferred('listings');
  const liveJobs = deferred('jobs');
  // SPEC 7's purchase event: Google Analytics where the project has a measurement id, else the data layer.
  const analytics = services.config.measurementId ? firebaseAnalytics(services.app) : dataLayerAnalytics();
  const purchase = lazyLogic(() =>
    import('../features/store/purchase-logic.ts').then((m) => m.purchaseLogic(orders, location, analytics)),
  );
  // Buy Now's and Pay's, fetched at the person's first move so a dialog opened then finds them there.
  void firstActivity()
    .then(() => Promise.all([purchase.load(), checkout.load()]))
    .catch(() => {});
  return {
    auth: authPort,
    jobs: {
      watchJobs: () => firstThenLive(firstScreen.jobs, () => readJobs(services.config), liveJobs.watchJobs()),
      apply: liveJobs.apply,
    },
    admin: deferred('admin'),
    payouts: deferred('payouts'),
    // Decisions 049 and 063: the admin's chargebacks and the console's inbox and search, through the API only.
    chargebacks: clientOf(services, () =>
      import('@marketplace/shared/payments/chargebacks-api').then((m) => m.chargebacksContract),
    ),
    console: clientOf(services, () => import('@marketplace/shared/admin/console-api').then((m) => m.consoleContract)),
    documents: deferred('documents'),
    documentsApi: clientOf(services, () =>
      import('@marketplace/shared/documents/documents-api').then((m) => m.documentsContract),
    ),
    notifications: deferred('notifications'),
    payoutDetails: deferred('payoutDetails'),
    payoutsApi: clientOf(services, () =>
      import('@marketplace/shared/payouts/payouts-api').then((m) => m.payoutsContract),
    ),
    verification: deferred('verification'),
    verificationApi: clientOf(services, () =>
      import('@marketplace/shared/verification/verification-api').then((m) => m.verificationContract),
    ),
    safety,
    safetyApi,
    moderationApi: clientOf(services, () =>
      import('@marketplace/shared/safety/safety-api').then((m) => m.moderationContract),
    ),
    // Decision 040: the member's Privacy page and the admins' queue of requests.
    privacy: deferred('privacy'),
    privacyApi: clientOf(services, () =>
      import('@marketplace/shared/privacy/privacy-api').then((m) => m.privacyContract),
    ),
    privacyAdminApi: clientOf(services, () =>
      import('@marketplace/shared/privacy/privacy-api').then((m) => m.privacyAdminContract),
    ),
    projects: {
      projects,
      messages,
      // Posting a project and sending a chat message (decision 083).
      api: clientOf(services, () =>
        import('@marketplace/shared/projects/projects-api').then((m) => m.projectsContract),
      ),
      offerMessages: deferred('offerMessages'),
      ratings: reviews,
      safety: safetyApi,
    },
    escrow: {
      delivery: deferred('delivery'),
      messages,
      lifecycle,
      offers,
      history: deferred('history'),
      disputes: deferred('disputes'),
      safety: safetyApi,
      actionLogic: lazyLogic(() =>
        import('../features/escrow/project-action-logic.ts').then((m) => m.projectActionLogic(projects, lifecycle)),
      ),
      checkoutLogic: checkout,
    },
    reviews,
    reviewsApi: clientOf(services, () =>
      import('@marketplace/shared/reviews/reviews-api').then((m) => m.reviewsContract),
    ),
    store: {
      listings: {
        watchNewest: () =>
          firstThenLive(firstScreen.listings, () => readNewestListings(services.config), liveListings.watchNewest()),
        loadMore: liveListings.loadMore,
        watchListing: liveListings.watchListing,
      },
      // A listing's own page (decision 052): as the server drew it, else the listing, its seller and their rating.
      listingPage: {
        watchListingPage: (id: string): Watch<ListingPageData | null> => {
          const known = firstScreen.listing;
          if (known?.id === id) return startingWith(known.page, constantWatch(known.page));
          return switchWatch(liveListings.watchListing(id), (listing) =>
            listing === null
              ? constantWatch(null)
              : combineWatches(
                  reviews.watchPublicProfile(listing.sellerId),
                  reviews.watchRating(listing.sellerId),
                  (person, rating) => ({
                    listing,
                    seller: {
                      name: person?.name ?? '',
                      verified: person?.verified ?? false,
                    },
                    rating,
                  }),
                ),
          );
        },
        listingUrl: (id: string) =>
          firstScreen.listing?.id === id ? firstScreen.listing.url : `${window.location.origin}${listingPath(id)}`,
      },
      // The sellers' ratings and 'Verified' badges on the cards: the reviews' own reads, once the person acts
      // (decisions 026 and 033).
      ratings: {
        watchRating: (sellerId: string) => afterFirstActivity(reviews.watchRating(sellerId)),
        watchPublicProfile: (sellerId: string) => afterFirstActivity(reviews.watchPublicProfile(sellerId)),
      },
      safety,
      safetyApi,
      search: storeSearch,
      products: deferred('products'),
      orders,
      purchaseLogic: purchase,
      checkoutLogic: checkout,
    },
    assistant,
    sessionLogic: sessionLogic(
      firebaseSession(
        { auth: services.auth, authRequested: services.authRequested, activity: firstActivity },
        profileDocuments,
      ),
    ),
    authFormLogic: authFormLogic(authPort),
    profileLogic: lazyLogic(() =>
      import('../features/profile/profile-logic.ts').then((m) => m.profileLogic(deferred('profile'))),
    ),
    // Decision 072: the member's language, saved on their profile for the server's mails and documents.
    language: deferred('profile'),
  };
}

export type WebApp = ReturnType<typeof composeWeb>;
