// The order tracking's and 'Cancel Order''s texts (decision 071): the English part travels with the tracking, out
// of the store's first load; the Hindi is fetched only when a member reads Hindi.
import { cancellationTexts, refundStatusTexts } from '@marketplace/shared/store/order-cancellation';
import en from '../../i18n/en/tracking.json';
import { catalogue } from '../../i18n/i18n.ts';

export const useTrackingTexts = catalogue(en, () => import('../../i18n/hi/tracking.json'));
type TrackingId = Parameters<ReturnType<typeof useTrackingTexts>>[0];

/** SPEC 9's policy's words and the refund's states as shared says them, by their key here (see purchase-texts.ts). */
export const trackingKnown: Readonly<Record<string, TrackingId>> = {
  [cancellationTexts.confirm]: 'tracking.cancelConfirm',
  [cancellationTexts.closedDelivered]: 'tracking.closedDelivered',
  [cancellationTexts.closedWindow]: 'tracking.closedWindow',
  [refundStatusTexts.requested]: 'tracking.refund.requested',
  [refundStatusTexts.processed]: 'tracking.refund.processed',
  [refundStatusTexts.failed]: 'tracking.refund.failed',
};

export function useTrackingSay(): (english: string) => string {
  const t = useTrackingTexts();
  return (english) => (Object.hasOwn(trackingKnown, english) ? t(trackingKnown[english]!) : english);
}
