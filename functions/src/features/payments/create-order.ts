// POST /api/create-order: the student opens a provider order to fund their project. The amount is the
// stored budget (ARCHITECTURE: never the browser's), and the order is remembered so verification can
// check whose order it is and that it is paid once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { CURRENCY, toPaise } from '@marketplace/shared/projects/money';
import { canPerform } from '@marketplace/shared/projects/project-actions';
import type { Caller } from '../../platform/auth.ts';
import { log } from '../../platform/log.ts';
import type { Payments, ProviderOrder } from '../../ports/payments.port.ts';
import { failure, paymentErrors, success, type Outcome } from './payment-outcome.ts';
import { projectFrom } from './payment-records.ts';

export interface CreateOrderPorts {
  db: Firestore;
  payments: Payments;
}

export async function createOrder(
  { db, payments }: CreateOrderPorts,
  caller: Caller,
  input: { projectId: string },
): Promise<Outcome<ProviderOrder>> {
  const project = projectFrom(await db.doc(paths.project(input.projectId)).get());
  if (!project) return failure('not-found', paymentErrors.projectNotFound);
  if (caller.role !== 'student' || project.studentId !== caller.uid)
    return failure('forbidden', paymentErrors.notProjectStudent);
  if (!canPerform('fund', project, { uid: caller.uid, email: caller.email, role: caller.role }))
    return failure('conflict', paymentErrors.notFundable);

  const amountPaise = toPaise(project.budget);
  let order: ProviderOrder;
  try {
    order = await payments.createOrder({
      amountPaise,
      currency: CURRENCY,
      receipt: project.id,
      notes: { projectId: project.id, studentId: caller.uid },
    });
  } catch (error) {
    log.error('payment provider could not create an order', error, { projectId: project.id });
    return failure('provider-failed', paymentErrors.orderNotCreated);
  }
  await db.doc(paths.paymentOrder(order.id)).create({
    projectId: project.id,
    studentId: caller.uid,
    amountPaise,
    currency: CURRENCY,
    status: 'created',
    createdAt: FieldValue.serverTimestamp(),
  });
  return success({ id: order.id, amount: order.amount, currency: order.currency });
}
