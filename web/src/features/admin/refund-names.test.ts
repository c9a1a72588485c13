import { describe, expect, it, vi } from 'vitest';
import type { Refund } from '@marketplace/shared/payments/refund';
import { firstValue, type Watch } from '../../lib/watch.ts';
import { withSubjectNames } from './refund-names.ts';

const aRefund = (id: string, title: string): Refund => ({
  id,
  purpose: id.startsWith('order-') ? 'store' : id.startsWith('payment-') ? 'payment' : 'project',
  subjectId: id.replace(/^[a-z]+-/, ''),
  payerId: 'student-1',
  title,
  paymentId: 'pay_1',
  paymentOrderId: 'order_1',
  amountPaise: 100_000,
  currency: 'INR',
  status: 'failed',
  attempt: 1,
  sentAttempt: 1,
  providerRefundId: null,
  failureReason: null,
  requestedAt: 1,
  updatedAt: 2,
});

/** A watch that delivers each list in turn, synchronously, as a listener's first snapshots would. */
const feed =
  (...lists: Refund[][]): Watch<Refund[]> =>
  (onNext) => {
    for (const list of lists) onNext(list);
    return () => {};
  };

describe('the failed refunds’ names', () => {
  it('names an untitled refund by its subject’s kept name, else by what it was; never by an id', async () => {
    const readName = vi.fn(async (subject: string) =>
      subject === 'project-p1' ? 'Weather station' : subject === 'order-o1' ? 'ESP32 kit' : null,
    );
    const refunds = await firstValue(
      withSubjectNames(
        feed([
          aRefund('project-p0', 'Kept title'),
          aRefund('project-p1', ''),
          aRefund('order-o1', ''),
          aRefund('project-gone9', ''),
          aRefund('payment-orderX9', ''),
        ]),
        readName,
      ),
    );
    expect(refunds.map((refund) => refund.title)).toEqual([
      'Kept title',
      'Weather station',
      'ESP32 kit',
      'A project no longer on record',
      'A payment for nothing payable, refunded whole',
    ]);
    // A kept title is not read again.
    expect(readName).not.toHaveBeenCalledWith('project-p0');
  });

  it('reads a subject once however often the list changes, and a failed read is labelled, not an id', async () => {
    const readName = vi.fn(async (subject: string) => {
      if (subject === 'order-o2') throw new Error('offline');
      return 'Soil sensor';
    });
    const seen: string[][] = [];
    const watch = withSubjectNames(
      feed([aRefund('project-p2', '')], [aRefund('project-p2', ''), aRefund('order-o2', '')]),
      readName,
    );
    watch(
      (refunds) => seen.push(refunds.map((refund) => refund.title)),
      () => {},
    );
    await vi.waitFor(() => expect(seen.length).toBe(1));
    // Only the newest delivery is shown.
    expect(seen).toEqual([['Soil sensor', 'A store order no longer on record']]);
    expect(readName.mock.calls.filter(([subject]) => subject === 'project-p2')).toHaveLength(1);
  });
});
