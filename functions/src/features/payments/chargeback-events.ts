// Razorpay's `payment.dispute.*` webhooks (handle-razorpay-event.ts hands them here), applied to the chargeback's
// record and the ledger in one transaction (decision 049). The first event of a case, whichever it is (a `won` may
// come before a lost `created`), opens it: the debit and fee are booked and the seller's share is held (in escrow, or
// their unsent payout) or recovered from their earnings when paid out. A decided case never moves again, so a
// replayed or late event changes nothing; entry ids derive from the dispute, so nothing is booked twice.
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  chargebackDebitEntry,
  chargebackLostEntry,
  chargebackRecoveryEntry,
  chargebackWonEntry,
  entryIdFor,
  type ChargebackMoney,
} from '@marketplace/shared/ledger/ledger';
import {
  chargebackSchema,
  disputeEventFrom,
  finalChargebackStatuses,
  movesTo,
  sellerShareOf,
  type Chargeback,
  type DisputeEventData,
  type SellerShareTreatment,
} from '@marketplace/shared/payments/chargeback';
import { paths } from '@marketplace/shared/paths';
import { bookEntry } from '../../platform/ledger.ts';
import { log } from '../../platform/log.ts';
import { transact } from '../../platform/transaction.ts';
import type { PubSubEvent } from '../../platform/triggers.ts';
import type { PaymentPurposes } from '../../ports/payment-purpose.port.ts';
import { paymentOrderFrom, type StoredPaymentOrder } from './payment-orders.ts';
import { handlerFor } from './purpose-handlers.ts';

export function chargebackFrom(snapshot: DocumentSnapshot): Chargeback | null {
  if (!snapshot.exists) return null;
  const parsed = chargebackSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : null;
}

/** Payouts that have left, or are leaving, the platform: a share in them can only be recovered, not held. */
const SENT_PAYOUT_STATUSES = ['queued', 'processing', 'processed'];

export interface ChargebackDeps {
  db: Firestore;
  paymentPurposes: PaymentPurposes;
}

type SubjectData = Record<string, unknown> | undefined;

/**
 * The subjects a payment can be for, each read the same way: where its record is, its title, and which payout holds
 * its seller's share (a project's payout is named by the project, a store order's by its whole subject).
 */
const subjectReaders: Record<
  string,
  {
    purpose: 'project' | 'store';
    path: (id: string) => string;
    title: (data: SubjectData) => unknown;
    payoutId: (id: string, subject: string) => string;
  }
> = {
  project: { purpose: 'project', path: paths.project, title: (project) => project?.title, payoutId: (id) => id },
  order: {
    purpose: 'store',
    path: paths.storeOrder,
    title: (storeOrder) => (storeOrder?.product as { name?: unknown } | undefined)?.name,
    payoutId: (_id, subject) => subject,
  },
};

/** Whose payment it was and what it paid for: read from the subject (a project, a store order). */
async function subjectFacts(tx: Transaction, db: Firestore, order: StoredPaymentOrder, subject: string) {
  const [kind, ...rest] = subject.split('-');
  const subjectId = rest.join('-');
  const reader = kind !== undefined && Object.hasOwn(subjectReaders, kind) ? subjectReaders[kind] : undefined;
  if (!reader) return { purpose: 'payment' as const, subjectId: order.id, title: '', sellerId: null, payoutId: null };
  const data = (await tx.get(db.doc(reader.path(subjectId)))).data();
  return {
    purpose: reader.purpose,
    subjectId,
    title: String(reader.title(data) ?? ''),
    sellerId: typeof data?.sellerId === 'string' && data.sellerId ? data.sellerId : null,
    payoutId: reader.payoutId(subjectId, subject),
  };
}

export type DisputeResult = 'opened' | 'moved' | 'unchanged' | 'not-ours';

/** Applies one dispute event; what it did, for the log and the tests. */
export async function applyDisputeEvent(
  { db, paymentPurposes }: ChargebackDeps,
  event: DisputeEventData,
  now = Date.now(),
): Promise<DisputeResult> {
  // Paid orders are never changed again, so finding the order outside the transaction is safe.
  const orders = await db.collection(paths.paymentOrders).where('paymentId', '==', event.paymentId).limit(1).get();
  const order = orders.empty ? null : paymentOrderFrom(orders.docs[0]!);
  if (!order) return 'not-ours';
  const subject = handlerFor(paymentPurposes, order.purpose).heldFor(order);
  const ref = db.doc(paths.chargeback(event.disputeId));
  return transact(db, async (tx): Promise<DisputeResult> => {
    const existing = chargebackFrom(await tx.get(ref));
    if (existing && !movesTo(existing.status, event.status)) return 'unchanged';
    const facts = await subjectFacts(tx, db, order, subject);
    const payoutRef = facts.payoutId ? db.doc(paths.payout(facts.payoutId)) : null;
    const [payout, earning] = await Promise.all([
      payoutRef ? tx.get(payoutRef) : Promise.resolve(null),
      tx.get(db.doc(paths.ledgerEntry(entryIdFor.earning(subject)))),
    ]);
    const party = { subject, payerId: order.studentId, sellerId: facts.sellerId };
    let chargeback: Chargeback;
    if (existing) {
      chargeback = {
        ...existing,
        status: event.status,
        phase: event.phase,
        respondBy: event.respondBy,
        updatedAt: now,
      };
      tx.update(ref, { status: event.status, phase: event.phase, respondBy: event.respondBy, updatedAt: now });
    } else {
      const treatment = treatmentOf(facts.sellerId, earning.exists, payout);
      chargeback = {
        id: event.disputeId,
        paymentId: event.paymentId,
        paymentOrderId: order.id,
        subject,
        subjectId: facts.subjectId,
        purpose: facts.purpose,
        title: facts.title,
        payerId: order.studentId,
        sellerId: facts.sellerId,
        amountPaise: event.amountPaise,
        feePaise: event.feePaise ?? 0,
        sellerSharePaise: facts.sellerId ? sellerShareOf(event.amountPaise) : 0,
        treatment,
        payoutId: treatment === 'payout-held' ? facts.payoutId : null,
        reasonCode: event.reasonCode,
        reason: event.reason,
        phase: event.phase,
        respondBy: event.respondBy,
        status: event.status,
        response: 'none',
        summary: '',
        openedAt: now,
        updatedAt: now,
      };
      const { id: _id, ...stored } = chargeback;
      tx.create(ref, stored);
      const money = moneyOf(chargeback);
      bookEntry(tx, db, chargebackDebitEntry(party, money), now);
      if (treatment === 'recovered' && facts.sellerId)
        bookEntry(
          tx,
          db,
          chargebackRecoveryEntry({ ...party, sellerId: facts.sellerId }, money, chargeback.sellerSharePaise),
          now,
        );
      if (treatment === 'payout-held' && payoutRef) tx.update(payoutRef, { chargebackHold: event.disputeId });
    }
    if (finalChargebackStatuses.includes(chargeback.status))
      bookOutcome(tx, db, chargeback, party, earning.exists, payout?.exists ? payout.ref : null, now);
    return existing ? 'moved' : 'opened';
  });
}

/** Decision 049: held while it has not left the platform, recovered from the seller's earnings once it has. */
function treatmentOf(sellerId: string | null, earned: boolean, payout: DocumentSnapshot | null): SellerShareTreatment {
  if (!sellerId) return 'none';
  if (!earned) return 'escrow';
  const status = payout?.exists ? String(payout.data()?.status ?? '') : '';
  return SENT_PAYOUT_STATUSES.includes(status) ? 'recovered' : 'payout-held';
}

const moneyOf = (chargeback: Chargeback): ChargebackMoney => ({
  disputeId: chargeback.id,
  paymentId: chargeback.paymentId,
  amountPaise: chargeback.amountPaise,
  feePaise: chargeback.feePaise,
});

/**
 * Won or closed: the amount is back, a recovered share owed to the seller again and a held payout let go. Lost: the
 * claim is written off; money still in escrow went back to the payer, else the seller's share is theirs to bear (kept
 * from a recovery, or taken from the held payout, which then never leaves) and the platform bears the rest.
 */
function bookOutcome(
  tx: Transaction,
  db: Firestore,
  chargeback: Chargeback,
  party: { subject: string; payerId: string | null; sellerId: string | null },
  earned: boolean,
  payoutRef: DocumentReference | null,
  now: number,
): void {
  const money = moneyOf(chargeback);
  const recoveredPaise = chargeback.treatment === 'recovered' ? chargeback.sellerSharePaise : 0;
  if (chargeback.status !== 'lost') {
    bookEntry(tx, db, chargebackWonEntry(party, money, recoveredPaise), now);
    // Touching the payout wakes its send trigger, which now finds no open case (queue-payout.ts).
    if (payoutRef) tx.update(payoutRef, { chargebackHold: null });
    return;
  }
  if (!earned) {
    bookEntry(tx, db, chargebackLostEntry(party, money, { fromHeld: true }), now);
    return;
  }
  const sellerPaise = chargeback.treatment === 'recovered' ? 0 : chargeback.sellerSharePaise;
  bookEntry(tx, db, chargebackLostEntry(party, money, { fromHeld: false, recoveredPaise, sellerPaise }), now);
  // The seller's share was taken from their earnings here, so the payout that would have paid it never leaves.
  if (chargeback.treatment !== 'recovered' && payoutRef)
    tx.update(payoutRef, { chargebackHold: chargeback.id, chargebackForfeited: chargeback.id });
}

/** The subscriber's part: a `payment.dispute.*` event read and applied; one of a shape we do not know is logged. */
export async function handleDisputeEvent(deps: ChargebackDeps, message: PubSubEvent): Promise<void> {
  const event = disputeEventFrom(message.data);
  if (!event) {
    // Signed by Razorpay but not the shape we know: retrying would not help, so log and drop it.
    log.warn('razorpay event without a dispute entity', { messageId: message.id });
    return;
  }
  const result = await applyDisputeEvent(deps, event);
  log.info('dispute event applied', { messageId: message.id, disputeId: event.disputeId, event: event.event, result });
}
