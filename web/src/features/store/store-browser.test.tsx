import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { StoreOrder } from '@marketplace/shared/store/order';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { feed, never } from '../../lib/testing/feed.ts';
import { StoreBrowser } from './store-browser.tsx';
import type { OrdersPort } from './store.port.ts';
import { fakeStoreServices } from './test-services.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// As browsers do and jsdom does not: an element inside an inert subtree cannot take focus. Without this,
// focus handed back to a button behind a dialog that is still open would seem to land.
const focus = HTMLElement.prototype.focus;
beforeAll(() => {
  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (!this.closest('[inert]')) focus.call(this, options);
  };
});
afterAll(() => {
  HTMLElement.prototype.focus = focus;
});

const lamp: StoreListing = {
  id: 'p1',
  sellerId: 'seller-1',
  name: 'Desk lamp',
  description: 'A lamp that follows you',
  price: 250,
  imageUrl: '',
  createdAt: null,
};

const buyer = { uid: 'buyer-1', email: 'buyer@example.test', role: 'student', address: '12 MG Road, Indore 452001' };

const orderOf = (id: string, studentId = buyer.uid): StoreOrder => ({
  id,
  studentId,
  studentEmail: 'buyer@example.test',
  sellerId: 'seller-1',
  product: { ...lamp, description: lamp.description, sellerEmail: 'seller@example.test' },
  deliveryAddress: '12 MG Road, Indore 452001',
  paymentMethod: 'cod',
  orderStatus: 'Order Confirmed',
  orderedAt: new Date(2030, 5, 15, 12).getTime(),
  razorpay_payment_id: null,
  razorpay_order_id: null,
  cancelledAt: null,
  refundStatus: null,
});

/** The store with fake ports, and the URL's order as state (what the navigation machine holds). */
function renderStore({ profile = buyer, initialOrder = null as string | null } = {}) {
  const newest = feed<StoreListing[]>();
  const order = feed<StoreOrder | null>();
  const read: string[] = [];
  const orders = {
    watchOrder: (id: string) => {
      read.push(id);
      return order.watch;
    },
    placeCodOrder: () => Promise.resolve({ orderId: 'o1' }),
  } as unknown as OrdersPort;
  const services = fakeStoreServices(orders, 'o1', {
    listings: { watchNewest: () => newest.watch, loadMore: () => Promise.resolve([]), watchListing: () => never },
  });
  const url: (string | null)[] = [];
  function Harness() {
    const [tracked, setTracked] = useState(initialOrder);
    return (
      <StoreBrowser
        services={services}
        profile={profile as UserProfile | null}
        onLogin={() => {}}
        titleLevel={1}
        trackedOrder={tracked}
        onTrack={(id) => {
          url.push(id);
          setTracked(id);
        }}
      />
    );
  }
  render(<Harness />);
  act(() => newest.push([lamp]));
  return { order, read, url };
}

async function buy(method: 'Card' | 'Cash on Delivery') {
  fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Desk lamp' }));
  const details = await screen.findByRole('dialog', { name: 'Buy Desk lamp' });
  fireEvent.click(within(details).getByRole('radio', { name: method }));
  if (method === 'Cash on Delivery') {
    fireEvent.click(await within(details).findByRole('button', { name: /^Place Order/ }));
  } else {
    fireEvent.click(await within(details).findByRole('button', { name: 'Continue to Payment' }));
    const payment = await screen.findByRole('dialog', { name: 'Payment' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(payment).getByLabelText(label), { target: { value } });
    fill('Card number', '4111 1111 1111 1111');
    fill('Expiry (MM/YY)', `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    fill('CVC', '123');
    fill('Name on card', 'Asha Verma');
    fireEvent.click(within(payment).getByRole('button', { name: 'Pay ₹250.00' }));
  }
  return screen.findByRole('dialog', { name: 'Order placed' });
}

describe('StoreBrowser: tracking after a purchase', () => {
  for (const method of ['Card', 'Cash on Delivery'] as const) {
    it(`${method}: puts the order in the URL, shows its tracking, and Done takes it out and gives focus back to Buy Now`, async () => {
      const { order, url } = renderStore();
      screen.getByRole('button', { name: 'Buy Now: Desk lamp' }).focus();
      const placed = await buy(method);
      expect(url).toEqual(['o1']);
      act(() => order.push(orderOf('o1')));
      // The tracking chunk may subscribe after the push (it then gets the latest value, as from Firestore).
      await waitFor(() => expect(within(placed).getByRole('status').textContent).toBe('Status: Order Confirmed'));

      fireEvent.click(within(placed).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(url).toEqual(['o1', null]);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy Now: Desk lamp' }));
    });
  }
});

describe('StoreBrowser: tracking the order the URL names', () => {
  it("shows the buyer's order after a reload, and Done returns focus to its Buy Now", async () => {
    const { order, read, url } = renderStore({ initialOrder: 'o1' });
    const tracking = await screen.findByRole('dialog', { name: 'Order tracking' });
    expect(read).toEqual(['o1']);
    act(() => order.push(orderOf('o1')));
    // The tracking chunk may subscribe after the push (it then gets the latest value, as from Firestore).
    await waitFor(() => expect(within(tracking).getByRole('status').textContent).toBe('Status: Order Confirmed'));
    expect(within(tracking).getByText('Desk lamp · ₹250.00')).toBeTruthy();

    fireEvent.click(within(tracking).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(url).toEqual([null]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy Now: Desk lamp' }));
  });

  it("focuses the store's title when the ordered product is not on the grid", async () => {
    const { order } = renderStore({ initialOrder: 'o1' });
    await screen.findByRole('dialog', { name: 'Order tracking' });
    act(() => order.push({ ...orderOf('o1'), product: { ...orderOf('o1').product, id: 'gone' } }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Order tracking' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Project Store' }));
  });

  it("never shows another person's order, and says why", async () => {
    const { order } = renderStore({ initialOrder: 'o1' });
    await screen.findByRole('dialog', { name: 'Order tracking' });
    act(() => order.push(orderOf('o1', 'someone-else')));
    const tracking = await screen.findByRole('dialog', { name: 'Order tracking' });
    expect(within(tracking).getByRole('alert').textContent).toBe(
      'This order could not be shown. Only the account that bought it can track it.',
    );
    expect(within(tracking).queryByText(/12 MG Road/)).toBeNull();
    expect(within(tracking).queryByRole('list', { name: 'Order progress' })).toBeNull();
  });

  it('says the same when the rules refuse the read or the order does not exist', async () => {
    const refused = renderStore({ initialOrder: 'o1' });
    await screen.findByRole('dialog', { name: 'Order tracking' });
    act(() => refused.order.fail(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    expect(screen.getByRole('alert').textContent).toMatch(/^This order could not be shown/);
    cleanup();
    const missing = renderStore({ initialOrder: 'o2' });
    await screen.findByRole('dialog', { name: 'Order tracking' });
    act(() => missing.order.push(null));
    expect(screen.getByRole('alert').textContent).toMatch(/^This order could not be shown/);
  });

  it('asks a visitor to log in, without reading the order', async () => {
    const { read } = renderStore({ profile: null as unknown as typeof buyer, initialOrder: 'o1' });
    const tracking = await screen.findByRole('dialog', { name: 'Order tracking' });
    expect(tracking.textContent).toContain('Log in with the account that bought this order to track it.');
    expect(within(tracking).getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(read).toEqual([]);
  });
});
