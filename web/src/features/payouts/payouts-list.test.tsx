import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { unsentPayout, type Payout } from '@marketplace/shared/payouts/payout';
import { feed, never } from '../../lib/testing/feed.ts';
import { PayoutsList } from './payouts-list.tsx';
import type { PayoutsPort } from './payouts.port.ts';

afterEach(cleanup);

describe('PayoutsList', () => {
  it("shows the seller's own payouts with the total received", async () => {
    const payouts = feed<Payout[]>();
    const port: PayoutsPort = { watchSellerPayouts: vi.fn(() => payouts.watch), watchAllPayouts: vi.fn(() => never) };
    render(<PayoutsList sellerId="seller-1" payouts={port} details={{ saveDetails: vi.fn() }} />);
    payouts.push([
      {
        id: 'p9',
        projectId: 'p9',
        title: 'Weather station',
        sellerPaise: 70_000,
        platformPaise: 30_000,
        budgetPaise: 100_000,
        sellerId: 'seller-1',
        ...unsentPayout,
        createdAt: null,
      },
    ]);

    const section = await screen.findByRole('region', { name: 'Your Payouts' });
    expect(within(section).getByText('Weather station')).toBeTruthy();
    expect(within(section).getAllByText('₹700.00').length).toBeGreaterThan(0);
    expect(within(section).getByText(/Waiting for payout details/)).toBeTruthy();
    expect(port.watchSellerPayouts).toHaveBeenCalledWith('seller-1');
  });
});
