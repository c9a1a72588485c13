import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { StoreListing } from '@marketplace/shared/store/listing';
import { PLACEHOLDER_IMAGE } from '@marketplace/shared/store/product';
import { feed } from '../../lib/testing/feed.ts';
import { ProductCard } from './product-card.tsx';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const lamp: StoreListing = {
  id: 'p1',
  sellerId: 'seller-1',
  name: 'Desk lamp',
  description: 'A warm LED lamp for late study.',
  price: 1499.5,
  imageUrl: 'https://res.cloudinary.com/demo/image/upload/v1/products/lamp.jpg',
  createdAt: new Date(2030, 5, 15).getTime(),
};

describe('ProductCard', () => {
  it('shows the image, name as a heading, description and the price in rupees with 2 decimals', () => {
    const { container } = render(<ProductCard product={lamp} headingLevel={2} onBuy={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Desk lamp' })).toBeTruthy();
    expect(screen.getByText('A warm LED lamp for late study.')).toBeTruthy();
    expect(screen.getByText(/1,499\.50/)).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(lamp.imageUrl);
  });

  it('asks for the largest card’s image at once and first; the others load lazily at the usual priority', () => {
    const { container } = render(<ProductCard product={lamp} headingLevel={2} onBuy={null} largest />);
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    cleanup();
    const other = render(<ProductCard product={lamp} headingLevel={2} onBuy={null} />);
    expect(other.container.querySelector('img')?.hasAttribute('fetchpriority')).toBe(false);
    expect(other.container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('shows the placeholder image for a product without one', () => {
    const { container } = render(<ProductCard product={{ ...lamp, imageUrl: '' }} headingLevel={3} onBuy={null} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.getByRole('heading', { level: 3, name: 'Desk lamp' })).toBeTruthy();
  });

  it('offers Buy Now, named for the product, and hands the product over', () => {
    const onBuy = vi.fn();
    render(<ProductCard product={lamp} headingLevel={2} onBuy={onBuy} />);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now: Desk lamp' }));
    expect(onBuy).toHaveBeenCalledWith(lamp);
  });

  it("says 'Your listing' instead of Buy Now on the seller's own product", () => {
    render(<ProductCard product={lamp} headingLevel={2} onBuy={null} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Your listing')).toBeTruthy();
  });

  it("links to the seller's profile from the first render, and shows their average and count once read", () => {
    const rating = feed<Rating>();
    const ratings = { watchRating: vi.fn(() => rating.watch) };
    const { container } = render(<ProductCard product={lamp} headingLevel={2} onBuy={null} ratings={ratings} />);
    expect(ratings.watchRating).toHaveBeenCalledWith('seller-1');
    const line = container.querySelector('.product-card__rating')!;
    // Before the rating is read (on the server, and until the person first acts) and before the first review.
    const profile = screen.getByRole('link', { name: 'Seller profile' });
    expect(profile.getAttribute('href')).toBe('/people/seller-1');
    expect(line.textContent).toBe('Seller profile');
    act(() => rating.push({ average: null, count: 0 }));
    expect(line.textContent).toBe('Seller profile');
    act(() => rating.push({ average: 4.5, count: 12 }));
    // Its name starts with what it shows (WCAG 2.5.3), then says what it is.
    const rated = screen.getByRole('link', { name: "★ 4.5 (12), the seller's rating from 12 reviews: their profile" });
    expect(rated.querySelector('[class="visually-hidden"]')).not.toBeNull();
    expect(rated.textContent?.startsWith('★ 4.5 (12)')).toBe(true);
    expect(rated.getAttribute('href')).toBe('/people/seller-1');
  });

  it("moves to the seller's profile in the app on a plain click, and leaves a modified click to the browser", () => {
    const ratings = { watchRating: () => () => () => {} };
    render(<ProductCard product={lamp} headingLevel={2} onBuy={null} ratings={ratings} />);
    const moved = vi.fn();
    window.addEventListener('popstate', moved);
    try {
      const link = screen.getByRole('link', { name: 'Seller profile' });
      expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
      expect(moved).not.toHaveBeenCalled();
      expect(fireEvent.click(link)).toBe(false);
      expect(window.location.pathname).toBe('/people/seller-1');
      expect(moved).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('popstate', moved);
      window.history.pushState(null, '', '/');
    }
  });
});
