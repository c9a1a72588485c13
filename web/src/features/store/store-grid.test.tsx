// The store's grid a page at a time: the newest products live, 'Load more' for older ones, and the
// search answered by the server (debounced), with its own pages, states and failures.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORE_PAGE_SIZE, STORE_SEARCH_MAX, type StoreListing } from '@marketplace/shared/store/listing';
import type { StoreSearchPage, StoreSearchQuery } from '@marketplace/shared/store/store-search-api';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import { feed } from '../../lib/testing/feed.ts';
import { StoreBrowser } from './store-browser.tsx';
import type { StoreServices } from './store-services.ts';
import type { ListingsPort, StoreSearchPort } from './store.port.ts';

afterEach(cleanup);

const listing = (n: number): StoreListing => ({
  id: `p${n}`,
  sellerId: 'seller-1',
  name: `Project ${n}`,
  description: `Description ${n}`,
  price: 100 + n,
  imageUrl: '',
  createdAt: 1_000_000 - n,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => listing(from + i));

function renderStore({
  loadMore,
  search,
}: {
  loadMore?: ListingsPort['loadMore'];
  search?: StoreSearchPort['search'];
}) {
  const newest = feed<StoreListing[]>();
  const services = {
    listings: { watchNewest: () => newest.watch, loadMore: loadMore ?? (() => Promise.resolve([])) },
    search: { search: search ?? (() => Promise.resolve({ products: [], next: null })) },
  } as unknown as StoreServices;
  render(
    <StoreBrowser
      services={services}
      profile={null}
      onLogin={() => {}}
      titleLevel={1}
      trackedOrder={null}
      onTrack={() => {}}
    />,
  );
  return { newest };
}

const cardNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const typeSearch = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

describe('the newest products', () => {
  it('shows the first page live, and Load more adds the page after the last card', async () => {
    const loadMore = vi.fn((after: StoreListing) =>
      Promise.resolve(after.id === `p${STORE_PAGE_SIZE}` ? range(STORE_PAGE_SIZE + 1, 5) : []),
    );
    const { newest } = renderStore({ loadMore });
    expect(screen.getByRole('status').textContent).toBe('Loading products...');
    act(() => newest.push(range(1, STORE_PAGE_SIZE)));
    expect(cardNames()).toHaveLength(STORE_PAGE_SIZE);

    fireEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(() => expect(cardNames()).toHaveLength(STORE_PAGE_SIZE + 5));
    expect(loadMore).toHaveBeenCalledWith(listing(STORE_PAGE_SIZE));
    // A short page is the end.
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();

    // A new product arrives on the live first page: the one it pushes down stays on screen, once.
    act(() => newest.push([listing(0), ...range(1, STORE_PAGE_SIZE - 1)]));
    expect(cardNames()[0]).toBe('Project 0');
    expect(cardNames()).toHaveLength(STORE_PAGE_SIZE + 6);
    expect(new Set(cardNames()).size).toBe(cardNames().length);
    // A product removed from the first page leaves (the next one moves up from below).
    act(() => newest.push([listing(0), ...range(2, STORE_PAGE_SIZE - 1)]));
    expect(cardNames()).not.toContain('Project 1');
    expect(cardNames()).toHaveLength(STORE_PAGE_SIZE + 5);
  });

  it('offers no Load more when the first page is all there is', () => {
    const { newest } = renderStore({});
    act(() => newest.push(range(1, 3)));
    expect(cardNames()).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();
  });

  it('says so when a further page cannot be read, and tries again', async () => {
    const loadMore = vi.fn<ListingsPort['loadMore']>().mockRejectedValueOnce(new Error('offline'));
    loadMore.mockResolvedValueOnce(range(STORE_PAGE_SIZE + 1, 2));
    const { newest } = renderStore({ loadMore });
    act(() => newest.push(range(1, STORE_PAGE_SIZE)));
    fireEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    expect((await screen.findByRole('alert')).textContent).toBe('More projects could not be loaded. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(() => expect(cardNames()).toHaveLength(STORE_PAGE_SIZE + 2));
  });

  it('shows the empty store and a failed read in their own words', () => {
    const { newest } = renderStore({});
    act(() => newest.push([]));
    expect(
      screen.getByText("No projects in the store yet. Sellers' pre-built projects will be listed here."),
    ).toBeTruthy();
    act(() => newest.fail(new Error('denied')));
    expect(screen.getByRole('alert').textContent).toBe('The store could not be loaded. Please reload the page.');
  });
});

describe('the search', () => {
  it('asks the server once typing pauses, shows its page, and Load more asks for the next', async () => {
    const search = vi.fn(async ({ after }: StoreSearchQuery): Promise<StoreSearchPage> =>
      after ? { products: [listing(9)], next: null } : { products: [listing(7), listing(8)], next: 'cursor-1' },
    );
    const { newest } = renderStore({ search });
    act(() => newest.push(range(1, 3)));
    typeSearch('  Proj');
    typeSearch('  Project  ');
    await waitFor(() => expect(cardNames()).toEqual(['Project 7', 'Project 8']));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ q: 'Project' });

    fireEvent.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(() => expect(cardNames()).toEqual(['Project 7', 'Project 8', 'Project 9']));
    expect(search).toHaveBeenLastCalledWith({ q: 'Project', after: 'cursor-1' });
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();

    // Clearing the box shows the newest products again.
    typeSearch('');
    await waitFor(() => expect(cardNames()).toEqual(['Project 1', 'Project 2', 'Project 3']));
  });

  it('follows an empty page that is not the end (the server checks a bounded number of candidates per page)', async () => {
    const search = vi.fn(async ({ after }: StoreSearchQuery): Promise<StoreSearchPage> =>
      after ? { products: [listing(5)], next: null } : { products: [], next: 'more' },
    );
    renderStore({ search });
    typeSearch('rare');
    await waitFor(() => expect(cardNames()).toEqual(['Project 5']));
    expect(screen.queryByText(/No projects match/)).toBeNull();
  });

  it('says when nothing matches, and when the search fails', async () => {
    let fail = false;
    renderStore({
      search: async () => {
        if (fail) throw new Error('503');
        return { products: [], next: null };
      },
    });
    typeSearch('drone');
    expect((await screen.findByText('No projects match “drone”.')).getAttribute('role')).toBe('status');
    fail = true;
    expectConsole('warn', /The store search failed/);
    typeSearch('kite');
    expect((await screen.findByRole('alert')).textContent).toBe('The search could not be completed. Please try again.');
  });

  it('never shows an earlier search’s answer for a later one', async () => {
    let answerFirst: (page: StoreSearchPage) => void = () => {};
    const search = vi.fn(
      ({ q }: StoreSearchQuery) =>
        new Promise<StoreSearchPage>((resolve) => {
          if (q === 'first') answerFirst = resolve;
          else resolve({ products: [listing(2)], next: null });
        }),
    );
    renderStore({ search });
    typeSearch('first');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    typeSearch('second');
    await waitFor(() => expect(cardNames()).toEqual(['Project 2']));
    act(() => answerFirst({ products: [listing(1)], next: null }));
    expect(cardNames()).toEqual(['Project 2']);
  });

  it(`stops the search box at ${STORE_SEARCH_MAX} characters, as the server does`, () => {
    renderStore({});
    expect(screen.getByRole('searchbox').getAttribute('maxLength')).toBe(String(STORE_SEARCH_MAX));
  });
});
