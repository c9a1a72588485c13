// Fixtures for the payment and payout suites: signed-in people through the Auth emulator, projects as the
// browser stores them (Timestamps), and the api app wired with the simulated provider and a counting publisher.
import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { PaymentOrder } from '@marketplace/shared/payments/payments-api';
import { paths } from '@marketplace/shared/paths';
import { fromPaise } from '@marketplace/shared/projects/money';
import { newProjectFields } from '@marketplace/shared/projects/post-project';
import type { Role } from '@marketplace/shared/session/profile';
import type { PaymentStatus, ProjectStatus } from '@marketplace/shared/projects/project';
import { simulatedPayments } from '../../../functions/src/adapters/simulated-payments.ts';
import { createApp } from '../../../functions/src/app.ts';
import type { RazorpayEventPublisher } from '../../../functions/src/features/payments/accept-razorpay-webhook.ts';
import { providerSigns } from '../../../functions/src/ports/payments.contract.ts';
import { emulatorIdToken } from '../../../scripts/emulator-sign-in.ts';
import { listen, testKeys, type Backend } from './emulators.ts';

export { testKeys };

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!authHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the payment suites need the Auth emulator.');

export interface Person {
  uid: string;
  email: string;
  token: string;
}

/** A verified account with a profile of `role`, signed in through the Auth emulator's REST API. */
export async function signedInPerson(
  backend: Backend,
  role: Role,
  options: { emailVerified?: boolean; claims?: Record<string, unknown> } = {},
): Promise<Person> {
  const email = `${role}-${randomUUID()}@example.test`;
  const password = 'correct-horse-battery';
  const user = await backend.auth.createUser({ email, password, emailVerified: options.emailVerified ?? true });
  // Before signing in, so the ID token carries them (scripts/grant-admin sets { admin: true } this way).
  if (options.claims) await backend.auth.setCustomUserClaims(user.uid, options.claims);
  await restoreProfiles(backend, { [role]: [{ uid: user.uid, email, token: '' }] });
  const token = await emulatorIdToken(authHost!, email, password);
  return { uid: user.uid, email, token };
}

/** clearFirestore removes profiles too, and the API reads each caller's role from them. */
export async function restoreProfiles(backend: Backend, people: Partial<Record<Role, Person[]>>): Promise<void> {
  const writes = Object.entries(people).flatMap(([role, persons]) =>
    persons.map((person) => backend.db.doc(paths.user(person.uid)).set({ uid: person.uid, email: person.email, role })),
  );
  await Promise.all(writes);
}

/** The collection a document path is in. */
export const collectionOf = (documentPath: string) => documentPath.slice(0, documentPath.lastIndexOf('/'));

export interface ProjectSeed {
  status?: ProjectStatus;
  paymentStatus?: PaymentStatus;
  budget?: number;
  seller?: Pick<Person, 'uid' | 'email'> | null;
}

/** A project as the browser posts it (shared newProjectFields, Timestamps for its dates), then moved on. */
export async function seedProject(backend: Backend, student: Person, seed: ProjectSeed = {}): Promise<string> {
  const ref = backend.db.collection(paths.projects).doc();
  const seller = seed.seller === undefined ? null : seed.seller;
  const deadline = Date.now() + 10 * 86_400_000;
  const posted = newProjectFields(student, {
    title: 'Line-following robot',
    description: 'An Arduino robot that follows a black line.',
    hardware: 'Arduino Uno',
    software: '',
    features: 'line following, obstacle stop',
    deadline,
    budget: seed.budget ?? 1234.5,
    deliveryAddress: '12 Long Street, Bhopal',
  });
  await ref.set({
    ...posted,
    deadline: Timestamp.fromMillis(deadline),
    createdAt: Timestamp.now(),
    status: seed.status ?? 'In Progress',
    paymentStatus: seed.paymentStatus ?? 'Unpaid',
    sellerId: seller?.uid ?? null,
    sellerEmail: seller?.email ?? null,
  });
  return ref.id;
}

/**
 * A taken project split into milestones of these amounts (paise), each due in five days, its budget their sum: as
 * POST /api/projects keeps a split (decision 068).
 */
export async function seedSplitProject(
  backend: Backend,
  student: Person,
  seller: Person,
  amounts: readonly number[],
): Promise<string> {
  const budget = fromPaise(amounts.reduce((sum, amountPaise) => sum + amountPaise, 0));
  const id = await seedProject(backend, student, { seller, budget });
  const due = Timestamp.fromMillis(Date.now() + 5 * 86_400_000);
  await backend.db.doc(paths.project(id)).update({
    milestones: amounts.map((amountPaise, i) => ({ title: `Part ${i + 1}`, amountPaise, due })),
  });
  return id;
}

/** Data plus update time: equal before and after means nothing was written. */
export const state = (snapshot: DocumentSnapshot) => ({
  exists: snapshot.exists,
  data: snapshot.data() ?? null,
  updateTime: snapshot.updateTime?.toMillis() ?? null,
});

export interface PaymentsApi {
  url: string;
  checkout: ReturnType<typeof simulatedPayments>;
  /** Every event the webhook handed on, in order. */
  published: unknown[];
  close(): Promise<void>;
}

/** The api app with the simulated provider; `events` defaults to real Pub/Sub behind a counting spy. */
export async function startPaymentsApi(
  backend: Backend,
  options: { events?: RazorpayEventPublisher; simulated?: boolean } = {},
): Promise<PaymentsApi> {
  const checkout = simulatedPayments(testKeys);
  const published: unknown[] = [];
  const real = options.events ?? backend.razorpayEvents;
  const events: RazorpayEventPublisher = {
    publishRazorpayEvent: (event, eventId) => {
      published.push(event);
      return real.publishRazorpayEvent(event, eventId);
    },
  };
  const server = await listen(
    createApp({
      ...backend,
      payments: checkout,
      simulatedCheckout: options.simulated === false ? null : checkout,
      simulatedDisputes: options.simulated === false ? null : checkout,
      razorpayEvents: events,
    }),
  );
  return { url: server.url, checkout, published, close: server.close };
}

/** A JSON request to the api, with the person's bearer token when given. */
export async function call(
  api: Pick<PaymentsApi, 'url'>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { as?: Person; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.as) headers.authorization = `Bearer ${options.as.token}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(`${api.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A webhook event posted as Razorpay (or RazorpayX) posts it: signed on the raw body with the webhook secret. */
export function postSignedEvent(api: PaymentsApi, eventId: string, event: object) {
  const rawBody = JSON.stringify(event);
  return call(api, 'POST', '/razorpay/webhook', {
    rawBody,
    headers: {
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': providerSigns.webhook(rawBody, testKeys.webhookSecret),
    },
  });
}

export async function createOrderFor(api: PaymentsApi, student: Person, projectId: string): Promise<PaymentOrder> {
  const { status, body } = await call(api, 'POST', '/create-order', { as: student, body: { projectId } });
  if (status !== 200) throw new Error(`create-order failed: ${status} ${JSON.stringify(body)}`);
  return body as unknown as PaymentOrder;
}

/** A Razorpay webhook event as Razorpay sends it for a captured payment (or `event`) of an order. */
export function capturedEvent(orderId: string, paymentId: string, amount: number, event = 'payment.captured') {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId },
      },
    },
    created_at: 1_700_000_000,
  };
}
