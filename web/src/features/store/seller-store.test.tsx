// A seller's store listings and sales in both languages (decision 071): in English as they said before their texts
// moved to the selling part (the failed step in SPEC's alert), in Hindi with no English of ours left but the data.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { UserProfile } from '@marketplace/shared/session/profile';
import type { StoreOrder } from '@marketplace/shared/store/order';
import type { Product } from '@marketplace/shared/store/product';
import { texts } from '@marketplace/shared/texts';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { SellerStore } from './seller-store.tsx';
import type { OrdersPort, ProductsPort } from './store.port.ts';
import { anOrder } from './test-orders.ts';

afterEach(cleanup);

const profile = { uid: 'seller-1', email: 'seller@example.test', role: 'seller' } as UserProfile;
const lamp = { id: 'p1', name: 'Desk lamp', description: 'A lamp', price: 250, imageUrl: '', sellerId: 'seller-1' };

async function renderStore() {
  const listings = feed<Product[]>();
  const sales = feed<StoreOrder[]>();
  const products = { watchSellerProducts: () => listings.watch } as unknown as ProductsPort;
  const orders = {
    watchSales: () => sales.watch,
    trackingMode: async () => 'manual',
    advanceOrder: () => Promise.reject(new Error('offline')),
  } as unknown as OrdersPort;
  const view = render(<SellerStore profile={profile} products={products} orders={orders} />);
  await act(async () => {
    listings.push([lamp as unknown as Product]);
    sales.push([anOrder('o1', 'Notebook', 'Order Confirmed')]);
  });
  return view;
}

describe("a seller's store sections", () => {
  it('say what they said in English', async () => {
    await renderStore();
    expect(screen.getByRole('heading', { name: 'Your Store Listings' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Desk lamp' })).toBeTruthy();
    const sales = screen.getByRole('list', { name: 'Your sales' });
    expect(within(sales).getByText('Deliver to: 12 MG Road, Indore')).toBeTruthy();
    fireEvent.click(await within(sales).findByRole('button', { name: 'Mark as Shipped' }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.alerts.actionFailed('Mark as Shipped'));
  });

  it('say it all in Hindi, the data as written', async () => {
    await showIn('hi');
    try {
      const { container } = await renderStore();
      expect(await screen.findByRole('heading', { name: 'स्टोर में आपकी लिस्टिंग' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'स्टोर में आपकी बिक्री' })).toBeTruthy();
      expect(screen.getByText('ऑर्डर पक्का हुआ')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'भेज दिया, यह दर्ज करें' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'यह काम नहीं हो सका: भेज दिया, यह दर्ज करें। कृपया फिर से कोशिश करें।',
      );
      const data = ['Desk', 'lamp', 'Notebook', 'buyer', 'example', 'test', 'MG', 'Road', 'Indore'];
      const spoken = [...container.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'));
      const latin = `${container.textContent} ${spoken.join(' ')}`.match(/[A-Za-z]+/g) ?? [];
      expect(latin.filter((word) => !data.includes(word))).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Desk lamp हटाएँ' }));
      expect(screen.getByRole('dialog', { name: 'लिस्टिंग हटाएँ' }).textContent).toContain('Desk lamp को स्टोर से हटाएँ?');
    } finally {
      await showIn('en');
    }
  });
});
