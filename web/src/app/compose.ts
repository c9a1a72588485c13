// The composition root (STYLE 'Our own examples'): every port's one adapter is built here, once, and every
// machine gets its real effects here with .provide(). Pages and features are handed what they need.
import { fromCallback } from 'xstate';
import { sessionMachine, type SessionEvent } from '@marketplace/shared/session/session.machine';
import type { AuthUser } from '@marketplace/shared/session/profile';
import { dataLayerAnalytics, firebaseAnalytics } from '../lib/analytics/analytics.ts';
import type { FirebaseServices } from '../lib/firebase.ts';
import { httpUploadClient } from '../lib/media/upload-client.ts';
import { checkoutLogic } from '../lib/payments/payments-client.ts';
import { httpPaymentsClient } from '../lib/payments/http-payments-client.ts';
import { firestoreAdmin } from '../features/admin/firestore-admin.ts';
import { httpAdmin } from '../features/admin/http-admin.ts';
import { assistantLogic } from '../features/assistant/assistant-logic.ts';
import { httpAssistant } from '../features/assistant/http-assistant.ts';
import { firestoreJobs } from '../features/careers/firestore-jobs.ts';
import { httpApplications } from '../features/careers/http-applications.ts';
import { firestorePayouts } from '../features/payouts/firestore-payouts.ts';
import { firestoreProfile } from '../features/profile/firestore-profile.ts';
import { profileLogic } from '../features/profile/profile-logic.ts';
import { firestoreDelivery } from '../features/projects/firestore-delivery.ts';
import { firestoreMessages } from '../features/projects/firestore-messages.ts';
import { firestoreProjects } from '../features/projects/firestore-projects.ts';
import { projectActionLogic } from '../features/projects/project-action-logic.ts';
import { authFormLogic } from '../features/session/auth-form-logic.ts';
import { firebaseAuth } from '../features/session/firebase-auth.ts';
import { firebaseSession } from '../features/session/firebase-session.ts';
import type { SessionPort } from '../features/session/session.port.ts';
import { browserLocation } from '../features/store/browser-location.ts';
import { firestoreCatalogue } from '../features/store/firestore-catalogue.ts';
import { firestoreOrders } from '../features/store/firestore-orders.ts';
import { firestoreProducts } from '../features/store/firestore-products.ts';
import { purchaseLogic } from '../features/store/purchase-logic.ts';

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
  const { auth, db } = services;
  const authPort = firebaseAuth(services);
  const projects = firestoreProjects(db);
  const orders = firestoreOrders(db, auth);
  const checkout = checkoutLogic(httpPaymentsClient(auth));
  // SPEC 7's purchase event: Google Analytics where the project has a measurement id, else the data layer.
  const analytics = services.config.measurementId ? firebaseAnalytics(services.app) : dataLayerAnalytics();
  return {
    auth: authPort,
    jobs: { ...firestoreJobs(db), ...httpApplications() },
    admin: { ...firestoreAdmin(db), ...httpAdmin(auth) },
    payouts: firestorePayouts(db),
    projects: {
      projects,
      delivery: firestoreDelivery(db),
      messages: firestoreMessages(db),
      actionLogic: projectActionLogic(projects),
      checkoutLogic: checkout,
    },
    store: {
      catalogue: firestoreCatalogue(db),
      products: firestoreProducts(db, httpUploadClient(auth)),
      orders,
      purchaseLogic: purchaseLogic(orders, browserLocation(auth), analytics),
      checkoutLogic: checkout,
    },
    assistantLogic: assistantLogic(httpAssistant()),
    sessionLogic: sessionLogic(firebaseSession(auth, db)),
    authFormLogic: authFormLogic(authPort),
    profileLogic: profileLogic(firestoreProfile(db)),
  };
}

export type WebApp = ReturnType<typeof composeWeb>;
