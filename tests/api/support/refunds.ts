// Fixtures for the refund suites: a funded project with its paid payment order, and the deciding transaction's
// refund request (planRefund before its writes, then writeRefundRequest), as the lifecycle's use cases make it.
import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { refundIdFor, type Refund } from '@marketplace/shared/payments/refund';
import type { DocumentChange } from '../../../functions/src/platform/triggers.ts';
import type { SimulatedPayments } from '../../../functions/src/adapters/simulated-payments.ts';
import { planRefund, writeRefundRequest } from '../../../functions/src/features/payments/refund-requests.ts';
import { refundFrom } from '../../../functions/src/features/payments/refund-movement.ts';
import { triggers } from '../../../functions/src/triggers.ts';
import type { Backend } from './emulators.ts';
import { bookCapture } from './ledger.ts';
import { useApiSuite } from './api-suite.ts';
import { seedProject, startPaymentsApi, type PaymentsApi, type Person } from './payments.ts';
import { useSubscribers, whileDelivered } from './triggers.ts';

export interface FundedProject {
  projectId: string;
  refundId: string;
  paymentId: string;
  amountPaise: number;
}

/** A project funded through the checkout: Funded, with the payment order paid by `paymentId`. */
export async function fundedProject(
  backend: Backend,
  student: Person,
  seller: Person,
  { budget = 1234.5, paid = true }: { budget?: number; paid?: boolean } = {},
): Promise<FundedProject> {
  const projectId = await seedProject(backend, student, { seller, budget, paymentStatus: 'Funded' });
  const amountPaise = Math.round(budget * 100);
  const paymentId = `pay_sim_${randomUUID().slice(0, 12)}`;
  if (paid) {
    const paymentOrderId = `order_sim_${randomUUID().slice(0, 12)}`;
    const subject = ledgerSubject.project(projectId);
    await bookCapture(backend.db, { subject, payerId: student.uid, paymentId, paymentOrderId, amountPaise });
    await backend.db.doc(paths.paymentOrder(paymentOrderId)).set({
      purpose: 'project',
      projectId,
      studentId: student.uid,
      amountPaise,
      currency: 'INR',
      status: 'paid',
      paymentId,
      confirmedBy: 'checkout',
    });
  }
  return { projectId, refundId: refundIdFor.project(projectId), paymentId, amountPaise };
}

/**
 * The deciding transaction: its refund is requested, once; a refund of everything captured ends the project
 * Refunded, a part of it (a settlement's refund leg) leaves the rest held.
 */
export function requestRefund(backend: Backend, projectId: string, amountPaise: number): Promise<void> {
  const { db } = backend;
  return db.runTransaction(async (tx) => {
    const plan = await planRefund(tx, db, { purpose: 'project', subjectId: projectId, title: 'Line-following robot' });
    // A decision that lost the race to another one changes nothing (the deciding use cases' own guard).
    if (plan.alreadyRequested) return;
    const whole = plan.paidOrder === null || plan.paidOrder.amountPaise === amountPaise;
    const ended = whole ? { status: 'Cancelled', paymentStatus: 'Refunded' } : {};
    tx.update(db.doc(paths.project(projectId)), { ...ended, refundStatus: 'requested' });
    writeRefundRequest(tx, db, plan, amountPaise, Date.now());
  });
}

export async function refundOf(backend: Backend, refundId: string): Promise<Refund | null> {
  return refundFrom(await backend.db.doc(paths.refund(refundId)).get());
}

export async function refundStatusOf(backend: Backend, projectId: string): Promise<unknown> {
  return (await backend.db.doc(paths.project(projectId)).get()).get('refundStatus');
}

/** The refund's change as the trigger is handed it (a redelivery hands the same one again). */
export async function requestedChange(backend: Backend, refundId: string): Promise<DocumentChange> {
  const after = (await backend.db.doc(paths.refund(refundId)).get()).data() ?? null;
  return { id: `change-${refundId}`, path: paths.refund(refundId), params: { refundId }, before: null, after };
}

/** The backend's own provider (backend.ts, local): the simulated one, with its test switch. */
export function simulatedOf(backend: Backend): SimulatedPayments {
  const payments = backend.payments as Partial<SimulatedPayments>;
  if (!payments.failNextRefundOf) throw new Error('the API suites run with the simulated provider');
  return payments as SimulatedPayments;
}

/**
 * For a suite whose refunds run end to end: the simulated provider's webhooks reach the real subscriber, as on the
 * local host, and no webhook of one test lands in the next. `backend` is read when the suite starts.
 */
export function useRefundWebhooks(backend: () => Backend): void {
  useSubscribers(backend, { handleRazorpayEvent: triggers.handleRazorpayEvent });
  afterEach(async () => {
    await simulatedOf(backend()).idle();
  });
}

export interface RefundsSuite {
  backend: Backend;
  api: PaymentsApi;
  student: Person;
  seller: Person;
  admin: Person;
}

/** The payments API served with a student, a seller and an admin, the refunds' webhooks end to end (above). */
export function useRefundsSuite(use: (suite: RefundsSuite) => void): void {
  let backend: Backend;
  useApiSuite({ serve: startPaymentsApi, people: ['student', 'seller', 'admin'] }, (suite) => {
    const [student, seller, admin] = suite.people;
    backend = suite.backend;
    use({ backend, api: suite.api, student, seller, admin });
  });
  useRefundWebhooks(() => backend);
}

/** Runs `test` with the refund send trigger delivered as the local host delivers it. */
export function withRefundTrigger(backend: Backend, test: () => Promise<void>): Promise<void> {
  return whileDelivered(backend.db, { sendRefund: triggers.sendRefund }, backend, test);
}
