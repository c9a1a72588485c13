// The payout record (ARCHITECTURE 'Trigger handlers'): when a project is released (by its student, by the server
// or by a settlement) the seller's 70% and the platform's 30% are written once, in whole paise that add up to the
// budget; when a dispute is settled with a split, the same of the part paid out; when a store order is delivered,
// the same of its price (decision 029: the sale was booked as the seller's in its own transaction). The payout
// document's existence is the status that makes a redelivered or caught-up change harmless.
import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import { ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { unsentPayout, type PayoutRecord } from '@marketplace/shared/payouts/payout';
import { CURRENCY, splitPaise, splitPayout } from '@marketplace/shared/projects/money';
import { createOnce } from '../../platform/firestore-errors.ts';
import { log } from '../../platform/log.ts';
import type { DbDeps, DocumentChange, Trigger } from '../../platform/triggers.ts';

const paidProjectSchema = z.object({
  studentId: z.string().min(1),
  sellerId: z.string().min(1),
  sellerEmail: z.string(),
  title: z.string(),
  budget: z.number().positive(),
  settlement: z.object({ payoutPaise: z.number().int().nonnegative() }).nullable().catch(null),
});

/** Released: the whole budget; Settled: the part the settlement pays out. Anything else pays nothing. */
const paidOut = (status: unknown) => status === 'Released' || status === 'Settled';

export async function writePayout({ db }: DbDeps, change: DocumentChange): Promise<void> {
  // A null `before` is a catch-up delivery (local host start) or a creation: both count as "was not paid out".
  if (!paidOut(change.after?.paymentStatus) || paidOut(change.before?.paymentStatus)) return;
  const projectId = change.params.projectId!;
  const project = paidProjectSchema.safeParse(change.after);
  if (!project.success) {
    // Retrying cannot fix a malformed project; say so loudly and let someone look.
    log.error('released project cannot be paid out', project.error, { projectId });
    return;
  }
  const { studentId, sellerId, sellerEmail, title, budget, settlement } = project.data;
  const settled = change.after?.paymentStatus === 'Settled';
  if (settled && !settlement) {
    log.error('settled project without its settlement cannot be paid out', undefined, { projectId });
    return;
  }
  // A split pays out 70/30 of the part not refunded (budgetPaise then names that part).
  const split = settled ? splitPaise(settlement!.payoutPaise) : splitPayout(budget);
  if (split.budgetPaise === 0) return;
  const record: PayoutRecord = {
    projectId,
    sellerId,
    sellerEmail,
    studentId,
    title,
    ...split,
    currency: CURRENCY,
  };
  // Written waiting: the send trigger (payout-movement.ts) queues it as soon as the seller has details.
  const data = { ...record, ...unsentPayout, createdAt: FieldValue.serverTimestamp() };
  if (await createOnce(db, paths.payout(projectId), data)) log.info('payout recorded', { projectId, sellerId });
}

const deliveredOrderSchema = z.object({
  studentId: z.string().min(1),
  sellerId: z.string().min(1),
  product: z.object({ name: z.string(), price: z.number().positive(), sellerEmail: z.string() }),
});

/** A store order delivered: its seller's share of the price, paid out like a release (payout id `order-{id}`). */
export async function writeSalePayout({ db }: DbDeps, change: DocumentChange): Promise<void> {
  const delivered = (data: Record<string, unknown> | null | undefined) => data?.orderStatus === 'Delivered';
  if (!delivered(change.after) || delivered(change.before)) return;
  const orderId = change.params.orderId!;
  const order = deliveredOrderSchema.safeParse(change.after);
  if (!order.success) {
    log.error('delivered order cannot be paid out', order.error, { orderId });
    return;
  }
  const { studentId, sellerId, product } = order.data;
  const payoutId = ledgerSubject.order(orderId);
  const record: PayoutRecord = {
    projectId: '',
    subject: payoutId,
    sellerId,
    sellerEmail: product.sellerEmail,
    studentId,
    title: product.name,
    ...splitPayout(product.price),
    currency: CURRENCY,
  };
  const data = { ...record, ...unsentPayout, createdAt: FieldValue.serverTimestamp() };
  if (await createOnce(db, paths.payout(payoutId), data)) log.info('sale payout recorded', { orderId, sellerId });
}

export const writeSalePayoutTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.storeOrders}/{orderId}`,
  handle: writeSalePayout,
};

export const writePayoutTrigger: Trigger<DbDeps> = {
  kind: 'firestore',
  document: `${paths.projects}/{projectId}`,
  handle: writePayout,
};
