// When an account cannot be deleted yet (decision 040): money held or owed, or work someone waits for. Each case
// says why and what to do; the person's deletion and the admin's refuse with the first, and the Privacy page lists
// them all. Pure: the server reads the facts and asks this.
import { formatRupees, fromPaise } from '../projects/money.ts';
import { payoutStatusLabels, type PayoutStatus } from '../payouts/payout.ts';
import type { MoneyFacts } from './deletion-facts.ts';

export const blockerKinds = [
  'open-dispute',
  'funded-project',
  'pending-refund',
  'pending-payout',
  'order-in-transit',
  'work-in-progress',
] as const;
export type BlockerKind = (typeof blockerKinds)[number];

export interface DeletionBlocker {
  kind: BlockerKind;
  /** Why the account cannot go yet, naming the project, order, refund or payout. */
  reason: string;
  /** What the person can do about it. */
  whatToDo: string;
}

/** The blocker as one sentence pair, for a refusal's message. */
export const blockerText = (blocker: DeletionBlocker) => `${blocker.reason} ${blocker.whatToDo}`;

/**
 * A payout still owed: everything but paid, and but carried (decision 029: under ₹1.00, it waits for a next payout
 * that a deleted seller will not have, so it stays in the ledger under their pseudonym; decision 040).
 */
const unpaidPayoutStatuses: readonly PayoutStatus[] = [
  'waiting-for-details',
  'waiting-for-verification',
  'queued',
  'processing',
  'failed',
  'reversed',
];

const payoutToDo: Record<PayoutStatus, string> = {
  'waiting-for-details': 'Add where to be paid under Your Payouts on your dashboard, so it can be sent.',
  'waiting-for-verification': 'Verify your PAN under Your Payouts on your dashboard, so it can be sent.',
  queued: 'Wait until it is paid (usually within minutes).',
  processing: 'Wait until it is paid (usually within minutes).',
  failed: 'Check your payout details under Your Payouts; an admin will send it again.',
  reversed: 'Check your payout details under Your Payouts; an admin will send it again.',
  carried: '',
  processed: '',
};

function projectBlockers(uid: string, project: MoneyFacts['projects'][number]): DeletionBlocker[] {
  const yours = project.studentId === uid;
  const name = `"${project.title}"`;
  if (project.disputeStatus === 'open')
    return [
      {
        kind: 'open-dispute',
        reason: `The project ${name} has an open dispute.`,
        whatToDo: 'Wait until an admin settles it; you will get a notification.',
      },
    ];
  if (project.paymentStatus === 'Funded')
    return [
      yours
        ? {
            kind: 'funded-project',
            reason: `Your project ${name} is funded: its payment is held.`,
            whatToDo: 'Release the payment once the work is delivered (or have the project cancelled) first.',
          }
        : {
            kind: 'funded-project',
            reason: `The project ${name} you took is funded: its payment is held for you.`,
            whatToDo: 'Deliver the work and wait until the student releases the payment (or it is cancelled) first.',
          },
    ];
  if (project.status === 'In Progress')
    return [
      {
        kind: 'work-in-progress',
        reason: `The project ${name} is in progress.`,
        whatToDo: yours
          ? 'Withdraw it from the project, or fund it and see it through, first.'
          : 'Give it up from the project, or see it through, first.',
      },
    ];
  return [];
}

/** Every reason this person's account cannot be deleted now, the weightiest first; none when it can. */
export function deletionBlockers(uid: string, facts: MoneyFacts): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [
    ...facts.projects.flatMap((project) => projectBlockers(uid, project)),
    ...facts.refunds
      .filter((refund) => refund.payerId === uid && refund.status !== 'processed')
      .map((refund) => ({
        kind: 'pending-refund' as const,
        reason: `A refund of ${formatRupees(fromPaise(refund.amountPaise))} to you${refund.title ? ` for "${refund.title}"` : ''} is not processed yet.`,
        whatToDo:
          refund.status === 'failed'
            ? 'An admin sends it again; wait until it is processed.'
            : 'Wait until it is processed (usually within minutes).',
      })),
    ...facts.payouts
      .filter((payout) => payout.sellerId === uid && unpaidPayoutStatuses.includes(payout.status))
      .map((payout) => ({
        kind: 'pending-payout' as const,
        reason: `A payout of ${formatRupees(fromPaise(payout.sellerPaise))} to you${payout.title ? ` for "${payout.title}"` : ''} is not paid yet (${payoutStatusLabels[payout.status]}).`,
        whatToDo: payoutToDo[payout.status],
      })),
    ...facts.orders
      .filter((order) => order.orderStatus !== 'Delivered' && order.orderStatus !== 'Cancelled')
      .map((order) =>
        order.studentId === uid
          ? {
              kind: 'order-in-transit' as const,
              reason: `Your store order "${order.product.name}" is on its way (${order.orderStatus}).`,
              whatToDo: 'Wait until it is delivered, or cancel it within 24 hours of buying, first.',
            }
          : {
              kind: 'order-in-transit' as const,
              reason: `Your store sale "${order.product.name}" is not delivered yet (${order.orderStatus}).`,
              whatToDo: 'Send it on and wait until it is delivered first.',
            },
      ),
  ];
  return blockers.sort((a, b) => blockerKinds.indexOf(a.kind) - blockerKinds.indexOf(b.kind));
}

/** How recently the person must have signed in to delete their account (the ID token's auth_time). */
export const REAUTH_MAX_AGE_SECONDS = 5 * 60;

/** The words of the account's deletion (the person's and the admin's). */
export const deletionTexts = {
  signInAgain: 'For your safety, sign in again (within the last 5 minutes) before deleting your account.',
  underWay: 'This account is already being deleted. Wait a moment and refresh.',
  adminAccount: 'An admin account is closed by another admin: ask one to delete it from the admin dashboard.',
  deleted: 'Your account has been deleted. What the law makes us keep is kept without your name.',
  confirmWord: 'DELETE',
  typeToConfirm: 'Type DELETE to confirm.',
  /** The re-authentication just before the deletion, in place (Firebase Auth's), so the server sees a fresh sign-in. */
  yourPassword: 'Your password, to confirm it is you',
  googleConfirms: 'Google will ask you to confirm it is you.',
  wrongPassword: 'That password is not right. Nothing was deleted; please try again.',
  notConfirmed: 'We could not confirm it is you. Nothing was deleted; please try again.',
} as const;
