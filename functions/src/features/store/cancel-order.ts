// A buyer cancels a store order (SPEC 9): the order process's `cancel` row (shared order-process.ts, decision 062).
// One transaction reads the order (and, for a card or UPI order, what its refund needs), asks the row with the
// server's clock, and writes the row's status with the refund its `refund` effect makes: a repeated or racing
// request finds the order cancelled and writes nothing. Tracking stops by itself: no tracking row leaves Cancelled.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { toPaise } from '@marketplace/shared/projects/money';
import { storeOrderSchema } from '@marketplace/shared/store/order';
import {
  canCancelOrder,
  cancellationTexts,
  refundsOnCancel,
  type CancellationRefusal,
} from '@marketplace/shared/store/order-cancellation';
import { orderProcess, type OrderTransition } from '@marketplace/shared/store/order-process';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome, type OutcomeError } from '../../platform/http.ts';
import type { RefundRequests } from '../../ports/refund-requests.port.ts';
import { transact } from '../../platform/transaction.ts';

export interface CancelOrderDeps {
  db: Firestore;
  refundRequests: RefundRequests;
}

const refusals: Record<CancellationRefusal, OutcomeError> = {
  'not-buyer': { code: 'forbidden', message: cancellationTexts.notYours },
  cancelled: { code: 'conflict', message: cancellationTexts.alreadyCancelled },
  delivered: { code: 'conflict', message: cancellationTexts.outsidePolicy },
  'window-closed': { code: 'conflict', message: cancellationTexts.outsidePolicy },
};

export async function cancelStoreOrder(
  { db, refundRequests }: CancelOrderDeps,
  caller: Caller,
  { orderId }: { orderId: string },
): Promise<Outcome<{ refund: 'requested' | 'none' }>> {
  const ref = db.doc(paths.storeOrder(orderId));
  return transact(db, async (tx) => {
    const now = Date.now();
    const snapshot = await tx.get(ref);
    const parsed = storeOrderSchema.safeParse({ ...snapshot.data(), id: orderId });
    if (!snapshot.exists || !parsed.success) return failure('not-found', cancellationTexts.notFound);
    const order = parsed.data;
    const allowed = canCancelOrder(order, caller.uid, now);
    if (!allowed.ok) return { ok: false, error: refusals[allowed.refusal] };
    const { to, effects }: OrderTransition = orderProcess.cancel;
    // Reads before writes: the refund's plan is read here, written below.
    const refund =
      effects.includes('refund') && refundsOnCancel(order)
        ? await refundRequests.plan(tx, db, { purpose: 'store', subjectId: orderId, title: order.product.name })
        : null;
    tx.update(ref, {
      orderStatus: to,
      cancelledAt: FieldValue.serverTimestamp(),
      refundStatus: refund ? 'requested' : null,
    });
    // A full refund: the price copied at purchase is what the payment order charged (store-purchase.ts).
    if (refund) refundRequests.write(tx, db, refund, toPaise(order.product.price), now);
    return success({ refund: refund ? ('requested' as const) : ('none' as const) });
  });
}
