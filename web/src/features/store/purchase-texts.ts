// The purchase dialogs' and the order tracking's texts (decision 071): the English part travels with those
// screens, out of the store's first load; the Hindi is fetched only when a member reads Hindi.
import { cancellationTexts, refundStatusTexts } from '@marketplace/shared/store/order-cancellation';
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/purchase.json';
import { catalogue } from '../../i18n/i18n.ts';
import { sayIn, type Known } from '../../i18n/said.ts';

export const usePurchaseTexts = catalogue(en, () => import('../../i18n/hi/purchase.json'));
export type PurchaseId = Parameters<ReturnType<typeof usePurchaseTexts>>[0];

/** Shared's words the purchase and the tracking show (the purchase machine's errors, the cancel policy). */
export const purchaseKnown: Known<PurchaseId> = {
  [texts.store.loginRequired]: 'purchase.error.loginRequired',
  [texts.store.addressRequired]: 'purchase.error.addressRequired',
  [texts.store.codOrderNotCreated]: 'purchase.error.codOrderNotCreated',
  [texts.store.codOrderFailed]: 'purchase.error.codOrderFailed',
  [texts.store.geolocationUnsupported]: 'purchase.error.geolocationUnsupported',
  [texts.store.addressLookupFailed]: 'purchase.error.addressLookupFailed',
  [cancellationTexts.confirm]: 'purchase.cancelConfirm',
  [cancellationTexts.closedDelivered]: 'purchase.closedDelivered',
  [cancellationTexts.closedWindow]: 'purchase.closedWindow',
  [refundStatusTexts.requested]: 'purchase.refund.requested',
  [refundStatusTexts.processed]: 'purchase.refund.processed',
  [refundStatusTexts.failed]: 'purchase.refund.failed',
};

/** Says one of shared's texts in the shown language (`sayIn`). */
export function usePurchaseSay() {
  return sayIn(usePurchaseTexts(), purchaseKnown);
}
