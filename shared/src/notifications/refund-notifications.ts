// A payment the server refunds because it arrived for something no longer payable (decision 029) reaches its payer
// twice: when the refund is requested (with why), and when the provider processed it. A refund of a project's funding
// reaches its payer once processed, in the project's words with the record's amount (project-notifications.ts); a store
// order's through the order (order-notifications.ts).
import { formatRupees, fromPaise } from '../projects/money.ts';
import type { z } from 'zod';
import { refundSchema } from '../payments/refund.ts';
import { rupees, words } from './mail-words.ts';
import type { NotificationDraft } from './notification.ts';
import { notificationsForProjectRefund } from './project-notifications.ts';

/** What a refund's notices read of it; the server reads the refund as this. */
export const refundFacts = refundSchema.pick({
  id: true,
  purpose: true,
  subjectId: true,
  payerId: true,
  title: true,
  amountPaise: true,
  status: true,
});
export type RefundFacts = z.infer<typeof refundFacts>;

/** Where the payer follows their money: their dashboard. */
const link = '/dashboard';

export function notificationsForRefund(before: RefundFacts | null, after: RefundFacts): NotificationDraft[] {
  if (after.purpose === 'project') return notificationsForProjectRefund(before, after);
  if (after.purpose !== 'payment' || !after.payerId) return [];
  const amount = formatRupees(fromPaise(after.amountPaise));
  const about = after.title ? ` for “${after.title}”` : '';
  const to = { uid: after.payerId };
  // The catalogue's sentence with the title, or without it when the payment had none (decision 072).
  const said = (step: 'refunding' | 'refunded') =>
    after.title
      ? words(`payment.${step}.text`, { amount: rupees(fromPaise(after.amountPaise)), title: after.title })
      : words(`payment.${step}.untitled`, { amount: rupees(fromPaise(after.amountPaise)) });
  if (!before)
    return [
      {
        to,
        key: `refund-${after.id}-requested`,
        at: null,
        content: {
          kind: 'payment-refunding',
          title: 'Payment being refunded',
          text: `Your payment of ${amount}${about} arrived after it could no longer be used, so it is being refunded in full.`,
          link,
        },
        words: { title: words('payment.refunding.title'), text: said('refunding') },
      },
    ];
  if (before.status !== 'processed' && after.status === 'processed')
    return [
      {
        to,
        key: `refund-${after.id}-processed`,
        at: null,
        content: {
          kind: 'payment-refunded',
          title: 'Refund processed',
          text: `Your payment of ${amount}${about} was refunded in full to the method you paid with.`,
          link,
        },
        words: { title: words('payment.refunded.title'), text: said('refunded') },
      },
    ];
  return [];
}
