// A store order's steps told to its buyer, as shared's order notices say.
import { notificationsForOrder, orderFacts } from '@marketplace/shared/notifications/order-notifications';
import { paths } from '@marketplace/shared/paths';
import { notifyChange, onDocument } from './notice-trigger.ts';

export const notifyOrder = notifyChange(orderFacts, 'orderId', 'store order', notificationsForOrder);

export const notifyOrderTrigger = onDocument(`${paths.storeOrders}/{orderId}`, notifyOrder);
