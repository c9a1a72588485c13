// A refund's steps told to its payer (a project's processed one among them), as shared's refund notices say.
import { notificationsForRefund } from '@marketplace/shared/notifications/refund-notifications';
import { paths } from '@marketplace/shared/paths';
import { refundSchema } from '@marketplace/shared/payments/refund';
import { notifyChange, onDocument } from './notice-trigger.ts';

const refundFacts = refundSchema.pick({
  id: true,
  purpose: true,
  subjectId: true,
  payerId: true,
  title: true,
  amountPaise: true,
  status: true,
});

export const notifyRefund = notifyChange(refundFacts, 'refundId', 'refund', notificationsForRefund);

export const notifyRefundTrigger = onDocument(`${paths.refunds}/{refundId}`, notifyRefund);
