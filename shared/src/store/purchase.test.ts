import { describe, expect, it } from 'vitest';
import { texts } from '../texts.ts';
import { estimatedDelivery, newestOrdersFirst } from './order.ts';
import { upiIdSchema } from '../payments/payments-api.ts';
import { checkDeliveryAddress, coordinatesText } from './purchase.ts';

describe('purchase rules (SPEC 5 Purchase, 8, 9)', () => {
  it('needs a non-empty delivery address, saved trimmed', () => {
    expect(checkDeliveryAddress('   ')).toEqual({ ok: false, error: texts.store.addressRequired });
    expect(checkDeliveryAddress('')).toEqual({ ok: false, error: texts.store.addressRequired });
    expect(checkDeliveryAddress(' 12 MG Road ')).toEqual({ ok: true, value: '12 MG Road' });
  });

  it.each(['asha@okaxis', 'a.b-c_d@ybl', 'ASHA@HDFC'])('takes the UPI id %s', (vpa) => {
    expect(upiIdSchema.safeParse(vpa).success).toBe(true);
  });

  it.each(['asha', '@okaxis', 'asha@', 'a sha@okaxis', 'a@1bank', 'a@ok@axis'])('refuses %s', (vpa) => {
    expect(upiIdSchema.safeParse(vpa).success).toBe(false);
  });

  it('falls back to the coordinates as text (SPEC 8)', () => {
    expect(coordinatesText(22.7196, 75.8577)).toBe('Latitude: 22.719600, Longitude: 75.857700');
  });

  it('estimates delivery 7 days after purchase (SPEC 9)', () => {
    const orderedAt = Date.UTC(2026, 10, 1, 10);
    expect(estimatedDelivery(orderedAt)).toBe(Date.UTC(2026, 10, 8, 10));
  });

  it('lists orders newest first, an order without its time yet first of all', () => {
    const orders = [{ orderedAt: 1 }, { orderedAt: null }, { orderedAt: 3 }];
    expect(newestOrdersFirst(orders).map((order) => order.orderedAt)).toEqual([null, 3, 1]);
  });
});
