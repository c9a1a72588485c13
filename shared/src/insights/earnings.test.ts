import { describe, expect, it } from 'vitest';
import { csvOf } from './chart-data.ts';
import { earningsData } from './earnings.ts';

describe('a seller’s earnings by month', () => {
  it('shows the 12 months to yesterday’s, a zero for a month with none, and their total', () => {
    const data = earningsData(
      [
        { month: '2025-04', days: { '30': 10_001 } },
        { month: '2026-03', days: { '01': 86_420, '31': 70_001 } },
        // Before the 12 months: left out.
        { month: '2025-03', days: { '15': 99_999 } },
      ],
      '2026-04-01',
    );
    expect(data.rows.map((row) => row.bucket.key)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(data.rows[0]!.values).toEqual([100.01]);
    expect(data.rows[11]).toMatchObject({ label: 'Mar 2026', values: [1564.21] });
    expect(data.totals[0]!.current).toBeCloseTo(1664.22, 2);
    expect(csvOf(data, 'month').split('\r\n').slice(0, 2)).toEqual(['month,Your gross earned (INR)', '2025-04,100.01']);
  });
});
