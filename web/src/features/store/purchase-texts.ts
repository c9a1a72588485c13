// The purchase dialogs' texts (decision 071): the English part travels with the dialogs, out of the store's first
// load; the Hindi is fetched only when a member reads Hindi.
import { texts } from '@marketplace/shared/texts';
import en from '../../i18n/en/purchase.json';
import { catalogue, sayKnown } from '../../i18n/i18n.ts';

export const usePurchaseTexts = catalogue(en, () => import('../../i18n/hi/purchase.json'));
type PurchaseId = Parameters<ReturnType<typeof usePurchaseTexts>>[0];

/**
 * SPEC's words the purchase machine says (its errors), by their key here: shown in the shown language; one not
 * listed (a browser's reason) as it came. Each is its key's English word for word (known-texts.test.ts).
 */
export const purchaseKnown: Readonly<Record<string, PurchaseId>> = {
  [texts.store.loginRequired]: 'purchase.error.loginRequired',
  [texts.store.addressRequired]: 'purchase.error.addressRequired',
  [texts.store.codOrderNotCreated]: 'purchase.error.codOrderNotCreated',
  [texts.store.codOrderFailed]: 'purchase.error.codOrderFailed',
  [texts.store.geolocationUnsupported]: 'purchase.error.geolocationUnsupported',
  [texts.store.addressLookupFailed]: 'purchase.error.addressLookupFailed',
};

export function usePurchaseSay(): (english: string | null) => string | null {
  const t = usePurchaseTexts();
  return (english) => (english === null ? null : sayKnown(t, purchaseKnown, english));
}
