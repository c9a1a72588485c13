// The ledger's tests' parties: whom an entry is between, as the use cases that book it pass it (the subject, its
// payer and its seller, none where no seller is assigned yet). Used by tests only.
import { ledgerSubject } from './ledger.ts';

interface Between<Seller extends string | null> {
  sellerId?: Seller;
  payerId?: string;
}

/** Project `projectId`'s party: 'student' pays, 'seller' earns, unless said otherwise. */
export const projectParty = <Seller extends string | null = string>(
  projectId = 'p1',
  { sellerId = 'seller' as Seller, payerId = 'student' }: Between<Seller> = {},
) => ({ subject: ledgerSubject.project(projectId), payerId, sellerId });

/** Store order `orderId`'s party: 'buyer' pays, 'seller' earns, unless said otherwise. */
export const orderParty = <Seller extends string | null = string>(
  orderId = 'o1',
  { sellerId = 'seller' as Seller, payerId = 'buyer' }: Between<Seller> = {},
) => ({ subject: ledgerSubject.order(orderId), payerId, sellerId });

/** A payment that arrived for nothing it could pay (an orphaned capture): 'student' paid it, no seller earns. */
export const paymentParty = (paymentOrderId: string, { payerId = 'student' }: { payerId?: string } = {}) => ({
  subject: ledgerSubject.payment(paymentOrderId),
  payerId,
  sellerId: null,
});
