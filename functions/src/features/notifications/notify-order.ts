// A store order's steps told to its buyer, as shared's order notices say.
import { notificationsForOrder } from '@marketplace/shared/notifications/order-notifications';
import { paths } from '@marketplace/shared/paths';
import { orderedProductSchema, storeOrderSchema } from '@marketplace/shared/store/order';
import { notifyChange, onDocument } from './notice-trigger.ts';

const orderFacts = storeOrderSchema
  .pick({ id: true, studentId: true, orderStatus: true, refundStatus: true, cancelledAt: true, paymentMethod: true })
  .extend({ product: orderedProductSchema.pick({ name: true, price: true }) });

export const notifyOrder = notifyChange(orderFacts, 'orderId', 'store order', notificationsForOrder);

export const notifyOrderTrigger = onDocument(`${paths.storeOrders}/{orderId}`, notifyOrder);
