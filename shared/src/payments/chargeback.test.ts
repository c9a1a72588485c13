import { describe, expect, it } from 'vitest';
import { disputeEventFrom, movesTo, sellerShareOf } from './chargeback.ts';

/** Razorpay's sample payment.dispute.created payload (docs 'Disputes Webhook Events'). */
const sample = (event: string, entity: Record<string, unknown> = {}) => ({
  entity: 'event',
  account_id: 'acc_BFQ7uQEaa7j2z7',
  event,
  contains: ['payment', 'dispute'],
  payload: {
    payment: { entity: { id: 'pay_EsyWjHrfzb59eR', entity: 'payment', amount: 10000, status: 'captured' } },
    dispute: {
      entity: {
        id: 'disp_AHfqOvkldwsbqt',
        entity: 'dispute',
        payment_id: 'pay_EsyWjHrfzb59eR',
        amount: 10000,
        currency: 'INR',
        amount_deducted: 0,
        reason_code: 'chargeback',
        respond_by: 1590604200,
        status: 'open',
        phase: 'chargeback',
        created_at: 1590059211,
        ...entity,
      },
    },
  },
  created_at: 1590059211,
});

describe('disputeEventFrom', () => {
  it('reads Razorpay’s dispute entity in our words, times in millis and no fee when none is sent', () => {
    expect(disputeEventFrom(sample('payment.dispute.created'))).toEqual({
      event: 'payment.dispute.created',
      status: 'open',
      disputeId: 'disp_AHfqOvkldwsbqt',
      paymentId: 'pay_EsyWjHrfzb59eR',
      amountPaise: 10000,
      feePaise: null,
      reasonCode: 'chargeback',
      reason: '',
      phase: 'chargeback',
      respondBy: 1590604200_000,
      createdAt: 1590059211_000,
    });
  });

  it('names each event’s status', () => {
    const statuses = ['under_review', 'action_required', 'won', 'lost', 'closed'].map(
      (kind) => disputeEventFrom(sample(`payment.dispute.${kind}`))?.status,
    );
    expect(statuses).toEqual(['under_review', 'action_required', 'won', 'lost', 'closed']);
  });

  it('is null for other events, a missing entity, or an id Firestore cannot take', () => {
    expect(disputeEventFrom(sample('payment.captured'))).toBeNull();
    expect(disputeEventFrom({ event: 'payment.dispute.created', payload: {} })).toBeNull();
    expect(disputeEventFrom(sample('payment.dispute.created', { id: '../x' }))).toBeNull();
    expect(disputeEventFrom(sample('payment.dispute.created', { amount: 0 }))).toBeNull();
  });
});

describe('movesTo', () => {
  it('moves an undecided case anywhere else, a decided one nowhere', () => {
    expect(movesTo('open', 'under_review')).toBe(true);
    expect(movesTo('under_review', 'action_required')).toBe(true);
    expect(movesTo('open', 'won')).toBe(true);
    expect(movesTo('open', 'open')).toBe(false);
    for (const decided of ['won', 'lost', 'closed'] as const) {
      expect(movesTo(decided, 'under_review')).toBe(false);
      expect(movesTo(decided, 'lost')).toBe(false);
    }
  });
});

it('gives the seller the same 70% of a disputed amount as of its earning', () => {
  expect(sellerShareOf(10000)).toBe(7000);
  expect(sellerShareOf(1)).toBe(1);
});
