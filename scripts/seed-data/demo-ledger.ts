// The demo's money as the server would have booked it (decision 029), beside the demo's projects and orders: each
// payment captured, refund decided and processed, release or sale earned and payout paid, as ledger entries; and the
// same movements in the simulated providers' journal (adapters/simulated-journal.ts), as the providers would list
// them, so the first reconciliation of those days finds everything matched.
import {
  journalCollection,
  type JournalItem,
  type JournalKind,
} from '../../functions/src/adapters/simulated-journal.ts';
import {
  captureEntry,
  codCollectedEntry,
  earningEntry,
  entryFields,
  ledgerSubject,
  type EntryDraft,
} from '@marketplace/shared/ledger/ledger';
import { unsentPayout, type PayoutRecord } from '@marketplace/shared/payouts/payout';
import { CURRENCY, splitPaise } from '@marketplace/shared/projects/money';
import { paths } from '@marketplace/shared/paths';

export interface DemoDocument {
  path: string;
  data: Record<string, unknown>;
}

/** A ledger entry as the server stores it, at `at`, with the time stamped the seed's way. */
export const entryDocument = (draft: EntryDraft, at: number, stamp: (millis: number) => unknown): DemoDocument => ({
  path: paths.ledgerEntry(draft.id),
  data: { ...entryFields(draft, at), at: stamp(at) },
});

/** What the simulated provider keeps of a movement it made. */
export const journalDocument = (kind: JournalKind, item: JournalItem): DemoDocument => ({
  path: `${journalCollection(kind)}/${item.id}`,
  data: { ...item },
});

/** A demo store order as its money sees it. */
export interface DemoStoreOrder {
  /** The store order's id, and its payment order's (a card or UPI order's; null for cash on delivery). */
  id: string;
  paymentOrderId: string | null;
  paymentId: string | null;
  buyerId: string;
  sellerId: string;
  sellerEmail: string;
  /** The product's name. */
  title: string;
  pricePaise: number;
  paymentMethod: 'card' | 'upi' | 'cod';
  orderedAt: number;
  /** When it was delivered; null while it is on its way. */
  deliveredAt: number | null;
}

/**
 * A demo order's money: its payment captured (card, UPI), and once delivered its sale earned, or its cash collected
 * on delivery, with the payout record its delivery writes (decision 046), waiting for the seller's details.
 */
export function demoStoreMoney(order: DemoStoreOrder, stamp: (millis: number) => unknown): DemoDocument[] {
  const party = { subject: ledgerSubject.order(order.id), payerId: order.buyerId, sellerId: order.sellerId };
  const split = splitPaise(order.pricePaise);
  const documents: DemoDocument[] = [];
  if (order.paymentOrderId && order.paymentId) {
    const payment = { paymentId: order.paymentId, paymentOrderId: order.paymentOrderId, amountPaise: order.pricePaise };
    documents.push(
      entryDocument(captureEntry(party, payment), order.orderedAt, stamp),
      journalDocument('payment', {
        id: order.paymentId,
        createdAt: order.orderedAt,
        amountPaise: order.pricePaise,
        status: 'captured',
        fields: { orderId: order.paymentOrderId },
      }),
    );
  }
  if (order.deliveredAt !== null) {
    const earned =
      order.paymentMethod === 'cod' ? codCollectedEntry(party, order.id, split) : earningEntry(party, 'sale', split);
    documents.push(entryDocument(earned, order.deliveredAt, stamp));
    const payoutId = ledgerSubject.order(order.id);
    const record: PayoutRecord = {
      projectId: '',
      subject: payoutId,
      sellerId: order.sellerId,
      sellerEmail: order.sellerEmail,
      studentId: order.buyerId,
      title: order.title,
      ...split,
      currency: CURRENCY,
    };
    documents.push({
      path: paths.payout(payoutId),
      data: { ...record, ...unsentPayout, createdAt: stamp(order.deliveredAt) },
    });
  }
  return documents;
}
