import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { factsOf } from './console-facts.ts';

const fact = (shown: ReturnType<typeof factsOf>, label: string) =>
  shown.facts.find((line) => line.label === label)?.value;

describe('what the console search shows of a record', () => {
  it('gives its times in India’s time, as the admin reads them, not the server’s UTC', () => {
    // 20:35 UTC on 2 March is 02:05 on 3 March in India.
    const createdAt = Timestamp.fromMillis(Date.UTC(2027, 2, 2, 20, 35));
    const payment = factsOf('payment', 'order_1', { paymentId: 'pay_1', amountPaise: 234_500, createdAt });
    expect(fact(payment, 'Created')).toMatch(/^3 Mar 2027, 2:05 am IST$/i);
    expect(fact(payment, 'Amount')).toBe('₹2,345.00');
  });

  it('leaves out a time the record does not keep', () => {
    expect(fact(factsOf('payout', 'payout_1', { title: 'A robot' }), 'Created')).toBeUndefined();
  });
});
