import { describe, expect, it } from 'vitest';
import { parseSerial, SERIAL_MAX_LENGTH, SERIES_SHARDS, serialOf, seriesFor } from './serials.ts';

describe('serial numbers (CGST Rule 46(b), decision 039)', () => {
  it('names the kind, the financial year, the series and the number in at most 16 characters', () => {
    const series = seriesFor('tax-invoice', '2627', 'capture-order_1');
    expect(series.id).toMatch(/^TI2627[A-Z]$/);
    expect(serialOf(series, 42)).toBe(`${series.id}-0000042`);
    expect(serialOf(series, 99_999_999)).toHaveLength(SERIAL_MAX_LENGTH);
    expect(() => serialOf(series, 100_000_000)).toThrow(/full/);
    expect(() => serialOf(series, 0)).toThrow();
  });

  it('puts a document in the same series every time, and spreads documents over every series', () => {
    expect(seriesFor('credit-note', '2627', 'refund-due-x').id).toBe(
      seriesFor('credit-note', '2627', 'refund-due-x').id,
    );
    const used = new Set(
      Array.from({ length: 400 }, (_, i) => seriesFor('payment-receipt', '2627', `capture-${i}`).id),
    );
    expect(used.size).toBe(SERIES_SHARDS);
  });

  it('reads back what it made, and nothing else', () => {
    expect(parseSerial('CN2627B-0000007')).toEqual({ seriesId: 'CN2627B', number: 7 });
    expect(parseSerial('CN2627B-7')).toBeNull();
  });
});
