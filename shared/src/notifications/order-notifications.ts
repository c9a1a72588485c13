// A store order's progress reaches its buyer: shipped, delivered, cancelled, and its refund once the
// provider processed it, each with its amount and outcome. Each is once per order, so its key is the order and the
// step. The order keeps the time of its cancellation only; the other steps take the server's time (`at` null), their
// change delivered as it happens.
import { formatRupees } from '../projects/money.ts';
import { refundsOnCancel } from '../store/order-cancellation.ts';
import type { z } from 'zod';
import { orderedProductSchema, storeOrderSchema, type OrderStatus } from '../store/order.ts';
import { rupees, words, type MailText } from './mail-words.ts';
import { orderLink, type NotificationContent, type NotificationDraft } from './notification.ts';

/** What an order's notices read of it; the server reads the order as this. */
export const orderFacts = storeOrderSchema
  .pick({ id: true, studentId: true, orderStatus: true, refundStatus: true, cancelledAt: true, paymentMethod: true })
  .extend({ product: orderedProductSchema.pick({ name: true, price: true }) });
export type OrderFacts = z.infer<typeof orderFacts>;

type Step = Pick<NotificationContent, 'kind' | 'title'> & {
  says: (name: string, order: OrderFacts) => string;
  /** The same in the mail catalogue's ids (decision 072): its title, and its sentence for the order's name. */
  mail: { title: MailText; text: (name: string, order: OrderFacts) => MailText };
};

const steps: Partial<Record<OrderStatus, Step>> = {
  Shipped: {
    kind: 'order-shipped',
    title: 'Order shipped',
    says: (name) => `Your order of ${name} was shipped.`,
    mail: { title: words('order.shipped.title'), text: (name) => words('order.shipped.text', { name }) },
  },
  Delivered: {
    kind: 'order-delivered',
    title: 'Order delivered',
    says: (name) => `Your order of ${name} was delivered.`,
    mail: { title: words('order.delivered.title'), text: (name) => words('order.delivered.text', { name }) },
  },
  Cancelled: {
    kind: 'order-cancelled',
    title: 'Order cancelled',
    says: (name, order) =>
      refundsOnCancel(order)
        ? `Your order of ${name} was cancelled. Its ${formatRupees(order.product.price)} is being refunded to the payment it came from.`
        : `Your order of ${name} was cancelled. Nothing was charged: it was to be paid on delivery.`,
    mail: {
      title: words('order.cancelled.title'),
      text: (name, order) =>
        refundsOnCancel(order)
          ? words('order.cancelled.refunding', { name, amount: rupees(order.product.price) })
          : words('order.cancelled.unpaid', { name }),
    },
  },
};

export function notificationsForOrder(before: OrderFacts | null, after: OrderFacts): NotificationDraft[] {
  if (!before) return [];
  const to = { uid: after.studentId };
  const link = orderLink(after.id);
  const name = `“${after.product.name}”`;
  const drafts: NotificationDraft[] = [];
  const step = steps[after.orderStatus];
  if (step && before.orderStatus !== after.orderStatus) {
    drafts.push({
      to,
      key: `order-${after.id}-${after.orderStatus.toLowerCase()}`,
      at: after.orderStatus === 'Cancelled' ? after.cancelledAt : null,
      content: { kind: step.kind, title: step.title, text: step.says(name, after), link },
      words: { title: step.mail.title, text: step.mail.text(after.product.name, after) },
    });
  }
  if (before.refundStatus !== 'processed' && after.refundStatus === 'processed') {
    drafts.push({
      to,
      key: `order-${after.id}-refunded`,
      at: null,
      content: {
        kind: 'order-refunded',
        title: 'Refund processed',
        text: `Your refund of ${formatRupees(after.product.price)} for ${name} was processed.`,
        link,
      },
      words: {
        title: words('order.refunded.title'),
        text: words('order.refunded.text', { name: after.product.name, amount: rupees(after.product.price) }),
      },
    });
  }
  return drafts;
}
