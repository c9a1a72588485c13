import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { feed } from '../../lib/testing/feed.ts';
import { MyPurchases } from './my-purchases.tsx';
import type { OrdersPort } from './store.port.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderPurchases() {
  const purchases = feed<StoreOrder[]>();
  const orders = { watchPurchases: () => purchases.watch } as unknown as OrdersPort;
  render(<MyPurchases buyerId="buyer-1" orders={orders} />);
  return purchases;
}

describe('MyPurchases', () => {
  it('shows loading until the purchases arrive, then says there are none', () => {
    const purchases = renderPurchases();
    expect(screen.getByRole('status').textContent).toBe('Loading your purchases...');
    act(() => purchases.push([]));
    expect(screen.getByText('No purchases yet.')).toBeTruthy();
  });

  it('says when the purchases could not be loaded', () => {
    const purchases = renderPurchases();
    act(() => purchases.fail(new Error('offline')));
    expect(screen.getByText('Your purchases could not be loaded.')).toBeTruthy();
  });
});
