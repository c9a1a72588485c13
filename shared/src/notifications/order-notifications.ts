// A store order's progress reaches its buyer (issue 22): shipped, delivered, cancelled, and its refund once the
// provider processed it. Each is once per order, so its key is the order and the step. The order keeps the time of
// its cancellation only; the other steps take the server's time (`at` null), their change delivered as it happens.
import type { OrderStatus, StoreOrder } from '../store/order.ts';
import { orderLink, type NotificationContent, type NotificationDraft } from './notification.ts';

export type OrderFacts = Pick<StoreOrder, 'id' | 'studentId' | 'orderStatus' | 'refundStatus' | 'cancelledAt'> & {
  product: Pick<StoreOrder['product'], 'name'>;
};

const steps: Partial<Record<OrderStatus, Pick<NotificationContent, 'kind' | 'title'> & { says: string }>> = {
  Shipped: { kind: 'order-shipped', title: 'Order shipped', says: 'was shipped' },
  Delivered: { kind: 'order-delivered', title: 'Order delivered', says: 'was delivered' },
  Cancelled: { kind: 'order-cancelled', title: 'Order cancelled', says: 'was cancelled' },
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
      content: { kind: step.kind, title: step.title, text: `Your order of ${name} ${step.says}.`, link },
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
        text: `Your refund for ${name} was processed.`,
        link,
      },
    });
  }
  return drafts;
}
