// What the rule of when an account cannot be deleted yet (deletion.ts, decision 040) reads of a person's projects,
// refunds, payouts and store orders: only those fields, so a record with another field unreadable still holds its
// money. The server reads each record as these; the rule takes what they give.
import { z } from 'zod';
import { projectSchema } from '../projects/project.ts';
import { payoutSchema } from '../payouts/payout.ts';
import { refundSchema } from '../payments/refund.ts';
import { storeOrderSchema } from '../store/order.ts';

export const projectFacts = projectSchema.pick({
  id: true,
  title: true,
  studentId: true,
  sellerId: true,
  status: true,
  paymentStatus: true,
  disputeStatus: true,
});
export const refundFacts = refundSchema.pick({ id: true, title: true, payerId: true, amountPaise: true, status: true });
export const payoutFacts = payoutSchema.pick({
  id: true,
  title: true,
  sellerId: true,
  sellerPaise: true,
  status: true,
});
export const orderFacts = storeOrderSchema
  .pick({ id: true, studentId: true, sellerId: true, orderStatus: true })
  .extend({ product: z.object({ name: z.string().catch('') }).catch({ name: '' }) });

export interface MoneyFacts {
  projects: readonly z.infer<typeof projectFacts>[];
  refunds: readonly z.infer<typeof refundFacts>[];
  payouts: readonly z.infer<typeof payoutFacts>[];
  orders: readonly z.infer<typeof orderFacts>[];
}
