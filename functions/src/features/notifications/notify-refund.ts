// A refund's steps told to its payer (a project's processed one among them), as shared's refund notices say.
import { notificationsForRefund, refundFacts } from '@marketplace/shared/notifications/refund-notifications';
import { paths } from '@marketplace/shared/paths';
import { notifyChange, onDocument } from './notice-trigger.ts';

export const notifyRefund = notifyChange(refundFacts, 'refundId', 'refund', notificationsForRefund);

export const notifyRefundTrigger = onDocument(`${paths.refunds}/{refundId}`, notifyRefund);
