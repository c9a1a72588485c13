import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { unsentPayout, type Payout } from '@marketplace/shared/payouts/payout';
import { formatRupees } from '@marketplace/shared/projects/money';
import { feed, never } from '../../lib/testing/feed.ts';
import { AllPayoutsPanel } from './all-payouts-panel.tsx';
import type { PayoutsPort } from './payouts.port.ts';

afterEach(cleanup);

function renderPanel() {
  const payouts = feed<Payout[]>();
  const port: PayoutsPort = { watchAllPayouts: vi.fn(() => payouts.watch), watchSellerPayouts: vi.fn(() => never) };
  render(<AllPayoutsPanel payouts={port} />);
  return payouts;
}

const day = Date.UTC(2026, 10, 20);
const payout = (id: string, title: string, sellerPaise: number, platformPaise: number, createdAt: number): Payout => ({
  id,
  projectId: `project-${id}`,
  title,
  sellerPaise,
  platformPaise,
  budgetPaise: sellerPaise + platformPaise,
  sellerId: 'seller-1',
  ...unsentPayout,
  createdAt,
});

describe('AllPayoutsPanel', () => {
  it('lists every payout in the order the port gives (newest first), with both shares and the platform total', async () => {
    const payouts = renderPanel();
    expect(screen.getByRole('status').textContent).toBe('Loading payouts...');
    payouts.push([payout('b', 'Newer', 1_050, 451, day + 86_400_000), payout('a', 'Older', 70_000, 30_000, day)]);
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.project-payouts__title')?.firstChild?.textContent)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(rows[0]!.textContent).toContain(`${formatRupees(10.5)} to seller · ${formatRupees(4.51)} platform`);
    expect(within(panel).getByText(formatRupees(304.51)).closest('p')?.textContent).toBe(
      `Platform share: ${formatRupees(304.51)}`,
    );
  });

  it('says when there are none, and when they could not be loaded', async () => {
    renderPanel().push([]);
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    cleanup();
    renderPanel().fail(new Error('permission-denied'));
    expect(await screen.findByText('Payouts could not be loaded.')).toBeTruthy();
  });
});
