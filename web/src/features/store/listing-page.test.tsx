// A listing's own page (decision 052): what it shows of the listing, its seller and rating; Buy Now opening the
// store's purchase dialogs; Report for a member and a visitor; Share's WhatsApp link and copy link; and the page for
// a listing no longer in the store.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ListingPageData } from '@marketplace/shared/store/listing-page';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { safetyContract } from '@marketplace/shared/safety/safety-api';
import { irrigationKit } from '@marketplace/shared/store/test-listings';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { feed } from '../../lib/testing/feed.ts';
import { readyLogic } from '../../lib/lazy-logic.ts';
import { purchaseLogic } from './purchase-logic.ts';
import { ListingPage } from './listing-page.tsx';
import type { StoreServices } from './store-services.ts';
import type { OrdersPort } from './store.port.ts';

afterEach(cleanup);

const page: ListingPageData = {
  listing: irrigationKit,
  seller: { name: 'Asha Rao', verified: true },
  rating: { average: 4.5, count: 2 },
};

const member = { uid: 'buyer-1', email: 'b@example.test', role: 'student' } as UserProfile;

function renderListing(profile: UserProfile | null = null) {
  const data = feed<ListingPageData | null>();
  const orders = {} as OrdersPort;
  const report = vi.fn(async () => ({ id: 'listing-kit-1', alreadyOpen: false, message: 'Received.' }));
  const onLogin = vi.fn();
  const services = {
    listingPage: { watchListingPage: () => data.watch, listingUrl: (id: string) => `https://example.test/store/${id}` },
    orders,
    safety: { watchHiddenPeople: () => () => () => {} },
    safetyApi: fakeClient(safetyContract, { report }),
    purchaseLogic: readyLogic(
      purchaseLogic(orders, { locate: () => Promise.reject(new Error('unused')) }, { purchase: () => {} }),
    ),
  } as unknown as StoreServices;
  render(<ListingPage id="kit-1" services={services} profile={profile} onLogin={onLogin} onTrack={() => {}} />);
  return { data, onLogin };
}

describe('a listing’s own page', () => {
  it('shows the listing, its verified seller, their rating, and shares its canonical address', () => {
    const { data } = renderListing();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    act(() => data.push(page));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Smart Irrigation Kit');
    expect(screen.getByText('₹2,499.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Smart Irrigation Kit' }).getAttribute('src')).toBe(
      '/product-placeholder.svg',
    );
    expect(screen.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/people/seller-1');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText(/★ 4\.5 \(2\)/)).toBeTruthy();
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsApp.replace('https://wa.me/?text=', ''))).toBe(
      'Smart Irrigation Kit — ₹2,499.00 https://example.test/store/kit-1',
    );
  });

  it('says when the seller has no reviews and is not verified', () => {
    const { data } = renderListing();
    act(() =>
      data.push({ ...page, seller: { name: 'Asha Rao', verified: false }, rating: { average: null, count: 0 } }),
    );
    expect(screen.queryByText('Verified')).toBeNull();
    expect(screen.getByText('No reviews of this seller yet')).toBeTruthy();
  });

  it('copies the link, and shows it to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { data } = renderListing();
    act(() => data.push(page));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://example.test/store/kit-1');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copy this link: https://example.test/store/kit-1')).toBeTruthy();
  });

  it('Buy Now asks a visitor to log in, as on the store’s cards; Report asks them to log in too', async () => {
    const { data, onLogin } = renderListing();
    act(() => data.push(page));
    fireEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Smart Irrigation Kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in to buy' });
    expect(within(dialog).getByText('Smart Irrigation Kit')).toBeTruthy();
  });

  it('a member opens the purchase and may report the listing', async () => {
    const { data } = renderListing(member);
    act(() => data.push(page));
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Smart Irrigation Kit' }));
    expect(await screen.findByRole('dialog', { name: 'Buy Smart Irrigation Kit' })).toBeTruthy();
    cleanup();
    const again = renderListing(member);
    act(() => again.data.push(page));
    fireEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    expect(await screen.findByRole('dialog', { name: /Report/ })).toBeTruthy();
  });

  it('shows its seller no Buy Now or Report on their own listing', () => {
    const { data } = renderListing({ ...member, uid: 'seller-1' });
    act(() => data.push(page));
    expect(screen.queryByRole('button', { name: /Buy Now/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Report/ })).toBeNull();
    expect(screen.getByText('Your listing')).toBeTruthy();
  });

  it('says a listing no longer in the store is not there, and links back to the store', () => {
    const { data } = renderListing();
    act(() => data.push(null));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This project is no longer in the store');
    expect(screen.getByRole('link', { name: '← All projects in the store' }).getAttribute('href')).toBe('/store');
  });
});
