import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SellerMonth } from '@marketplace/shared/insights/figures';
import { feed } from '../../lib/testing/feed.ts';
import { EarningsByMonth } from './earnings-by-month.tsx';

afterEach(cleanup);

describe('EarningsByMonth', () => {
  it('reads the seller’s last 12 months and shows them, with their total and a table', async () => {
    const months = feed<SellerMonth[]>();
    const watchEarnings = vi.fn(() => months.watch);
    render(
      <EarningsByMonth
        sellerId="seller-1"
        insights={{ watchEarnings }}
        now={() => Date.parse('2026-04-01T06:30:00Z')}
      />,
    );
    expect(watchEarnings).toHaveBeenCalledWith('seller-1', '2025-04');
    await act(async () => months.push([{ month: '2026-03', days: { '01': 86_420, '31': 70_001 } }]));
    const chart = screen.getByRole('figure', { name: 'Gross earned by month' });
    expect(within(chart).getByText('₹1,564.21')).toBeTruthy();
    fireEvent.click(within(chart).getByRole('button', { name: 'Show table' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)!.textContent).toBe('Mar 2026₹1,564.21');
    expect(rows[1]!.textContent).toBe('Apr 2025₹0.00');
  });
});
