// Refund events read as Razorpay documents them and as the simulated provider sends them, and the rule that a
// refund's status moves forward only (the movement's afterReport, as the refund configures it). Applying them to
// Firestore is covered by tests/api/refunds*.test.ts.
import { describe, expect, it } from 'vitest';
import { disputeEventFrom } from '@marketplace/shared/payments/chargeback';
import { refundFailureReasons, type Refund } from '@marketplace/shared/payments/refund';
import { simulatedPayments, type SignedWebhook } from '../../adapters/simulated-payments.ts';
import { afterReport as movedBy, type ProviderReport } from '../../platform/movement/movement.ts';
import { refundEventFrom, refundMovement } from './refund-movement.ts';

const afterReport = (refund: Refund, report: ProviderReport) => movedBy(refundMovement, refund, report);

/** Razorpay's sample refund.processed payload (docs 'Refunds Webhook Events'), with empty notes as it sends them. */
const razorpaySample = (event: string, notes: unknown) => ({
  entity: 'event',
  account_id: 'acc_E7OQJcEANmBHTC',
  event,
  contains: ['refund', 'payment'],
  payload: {
    refund: {
      entity: {
        id: 'rfnd_FS8TWyPrCsa0OB',
        entity: 'refund',
        amount: 50000,
        currency: 'INR',
        payment_id: 'pay_FPoJKWQQ8lK13n',
        notes,
        receipt: null,
        acquirer_data: { arn: null },
        created_at: 1597734071,
        batch_id: null,
        status: event === 'refund.failed' ? 'failed' : 'processed',
        speed_processed: 'normal',
        speed_requested: 'optimum',
      },
    },
    payment: { entity: { id: 'pay_FPoJKWQQ8lK13n', entity: 'payment', amount: 500000, status: 'captured' } },
  },
  created_at: 1597734072,
});

describe('refundEventFrom', () => {
  it('reads our refund id and attempt from the notes', () => {
    expect(refundEventFrom(razorpaySample('refund.processed', { refundId: 'project-p1', attempt: '2' }))).toEqual({
      id: 'project-p1',
      report: {
        status: 'processed',
        providerId: 'rfnd_FS8TWyPrCsa0OB',
        attempt: 2,
        reference: null,
        failureReason: refundFailureReasons.providerFailed,
      },
    });
  });

  it('reads a refund without our notes (Razorpay sends empty notes as []): found by the provider id instead', () => {
    for (const notes of [[], {}, { comment: 'Customer Notes for Webhooks.' }, { refundId: '../x', attempt: 'two' }]) {
      expect(refundEventFrom(razorpaySample('refund.failed', notes))).toMatchObject({
        id: null,
        report: { status: 'failed', providerId: 'rfnd_FS8TWyPrCsa0OB', attempt: null },
      });
    }
  });

  it('is null for other events and for a refund event without a refund entity', () => {
    expect(refundEventFrom(razorpaySample('refund.created', []))).toBeNull();
    expect(refundEventFrom({ event: 'refund.processed', payload: {} })).toBeNull();
    expect(refundEventFrom(null)).toBeNull();
  });

  it('reads what the simulated provider sends, processed and failed', async () => {
    const payments = simulatedPayments({ keySecret: 'k', webhookSecret: 'w' });
    const sent: SignedWebhook[] = [];
    payments.sendWebhooksWith(async (webhook) => Boolean(sent.push(webhook)));
    const notes = { refundId: 'order-o1', attempt: '1' };
    payments.failNextRefundOf('pay_sim_9');
    const failed = await payments.refund({
      paymentId: 'pay_sim_9',
      amountPaise: 100,
      idempotencyKey: 'order-o1-1',
      notes,
    });
    const processed = await payments.refund({
      paymentId: 'pay_sim_9',
      amountPaise: 100,
      idempotencyKey: 'order-o1-2',
      notes,
    });
    await payments.idle();
    expect(sent.map((webhook) => refundEventFrom(JSON.parse(webhook.rawBody.toString('utf8'))))).toEqual([
      {
        id: 'order-o1',
        report: expect.objectContaining({ status: 'failed', providerId: failed.id, attempt: 1 }),
      },
      {
        id: 'order-o1',
        report: expect.objectContaining({ status: 'processed', providerId: processed.id, attempt: 1 }),
      },
    ]);
  });
});

describe('afterReport: a refund moves forward only', () => {
  const refund = (fields: Partial<Refund>): Refund => ({
    id: 'project-p1',
    purpose: 'project',
    subjectId: 'p1',
    payerId: 'student-1',
    title: 'Robot',
    paymentId: 'pay_1',
    paymentOrderId: 'order_1',
    amountPaise: 100_000,
    currency: 'INR',
    status: 'requested',
    attempt: 2,
    sentAttempt: 2,
    providerRefundId: 'rfnd_2',
    failureReason: null,
    requestedAt: 1,
    updatedAt: 1,
    ...fields,
  });
  const report = (fields: Partial<ProviderReport>): ProviderReport => ({
    status: 'processed',
    providerId: 'rfnd_2',
    attempt: 2,
    reference: null,
    failureReason: 'declined',
    ...fields,
  });

  it('takes processed from requested, or from failed, for any attempt: the money went back', () => {
    expect(afterReport(refund({}), report({}))).toEqual({ status: 'processed', providerRefundId: 'rfnd_2' });
    expect(afterReport(refund({ status: 'failed' }), report({ attempt: 1, providerId: 'rfnd_1' }))).toEqual({
      status: 'processed',
      providerRefundId: 'rfnd_1',
    });
  });

  it('changes nothing once processed, whatever comes after', () => {
    for (const status of ['processed', 'failed'] as const)
      expect(afterReport(refund({ status: 'processed' }), report({ status }))).toBeNull();
  });

  it('takes a failure of the attempt waited on, with its reason', () => {
    expect(afterReport(refund({}), report({ status: 'failed' }))).toEqual({
      status: 'failed',
      failureReason: 'declined',
      providerRefundId: 'rfnd_2',
    });
    // Without our notes, the provider's id says which attempt it was.
    expect(afterReport(refund({}), report({ status: 'failed', attempt: null }))).toMatchObject({ status: 'failed' });
  });

  it('ignores a failure of an earlier attempt, and a repeated failure', () => {
    expect(afterReport(refund({}), report({ status: 'failed', attempt: 1 }))).toBeNull();
    expect(afterReport(refund({}), report({ status: 'failed', attempt: null, providerId: 'rfnd_1' }))).toBeNull();
    expect(afterReport(refund({ status: 'failed' }), report({ status: 'failed' }))).toBeNull();
  });
});

describe('the simulated provider’s chargebacks', () => {
  it('raises one on a captured payment, answers an accept with lost and a submission with under_review', async () => {
    const payments = simulatedPayments({ keySecret: 'k', webhookSecret: 'w' });
    const sent: SignedWebhook[] = [];
    payments.sendWebhooksWith(async (webhook) => Boolean(sent.push(webhook)));
    const { razorpay_order_id: orderId } = await payments.pay((await payments.createOrder(order)).id);
    const paymentId = (await payments.listPayments({ from: 0, to: Date.now() + 1 })).find(
      (payment) => payment.orderId === orderId,
    )!.id;
    const first = await payments.raiseDispute(paymentId);
    await expect(payments.contestDispute(first, { ...contest, files: [] })).rejects.toThrow(/at least one document/);
    await payments.contestDispute(first, { ...contest, action: 'draft', files: [] });
    await payments.contestDispute(first, contest);
    const second = await payments.raiseDispute(paymentId, { amountPaise: 100 });
    await payments.acceptDispute(second);
    await expect(payments.acceptDispute(second)).rejects.toThrow(/Only an open dispute/);
    await expect(payments.raiseDispute('pay_unknown')).rejects.toThrow(/No captured payment/);
    await payments.idle();
    const events = sent.map((webhook) => {
      expect(payments.verifyWebhookSignature(webhook.rawBody, webhook.signature)).toBe(true);
      return disputeEventFrom(JSON.parse(webhook.rawBody.toString('utf8')));
    });
    expect(events.map((event) => [event?.disputeId, event?.status, event?.amountPaise])).toEqual([
      [first, 'open', 500_00],
      [first, 'under_review', 500_00],
      [second, 'open', 100],
      [second, 'lost', 100],
    ]);
  });
});

const order = { amountPaise: 500_00, currency: 'INR', receipt: 'p1', notes: {} };
const contest = {
  action: 'submit' as const,
  amountPaise: 500_00,
  summary: 'Delivered on time.',
  files: [{ name: 'evidence.txt', contentType: 'text/plain', bytes: Buffer.from('receipt') }],
};
