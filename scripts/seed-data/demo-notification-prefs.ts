// The demo's email choices: the demo seller has turned payout emails off (they follow payouts on the
// dashboard), so the Profile page's 'Email me when…' shows a real choice, and the local outbox (/__/outbox) shows
// it honoured: after the first start's catch-up it lists the seller's project mail and none about payouts.
import type { NotificationPrefs } from '@marketplace/shared/notifications/email';
import { paths } from '@marketplace/shared/paths';
import type { DemoDocument, DemoPeople } from './demo-projects.ts';

/** The demo seller's choice, in the shape the rules accept at users/{uid}/private/notificationPrefs. */
export const demoSellerNotificationPrefs = { emailOff: { payouts: true } } as const satisfies NotificationPrefs;

/** The demo accounts' email choices; the demo student and admin keep every email on (no document). */
export function demoNotificationPrefs(people: Pick<DemoPeople, 'seller'>): DemoDocument[] {
  return [{ path: paths.notificationPrefs(people.seller.uid), data: { ...demoSellerNotificationPrefs } }];
}
