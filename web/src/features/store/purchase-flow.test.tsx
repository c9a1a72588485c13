// The purchase flow a listing's own page shares with the store's grid: after a purchase made from the listing's
// page, the store shows the order's tracking titled 'Order placed' (as after one from the grid), and the same
// order opened again later is its 'Order tracking'.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ListingPageData } from '@marketplace/shared/store/listing-page';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { irrigationKit } from '@marketplace/shared/store/test-listings';
import { feed, never } from '../../lib/testing/feed.ts';
import { StorePage } from './store-page.tsx';
import type { OrdersPort } from './store.port.ts';
import { fakeStoreServices } from './test-services.ts';

afterEach(cleanup);

const kit = irrigationKit;

const buyer = {
  uid: 'buyer-1',
  email: 'buyer@example.test',
  role: 'student',
  address: '12 MG Road, Indore 452001',
} as UserProfile;

/** The store page with fake ports, and the URL's listing and order as state (what the navigation machine holds). */
function renderStorePage(orderId: string) {
  const listingPage = feed<ListingPageData | null>();
  const orders = {
    watchOrder: () => never,
    placeCodOrder: () => Promise.resolve({ orderId }),
  } as unknown as OrdersPort;
  const services = fakeStoreServices(orders, orderId, {
    listingPage: {
      watchListingPage: () => listingPage.watch,
      listingUrl: (id: string) => `https://example.test/store/${id}`,
    },
  });
  let go: (to: { listing: string | null; order: string | null }) => void = () => {};
  function Harness() {
    const [at, setAt] = useState<{ listing: string | null; order: string | null }>({ listing: kit.id, order: null });
    go = setAt;
    return (
      <StorePage
        listing={at.listing}
        services={services}
        profile={buyer}
        onLogin={() => {}}
        trackedOrder={at.order}
        // As the app does (page-view.tsx): an order's tracking is shown on the store.
        onTrack={(order) => setAt({ listing: null, order })}
      />
    );
  }
  render(<Harness />);
  act(() =>
    listingPage.push({
      listing: kit,
      seller: { name: 'Asha Rao', verified: false },
      rating: { average: null, count: 0 },
    }),
  );
  return { go: (to: { listing: string | null; order: string | null }) => act(() => go(to)) };
}

describe('the purchase flow from a listing’s own page', () => {
  it("titles the order's tracking 'Order placed' with the project's name, and 'Order tracking' once seen", async () => {
    const { go } = renderStorePage('o-listing-1');
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Smart Irrigation Kit' }));
    const details = await screen.findByRole('dialog', { name: 'Buy Smart Irrigation Kit' });
    fireEvent.click(within(details).getByRole('radio', { name: 'Cash on Delivery' }));
    fireEvent.click(await within(details).findByRole('button', { name: /^Place Order/ }));

    const placed = await screen.findByRole('dialog', { name: 'Order placed' });
    expect(within(placed).getByText('Smart Irrigation Kit')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Order tracking' })).toBeNull();

    fireEvent.click(within(placed).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    go({ listing: null, order: 'o-listing-1' });
    expect(await screen.findByRole('dialog', { name: 'Order tracking' })).toBeTruthy();
  });
});
