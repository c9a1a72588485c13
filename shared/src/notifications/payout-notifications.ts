// A payout's outcome reaches its seller (issue 22): processed, or failed (the bank returning it counts as failed).
// Each attempt is its own event: an admin's retry that fails again is told again.
import { formatRupees, fromPaise } from '../projects/money.ts';
import type { Payout } from '../payouts/payout.ts';
import { projectLink, type NotificationDraft } from './notification.ts';

export type PayoutFacts = Pick<
  Payout,
  'id' | 'projectId' | 'sellerId' | 'title' | 'sellerPaise' | 'status' | 'attempt' | 'failureReason'
>;

export function notificationsForPayout(before: PayoutFacts | null, after: PayoutFacts): NotificationDraft[] {
  if (!after.sellerId || (before?.status === after.status && before.attempt === after.attempt)) return [];
  const amount = formatRupees(fromPaise(after.sellerPaise));
  const key = `payout-${after.id}-${after.status}-${after.attempt}`;
  const link = projectLink(after.projectId);
  const to = { uid: after.sellerId };
  switch (after.status) {
    case 'processed':
      return [
        {
          to,
          key,
          content: {
            kind: 'payout-processed',
            title: 'Payout sent',
            text: `Your payout of ${amount} for “${after.title}” was sent.`,
            link,
          },
        },
      ];
    case 'failed':
    case 'reversed':
      return [
        {
          to,
          key,
          content: {
            kind: 'payout-failed',
            title: 'Payout failed',
            text: `Your payout of ${amount} for “${after.title}” did not reach you${after.failureReason ? `: ${after.failureReason}` : ''}. An admin will send it again.`,
            link,
          },
        },
      ];
    default:
      return [];
  }
}
