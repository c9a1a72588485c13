// The composition root (STYLE 'Our own examples'): every port's one adapter is built here, once, and every
// machine gets its real effects here with .provide(). Pages and features are handed what they need.
import { fromCallback } from 'xstate';
import { sessionMachine, type SessionEvent } from '@marketplace/shared/session/session.machine';
import type { AuthUser } from '@marketplace/shared/session/profile';
import { dataLayerAnalytics, firebaseAnalytics } from '../lib/analytics/analytics.ts';
import { deferrable, deferredPort, loadOnce } from '../lib/deferred-port.ts';
import type { FirebaseServices } from '../lib/firebase.ts';
import { withHeadStart } from '../lib/head-start.ts';
import { checkoutLogic } from '../lib/payments/payments-client.ts';
import { assistantLogic } from '../features/assistant/assistant-logic.ts';
import { profileLogic } from '../features/profile/profile-logic.ts';
import { projectActionLogic } from '../features/projects/project-action-logic.ts';
import { authFormLogic } from '../features/session/auth-form-logic.ts';
import { firebaseAuth } from '../features/session/firebase-auth.ts';
import { firebaseSession } from '../features/session/firebase-session.ts';
import type { SessionPort } from '../features/session/session.port.ts';
import { purchaseLogic } from '../features/store/purchase-logic.ts';
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

export function composeWeb(services: FirebaseServices) {
  const { auth } = services;
  // Firestore and everything it serves arrive together, after the first page has shown (issue 10).
  const firestoreAdapters = loadOnce(async () => {
    const [db, adapters] = await Promise.all([services.firestore(), import('./firestore-adapters.ts')]);
    return adapters.firestoreAdapters(db, auth);
  });
  const deferred = <K extends keyof FirestoreAdapters>(port: K) =>
    deferredPort(() => firestoreAdapters().then((adapters) => adapters[port]));

  const profileDocuments = deferred('profileDocuments');
  const authPort = firebaseAuth(services, profileDocuments);
  const projects = deferred('projects');
  const orders = deferred('orders');
  // Adapters needed only once someone acts (pays, locates, asks) load then, with the schemas they check
  // answers against, so the first page carries no validation library.
  const payments = deferredPort(() =>
    import('../lib/payments/http-payments-client.ts').then((m) => deferrable(m.httpPaymentsClient(auth))),
  );
  const location = deferredPort(() =>
    import('../features/store/browser-location.ts').then((m) => deferrable(m.browserLocation(auth))),
  );
  const assistant = deferredPort(() =>
    import('../features/assistant/http-assistant.ts').then((m) => deferrable(m.httpAssistant())),
  );
  const storeSearch = deferredPort(() =>
    import('../features/store/http-store-search.ts').then((m) => deferrable(m.httpStoreSearch(auth))),
  );
  const checkout = checkoutLogic(payments);
  // The store's newest listings and the jobs show first from one REST read each, then live through the SDK (issue 10).
  const liveListings = deferred('listings');
  const liveJobs = deferred('jobs');
  // SPEC 7's purchase event: Google Analytics where the project has a measurement id, else the data layer.
  const analytics = services.config.measurementId ? firebaseAnalytics(services.app) : dataLayerAnalytics();
  return {
    auth: authPort,
    jobs: {
      watchJobs: () => withHeadStart(() => readJobs(services.config), liveJobs.watchJobs()),
      apply: liveJobs.apply,
    },
    admin: deferred('admin'),
    payouts: deferred('payouts'),
    projects: {
      projects,
      delivery: deferred('delivery'),
      messages: deferred('messages'),
      actionLogic: projectActionLogic(projects),
      checkoutLogic: checkout,
    },
    store: {
      listings: {
        watchNewest: () => withHeadStart(() => readNewestListings(services.config), liveListings.watchNewest()),
        loadMore: liveListings.loadMore,
      },
      search: storeSearch,
      products: deferred('products'),
      orders,
      purchaseLogic: purchaseLogic(orders, location, analytics),
      checkoutLogic: checkout,
    },
    assistantLogic: assistantLogic(assistant),
    sessionLogic: sessionLogic(firebaseSession(auth, profileDocuments)),
    authFormLogic: authFormLogic(authPort),
    profileLogic: profileLogic(deferred('profile')),
  };
}

export type WebApp = ReturnType<typeof composeWeb>;
