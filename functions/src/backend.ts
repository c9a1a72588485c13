// The one place the backend's dependencies are composed (ARCHITECTURE 'Ports'): each port with its
// production or local adapter, the publishers, and the handler of every payment purpose. index.ts, the local
// host, the tests and the bench all build their backend here, so a new port is wired in one file.
import type { PubSub } from '@google-cloud/pubsub';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { deferredRazorpayPayments, type RazorpayKeys } from './adapters/razorpay-payments.ts';
import { simulatedPayments } from './adapters/simulated-payments.ts';
import { pubSubVisitPublisher } from './features/analytics/visit-publisher.ts';
import type { VisitPublisher } from './features/analytics/visits.route.ts';
import { projectFunding } from './features/projects/project-funding.ts';
import type { RazorpayEventPublisher } from './platform/payments/accept-razorpay-webhook.ts';
import type { PaymentPurposes } from './platform/payments/payment-purpose.ts';
import { pubSubRazorpayEventPublisher } from './platform/payments/razorpay-events.publisher.ts';
import type { Payments, SimulatedCheckout } from './ports/payments.port.ts';

export interface Backend {
  db: Firestore;
  auth: Auth;
  visits: VisitPublisher;
  razorpayEvents: RazorpayEventPublisher;
  payments: Payments;
  /** Locally the simulated provider's checkout step is served too; null in production. */
  simulatedCheckout: SimulatedCheckout | null;
  paymentPurposes: PaymentPurposes;
}

/** The SDK clients of the environment: Cloud services in production, the emulators locally. */
export interface Clients {
  db: Firestore;
  auth: Auth;
  pubsub: PubSub;
}

export type Environment =
  /** Secrets and params have values only while a function runs, so they are read on first use. */
  | { target: 'production'; razorpayKeys: () => RazorpayKeys }
  | { target: 'local'; paymentSecrets: { keySecret: string; webhookSecret: string } };

export function composeBackend(clients: Clients, environment: Environment, overrides: Partial<Backend> = {}): Backend {
  const { db, auth, pubsub } = clients;
  const paymentPurposes: PaymentPurposes = { project: projectFunding };
  const common = {
    db,
    auth,
    visits: pubSubVisitPublisher(pubsub),
    razorpayEvents: pubSubRazorpayEventPublisher(pubsub),
    paymentPurposes,
  };
  if (environment.target === 'local') {
    const simulated = simulatedPayments(environment.paymentSecrets);
    return { ...common, payments: simulated, simulatedCheckout: simulated, ...overrides };
  }
  const payments = deferredRazorpayPayments(environment.razorpayKeys);
  return { ...common, payments, simulatedCheckout: null, ...overrides };
}
