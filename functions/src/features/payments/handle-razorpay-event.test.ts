// What the subscriber decides without touching Firestore; the funding itself is covered by tests/api.
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { handleRazorpayEvent } from './handle-razorpay-event.ts';
import type { PaymentPurposes } from '../../ports/payment-purpose.port.ts';

/** A database that fails the test if the handler reaches for it. */
const untouchable = new Proxy({} as Firestore, {
  get: (_target, property) => {
    throw new Error(`Firestore was used: ${String(property)}`);
  },
});
const noPurposes = {} as PaymentPurposes;

describe('handleRazorpayEvent', () => {
  it('ignores events that do not fund anything', async () => {
    for (const data of [{ event: 'payment.failed', payload: {} }, { event: 'refund.created' }, null, 'text']) {
      await expect(
        handleRazorpayEvent({ db: untouchable, paymentPurposes: noPurposes }, { id: 'm1', data }),
      ).resolves.toBeUndefined();
    }
  });

  it('drops a funding event without a payment entity, with a warning, instead of retrying forever', async () => {
    // Expected output: replace the setup's console guard for this one call.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await handleRazorpayEvent(
      { db: untouchable, paymentPurposes: noPurposes },
      { id: 'm2', data: { event: 'payment.captured', payload: {} } },
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      message: 'razorpay event without a payment entity',
      messageId: 'm2',
    });
  });

  it('reaches for the order of a captured payment', async () => {
    const data = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } } };
    await expect(
      handleRazorpayEvent({ db: untouchable, paymentPurposes: noPurposes }, { id: 'm3', data }),
    ).rejects.toThrow(/Firestore was used/);
  });

  it('drops a refund event without a refund entity, with a warning, and reaches for the record of one with it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deps = { db: untouchable, paymentPurposes: noPurposes };
    await handleRazorpayEvent(deps, { id: 'm4', data: { event: 'refund.processed', payload: {} } });
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({
      message: 'razorpay event without a refund entity',
      messageId: 'm4',
    });
    const data = {
      event: 'refund.failed',
      payload: { refund: { entity: { id: 'rfnd_1', notes: { refundId: 'project-p1', attempt: '1' } } } },
    };
    await expect(handleRazorpayEvent(deps, { id: 'm5', data })).rejects.toThrow(/Firestore was used/);
  });
});
