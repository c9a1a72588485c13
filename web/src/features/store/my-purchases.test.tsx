import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { MyPurchases } from './my-purchases.tsx';
import type { OrdersPort } from './store.port.ts';
import { anOrder } from './test-orders.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function renderPurchases(initialOrder: string | null = null) {
  const purchases = feed<StoreOrder[]>();
  const order = feed<StoreOrder | null>();
  const orders = {
    watchPurchases: () => purchases.watch,
    watchOrder: () => order.watch,
    cancelOrder: async () => ({ refund: 'requested' }),
  } as unknown as OrdersPort;
  const url: (string | null)[] = [];
  function Harness() {
    const [tracked, setTracked] = useState(initialOrder);
    return (
      <main>
        <h1 tabIndex={-1}>My Projects</h1>
        <MyPurchases
          buyerId="buyer-1"
          orders={orders}
          trackedOrder={tracked}
          onTrack={(id) => {
            url.push(id);
            setTracked(id);
          }}
        />
      </main>
    );
  }
  render(<Harness />);
  return Object.assign(purchases, { order, url });
}

describe('MyPurchases', () => {
  it('lists each purchase with its price, status and a Track button named for it', () => {
    const purchases = renderPurchases();
    act(() => purchases.push([anOrder('o2', 'Desk lamp', 'Shipped'), anOrder('o1', 'Notebook', 'Delivered')]));
    const list = screen.getByRole('list', { name: 'Your purchases' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.textContent).toContain('250.00');
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Track order: Desk lamp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Track order: Notebook' })).toBeTruthy();
  });

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

  it('Track puts the order in the URL and opens its tracking; Done takes it out and gives focus back to Track', async () => {
    const purchases = renderPurchases();
    act(() => purchases.push([anOrder('o2', 'Desk lamp', 'Shipped'), anOrder('o1', 'Notebook', 'Delivered')]));
    const track = screen.getByRole('button', { name: 'Track order: Notebook' });
    track.focus();
    fireEvent.click(track);
    expect(purchases.url).toEqual(['o1']);
    const tracking = screen.getByRole('dialog', { name: 'Order tracking' });
    expect(tracking.textContent).toContain('Notebook');
    act(() => purchases.order.push(anOrder('o1', 'Notebook', 'Delivered')));
    expect(within(tracking).getByRole('status').textContent).toBe('Status: Delivered');

    fireEvent.click(within(tracking).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(purchases.url).toEqual(['o1', null]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Track order: Notebook' }));
  });

  it("opens the URL's order after a reload, before the list arrives, and Done focuses its Track button", async () => {
    const purchases = renderPurchases('o1');
    const tracking = screen.getByRole('dialog', { name: 'Order tracking' });
    act(() => purchases.order.push(anOrder('o1', 'Notebook', 'Shipped')));
    act(() => purchases.push([anOrder('o1', 'Notebook', 'Shipped')]));
    expect(within(tracking).getByRole('status').textContent).toBe('Status: Shipped');
    fireEvent.click(within(tracking).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Track order: Notebook' }));
  });

  it("focuses the page's title after Done on an order that is not in the list (someone else's link)", async () => {
    const purchases = renderPurchases('theirs');
    act(() => purchases.push([anOrder('o1', 'Notebook', 'Shipped')]));
    act(() => purchases.order.fail(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    const tracking = screen.getByRole('dialog', { name: 'Order tracking' });
    expect(within(tracking).getByRole('alert').textContent).toMatch(/^This order could not be shown/);
    fireEvent.click(within(tracking).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Projects' }));
  });

  it('offers Cancel Order only on purchases still in the window, and shows a cancelled one with its refund', () => {
    const purchases = renderPurchases();
    const DAY_MS = 24 * 60 * 60 * 1000;
    act(() =>
      purchases.push([
        anOrder('o3', 'Desk lamp', 'Shipped'),
        { ...anOrder('o2', 'Notebook', 'Order Confirmed'), orderedAt: Date.now() - 2 * DAY_MS },
        { ...anOrder('o1', 'Pen', 'Cancelled'), paymentMethod: 'card', refundStatus: 'requested' },
      ]),
    );
    expect(
      screen.getAllByRole('button', { name: /^Cancel Order/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Cancel Order: Desk lamp']);
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Refund requested')).toBeTruthy();
  });

  it("gives focus to the order's Track button once it is cancelled, as its Cancel Order goes away", async () => {
    const purchases = renderPurchases();
    act(() => purchases.push([anOrder('o3', 'Desk lamp', 'Shipped')]));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order: Desk lamp' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel Order' })).getByRole('button', { name: 'Cancel Order' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The server's change arrives: the button that held the focus is gone, and the focus is not on the page.
    act(() => purchases.push([{ ...anOrder('o3', 'Desk lamp', 'Cancelled'), paymentMethod: 'cod' }]));
    expect(screen.queryByRole('button', { name: /^Cancel Order/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Track order: Desk lamp' }));
  });
});

describe('MyPurchases in Hindi (decision 071)', () => {
  it('lists the purchases with no English of ours left but their names', async () => {
    await showIn('hi');
    try {
      const purchases = renderPurchases();
      expect((await screen.findByRole('status')).textContent).toBe('आपकी खरीदारी खुल रही है...');
      act(() => purchases.push([anOrder('o2', 'Desk lamp', 'Shipped')]));
      const list = screen.getByRole('list', { name: 'आपकी खरीदारी' });
      expect(within(list).getByText('भेजा गया')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'ऑर्डर की स्थिति देखें: Desk lamp' })).toBeTruthy();
      const latin = (list.textContent!.match(/[A-Za-z]+/g) ?? []).filter((word) => !['Desk', 'lamp'].includes(word));
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
