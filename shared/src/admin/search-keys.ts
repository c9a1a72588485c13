// What the console's search reads instead of querying (decision 063): a provider's unique key (a payment, refund or
// payout id, a UTR) is a document of its own, `searchKeys/{key}`, naming what carries it, so finding a payment among
// 100,000 is one read by id, not a query; and a project's title and a store order's product name are kept in lower
// case beside them, so the title search ignores case. The server writes both with the record itself (or the
// backfill, for records written before); no browser writes either (firestore.rules).
import type { SearchKind } from './console-api.ts';

/** A project's title, and a store order's product name, in lower case (the field the prefix search reads). */
export const TITLE_SEARCH_FIELD = 'titleLower';
export const PRODUCT_SEARCH_FIELD = 'productNameLower';

/** What a title is searched by: trimmed and in lower case, the same for what is stored and what is typed. */
export const searchTitleOf = (text: string): string => text.trim().toLowerCase();

/** One record a key names: its kind and path, and the field that holds the key (read back to check it). */
export interface SearchKeyTarget {
  kind: SearchKind;
  /** What the search says it matched. */
  matched: string;
  /** The field of the record that holds the key ('product.name' style for a nested one). */
  field: string;
  path: string;
}

/** Each unique key the search finds by, and what it names. */
export const searchKeyTargets = {
  paymentOfOrder: (path: string): SearchKeyTarget => ({
    kind: 'payment',
    matched: 'Payment id',
    field: 'paymentId',
    path,
  }),
  paymentOfRefund: (path: string): SearchKeyTarget => ({
    kind: 'refund',
    matched: 'Refunded payment id',
    field: 'paymentId',
    path,
  }),
  refundId: (path: string): SearchKeyTarget => ({
    kind: 'refund',
    matched: 'Refund id',
    field: 'providerRefundId',
    path,
  }),
  payoutId: (path: string): SearchKeyTarget => ({
    kind: 'payout',
    matched: 'Payout id',
    field: 'providerPayoutId',
    path,
  }),
  utr: (path: string): SearchKeyTarget => ({ kind: 'payout', matched: 'UTR', field: 'reference', path }),
  paymentOfStoreOrder: (path: string): SearchKeyTarget => ({
    kind: 'order',
    matched: 'Payment id',
    field: 'razorpay_payment_id',
    path,
  }),
} as const;
