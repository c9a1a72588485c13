// A store order moves one tracking step on (the order process's ship, dispatch, deliver: shared order-process.ts),
// by the server's tracking task or by the product's seller through the API, only from the status the step leaves:
// a repeated or late step finds the order moved and changes nothing. Delivery ends the order, so its money is earned
// in the same transaction (decision 029): a card or UPI order's held payment, or the cash collected on delivery, is
// booked as the seller's 70% owed and the platform's 30%, with the payout record of the 70% (decision 046).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { codCollectedEntry, earningEntry, ledgerSubject } from '@marketplace/shared/ledger/ledger';
import { paths } from '@marketplace/shared/paths';
import { CURRENCY, splitPaise, toPaise } from '@marketplace/shared/projects/money';
import { storeOrderSchema, type OrderStatus, type StoreOrder } from '@marketplace/shared/store/order';
import {
  orderProcess,
  orderStepFrom,
  orderStepTexts,
  type OrderTransition,
} from '@marketplace/shared/store/order-process';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { bookEntry } from '../../platform/ledger.ts';
import { payoutWritten, writePayoutRecord } from '../../platform/earned-payout.ts';
import { transact } from '../../platform/transaction.ts';

/**
 * Books the delivered order's money (earned from what was held, or collected in cash on delivery) and writes its
 * payout, `order-{id}`, unless written already.
 */
function bookSale(tx: Transaction, db: Firestore, order: StoreOrder, paidOutAlready: boolean, at: number): void {
  const payoutId = ledgerSubject.order(order.id);
  const party = { subject: payoutId, payerId: order.studentId, sellerId: order.sellerId };
  const split = splitPaise(toPaise(order.product.price));
  const entry =
    order.paymentMethod === 'cod' ? codCollectedEntry(party, order.id, split) : earningEntry(party, 'sale', split);
  bookEntry(tx, db, entry, at);
  if (paidOutAlready) return;
  writePayoutRecord(tx, db, payoutId, {
    projectId: '',
    subject: payoutId,
    sellerId: order.sellerId,
    sellerEmail: order.product.sellerEmail,
    studentId: order.studentId,
    title: order.product.name,
    ...split,
    currency: CURRENCY,
  });
}

export type StepResult = { moved: true; to: OrderStatus } | { moved: false };

/** Moves the order on from `from`, in one transaction; nothing when it is no longer there (or gone). */
export async function advanceStoreOrder(
  db: Firestore,
  orderId: string,
  from: OrderStatus,
  by: { sellerId: string } | 'server',
): Promise<Outcome<StepResult>> {
  const ref = db.doc(paths.storeOrder(orderId));
  return transact(db, async (tx) => {
    const now = Date.now();
    const snapshot = await tx.get(ref);
    const parsed = storeOrderSchema.safeParse({ ...snapshot.data(), id: orderId });
    if (!snapshot.exists || !parsed.success) return failure('not-found', orderStepTexts.notFound);
    const order = parsed.data;
    if (by !== 'server' && order.sellerId !== by.sellerId) return failure('forbidden', orderStepTexts.notSeller);
    const step = orderStepFrom(from);
    // Moved on already (a repeated task, or the seller by hand): nothing to do.
    if (order.orderStatus !== from || !step) return success({ moved: false as const });
    const { to, effects }: OrderTransition = orderProcess[step];
    const earns = effects.includes('earn');
    const paidOutAlready = earns && (await payoutWritten(tx, db, ledgerSubject.order(orderId)));
    tx.update(ref, { orderStatus: to });
    if (earns) bookSale(tx, db, order, paidOutAlready, now);
    return success({ moved: true as const, to });
  });
}

/** The seller's step (POST /api/store/orders/{id}/steps): an order of their product, one step on from `from`. */
export async function stepOrder(
  { db }: { db: Firestore },
  caller: Caller,
  { orderId, from }: { orderId: string; from: OrderStatus },
): Promise<Outcome<{ orderStatus: OrderStatus }>> {
  if (caller.role !== 'seller') return failure('forbidden', orderStepTexts.notSeller);
  const result = await advanceStoreOrder(db, orderId, from, { sellerId: caller.uid });
  if (!result.ok) return result;
  if (!result.value.moved) return failure('conflict', orderStepTexts.movedOn);
  return success({ orderStatus: result.value.to });
}
