// The demo's email choices: a document the rules accept, and a choice that shows: the demo seller's
// payout notifications send no mail, their project ones still do.
import { describe, expect, it } from 'vitest';
import { emailWanted, notificationPrefsSchema } from '@marketplace/shared/notifications/email';
import { notificationsForPayout, payoutFactsSchema } from '@marketplace/shared/notifications/payout-notifications';
import { paths } from '@marketplace/shared/paths';
import { demoNotificationPrefs } from './demo-notification-prefs.ts';
import { demoProjectDocuments } from './demo-projects.ts';

const people = {
  student: { uid: 'student-uid', email: 'student@example.com' },
  seller: { uid: 'seller-uid', email: 'seller@example.com' },
  otherSeller: { uid: 'seller-2-uid', email: 'seller2@example.com' },
};
const NOW = Date.UTC(2026, 10, 25, 12);

describe("the demo's email choices", () => {
  const documents = demoNotificationPrefs(people);

  it("is the demo seller's own preferences document, in exactly the shape the rules check", () => {
    expect(documents.map(({ path }) => path)).toEqual([paths.notificationPrefs(people.seller.uid)]);
    // notificationPrefsSchema is strict, like the rules: only emailOff, only the known groups, booleans.
    const prefs = notificationPrefsSchema.parse(documents[0]!.data);
    expect(prefs).toEqual({ emailOff: { payouts: true } });
  });

  it("keeps the seller's project emails and stops their payout emails, of which the demo has some", () => {
    const prefs = notificationPrefsSchema.parse(documents[0]!.data);
    expect(emailWanted(prefs, 'project-released')).toBe(true);
    const payouts = demoProjectDocuments(people, NOW, (millis) => millis)
      .flatMap((demo) => demo.documents)
      .filter(({ path }) => path.startsWith(`${paths.payouts}/`))
      .map(({ path, data }) => payoutFactsSchema.parse({ ...data, id: path.split('/').at(-1) }));
    // What the first start's catch-up tells the seller of the demo's answered payouts (processed, failed).
    const told = payouts.flatMap((payout) => notificationsForPayout(null, payout));
    expect(told.map((draft) => draft.content.kind).sort()).toEqual([
      'payout-failed',
      'payout-processed',
      'payout-processed',
    ]);
    for (const draft of told) expect(emailWanted(prefs, draft.content.kind)).toBe(false);
  });
});
