import { describe, expect, it } from 'vitest';
import { verificationFailed, verificationTexts, whatToChange } from '../verification/seller-verification.ts';
import { notificationsForApplication } from './application-notifications.ts';
import type { NotificationContent } from './notification.ts';
import { notificationsForOrder } from './order-notifications.ts';
import { notificationsForPayout, type PayoutFacts } from './payout-notifications.ts';
import { ORDER_CANCELLED_AT, aPayout, anOrder } from './test-notifications.ts';

const RELEASED_AT = Date.UTC(2026, 10, 20, 9);
const ANSWERED_AT = Date.UTC(2026, 10, 21, 15);

const payout = (status: PayoutFacts['status'], attempt = 1, failureReason: string | null = null) =>
  aPayout(status, { attempt, failureReason, createdAt: RELEASED_AT });

/** The whole notice seller-1 gets of the payout released at RELEASED_AT. */
const sellerNotice = (key: string, content: NotificationContent) => ({
  to: { uid: 'seller-1' },
  key,
  at: RELEASED_AT,
  content,
  // Its mail's words in the catalogue (decision 072): mail-words.test.ts holds them to these.
  words: expect.any(Object),
});

describe('notificationsForPayout', () => {
  it('tells the seller a payout was sent, keyed by status and attempt', () => {
    const [draft, ...rest] = notificationsForPayout(payout('processing'), payout('processed'));
    expect(rest).toEqual([]);
    expect(draft).toEqual(
      sellerNotice('payout-project-9-processed-1', {
        kind: 'payout-processed',
        title: 'Payout sent',
        text: 'Your payout of ₹700.00 for “Drone” was sent.',
        link: '/dashboard?project=project-9',
      }),
    );
  });

  it("links a store sale's payout to its order, which has no project", () => {
    const sale = { ...payout('processed'), id: 'order-o7', projectId: '', subject: 'order-o7' };
    const [sent] = notificationsForPayout(payout('processing'), sale);
    expect(sent!.content.link).toBe('/dashboard?order=o7');
  });

  it('names the net paid after TCS or TDS, with the gross earned and the tax withheld', () => {
    const taxed = { ...payout('processed'), sellerPaise: 289_100, withheldPaise: 1_750, amountPaise: 287_350 };
    const [sent] = notificationsForPayout(payout('processing'), { ...taxed, taxNames: 'TCS' });
    expect(sent!.content.text).toBe(
      'Your payout of ₹2,873.50 net paid (₹2,891.00 gross earned less ₹17.50 TCS withheld) for “Drone” was sent.',
    );
    // Carried payouts sent with it are named too, and a payout whose tax kind is not known says 'tax'.
    const carrying = { ...taxed, amountPaise: 287_350 + 5_000 };
    const [alsoSent] = notificationsForPayout(payout('processing'), carrying);
    expect(alsoSent!.content.text).toContain(
      '₹2,923.50 net paid (₹2,891.00 gross earned less ₹17.50 tax withheld plus ₹50.00 carried from earlier payouts)',
    );
  });

  it('tells the seller of each failed attempt, with the reason, and of a payout the bank returned', () => {
    const first = notificationsForPayout(payout('processing'), payout('failed', 1, 'Invalid VPA'));
    const second = notificationsForPayout(payout('processing', 2), payout('failed', 2));
    const returned = notificationsForPayout(payout('processed'), payout('reversed'));
    expect([...first, ...second, ...returned].map((draft) => [draft.key, draft.content.kind])).toEqual([
      ['payout-project-9-failed-1', 'payout-failed'],
      ['payout-project-9-failed-2', 'payout-failed'],
      ['payout-project-9-reversed-1', 'payout-failed'],
    ]);
    expect(first[0]!.content.text).toContain(': Invalid VPA.');
  });

  it('tells the seller a payout waits for their verification, with what to change, once per thing to change', () => {
    const checking = payout('waiting-for-verification', 1, verificationTexts.checking);
    const badAccount = verificationFailed(`${verificationTexts.accountInvalid}: Invalid VPA.`);
    const failed = payout('waiting-for-verification', 1, badAccount);
    // A check under way asks nothing of the seller.
    expect(notificationsForPayout(null, checking)).toEqual([]);
    const [told, ...rest] = notificationsForPayout(checking, failed);
    expect(rest).toEqual([]);
    expect(told).toMatchObject({
      to: { uid: 'seller-1' },
      key: 'payout-project-9-held-1-account',
      content: { kind: 'payout-waiting-for-verification', title: 'Your payout is waiting', link: '/dashboard' },
    });
    expect(told!.content.text).toBe(
      `Your payout of ₹700.00 for “Drone” cannot be sent yet. Verification failed: The payout account could not be validated: Invalid VPA. ${whatToChange.account}`,
    );
    // The same event again, or a change elsewhere on the record, tells nothing new.
    expect(notificationsForPayout(failed, failed)).toEqual([]);
    // A PAN never sent: the seller is asked for it.
    const [noPan] = notificationsForPayout(
      null,
      payout('waiting-for-verification', 1, verificationTexts.waitingForPan),
    );
    expect(noPan!.key).toBe('payout-project-9-held-1-no-pan');
    expect(noPan!.content.text).toBe(
      `Your payout of ₹700.00 for “Drone” cannot be sent yet. ${verificationTexts.waitingForPan}`,
    );
  });

  it("keeps one full stop when the provider's reason ends with its own", () => {
    const [failed] = notificationsForPayout(
      payout('processing'),
      payout('failed', 1, 'The bank did not respond in time. '),
    );
    expect(failed!.content.text).toBe(
      'Your payout of ₹700.00 for “Drone” did not reach you: The bank did not respond in time. Check your payout details under Your Payouts; an admin will send it again.',
    );
  });

  it("dates a payout's notification when its status last changed, else when the payout was written", () => {
    const answered = { ...payout('failed'), updatedAt: ANSWERED_AT };
    expect(notificationsForPayout(payout('processing'), answered)[0]!.at).toBe(ANSWERED_AT);
    // A record seeded or caught up with no change since: its release's time.
    expect(notificationsForPayout(null, payout('processed'))[0]!.at).toBe(RELEASED_AT);
    const unknown = { ...payout('processed'), createdAt: null };
    expect(notificationsForPayout(null, unknown)[0]!.at).toBeNull();
  });

  it('asks the seller for their payout details when a new payout cannot be sent without them, naming the amount', () => {
    const [draft, ...rest] = notificationsForPayout(null, payout('waiting-for-details', 0), false);
    expect(rest).toEqual([]);
    expect(draft).toEqual(
      sellerNotice('payout-project-9-waiting-for-details-0', {
        kind: 'payout-waiting-for-details',
        title: 'Add your payout details',
        text: 'Your payout of ₹700.00 for “Drone” is waiting for your payout details. Add a UPI id or a bank account under Your Payouts on your dashboard, and it is sent at once.',
        link: '/dashboard',
      }),
    );
    // Once only: a later change of the waiting record (a retry's catch-up) asks nothing again.
    expect(notificationsForPayout(payout('waiting-for-details', 0), payout('waiting-for-details', 0), false)).toEqual(
      [],
    );
  });

  it('says nothing while a payout is on its way, or when nothing about it changed', () => {
    // With details saved, the send trigger queues it at once: nothing for the seller to do.
    expect(notificationsForPayout(null, payout('waiting-for-details', 0), true)).toEqual([]);
    expect(notificationsForPayout(null, payout('waiting-for-details', 0))).toEqual([]);
    expect(notificationsForPayout(payout('queued'), payout('processing'))).toEqual([]);
    expect(notificationsForPayout(payout('processed'), { ...payout('processed'), title: 'Renamed' })).toEqual([]);
  });
});

describe('notificationsForOrder', () => {
  it('tells the buyer their order was shipped, delivered or cancelled, once per step', () => {
    const steps = [
      notificationsForOrder(anOrder('Order Confirmed'), anOrder('Shipped')),
      notificationsForOrder(anOrder('Shipped'), anOrder('Out for Delivery')),
      notificationsForOrder(anOrder('Out for Delivery'), anOrder('Delivered')),
      notificationsForOrder(anOrder('Order Confirmed'), anOrder('Cancelled', 'requested')),
    ].flat();
    expect(steps.map((draft) => [draft.to, draft.key, draft.content.kind])).toEqual([
      [{ uid: 'buyer-1' }, 'order-order-1-shipped', 'order-shipped'],
      [{ uid: 'buyer-1' }, 'order-order-1-delivered', 'order-delivered'],
      [{ uid: 'buyer-1' }, 'order-order-1-cancelled', 'order-cancelled'],
    ]);
    expect(steps[0]!.content.link).toBe('/dashboard?order=order-1');
    expect(steps[0]!.content.text).toBe('Your order of “Weather station kit” was shipped.');
  });

  it('tells the buyer their refund was processed, with its amount', () => {
    const drafts = notificationsForOrder(anOrder('Cancelled', 'requested'), anOrder('Cancelled', 'processed'));
    expect(drafts.map((draft) => [draft.key, draft.content.kind, draft.content.text])).toEqual([
      ['order-order-1-refunded', 'order-refunded', 'Your refund of ₹2,499.00 for “Weather station kit” was processed.'],
    ]);
  });

  it('says what a cancellation does with the money: refunded when paid, nothing when cash on delivery', () => {
    const [paid] = notificationsForOrder(anOrder('Order Confirmed'), anOrder('Cancelled', 'requested'));
    expect(paid!.content.text).toBe(
      'Your order of “Weather station kit” was cancelled. Its ₹2,499.00 is being refunded to the payment it came from.',
    );
    const [cod] = notificationsForOrder(anOrder('Order Confirmed', null, 'cod'), anOrder('Cancelled', null, 'cod'));
    expect(cod!.content.text).toBe(
      'Your order of “Weather station kit” was cancelled. Nothing was charged: it was to be paid on delivery.',
    );
  });

  it("dates a cancellation at the buyer's cancelling; steps the order keeps no time of, at the server's", () => {
    const cancelled = notificationsForOrder(anOrder('Order Confirmed'), anOrder('Cancelled', 'requested'));
    expect(cancelled.map((draft) => draft.at)).toEqual([ORDER_CANCELLED_AT]);
    const rest = [
      ...notificationsForOrder(anOrder('Order Confirmed'), anOrder('Shipped')),
      ...notificationsForOrder(anOrder('Cancelled', 'requested'), anOrder('Cancelled', 'processed')),
    ];
    expect(rest.map((draft) => draft.at)).toEqual([null, null]);
  });

  it('says nothing of a new order or of a change that is no step', () => {
    expect(notificationsForOrder(null, anOrder('Order Confirmed'))).toEqual([]);
    expect(notificationsForOrder(anOrder('Shipped'), anOrder('Shipped'))).toEqual([]);
  });
});

describe('notificationsForApplication', () => {
  it('tells every admin of a new application, once per application', () => {
    const appliedAt = Date.UTC(2026, 10, 23, 11);
    // Its words in the mail catalogue are mail-words.test.ts's.
    expect(
      notificationsForApplication({ id: 'app-1', jobTitle: 'Tutor', applicantName: 'Asha', appliedAt }),
    ).toMatchObject([
      {
        to: { admins: true },
        key: 'application-app-1',
        at: appliedAt,
        content: {
          kind: 'admin-new-application',
          title: 'New application',
          text: 'Asha applied for Tutor.',
          link: '/dashboard',
        },
      },
    ]);
  });
});
