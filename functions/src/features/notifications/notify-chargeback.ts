// Decision 049: a chargeback's opening and its decision, to its payer and its seller.
import { notificationsForChargeback } from '@marketplace/shared/notifications/chargeback-notifications';
import { chargebackSchema } from '@marketplace/shared/payments/chargeback';
import { paths } from '@marketplace/shared/paths';
import { notifyChange, onDocument } from './notice-trigger.ts';

export const notifyChargeback = notifyChange(chargebackSchema, 'disputeId', 'chargeback', notificationsForChargeback);

export const notifyChargebackTrigger = onDocument(`${paths.chargebacks}/{disputeId}`, notifyChargeback);
