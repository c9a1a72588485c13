// How a feature that ends a funding (the project lifecycle's cancellations and settlements; a store order's,
// decision 024) records its refund in its own deciding transaction, without reaching into the payments feature: the
// backend hands it the payments feature's planRefund and writeRefundRequest (features/payments/refund-requests.ts).
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Refund } from '@marketplace/shared/payments/refund';

export interface RefundSubject {
  purpose: Refund['purpose'];
  /** The project or store order whose payment is refunded. */
  subjectId: string;
  title: string;
}

/** What `plan` read, handed back to `write`; the deciding feature looks no further into it. */
export interface RefundPlan {
  readonly refundId: string;
}

export interface RefundRequests {
  /** The reads a refund needs, inside the deciding transaction and before any of its writes. */
  plan(tx: Transaction, db: Firestore, subject: RefundSubject): Promise<RefundPlan>;
  /**
   * The refund record, once per funding, with its ledger entry; `amountPaise` is at most what was captured, `at` the
   * deciding transaction's time.
   */
  write(tx: Transaction, db: Firestore, plan: RefundPlan, amountPaise: number, at: number): void;
}
