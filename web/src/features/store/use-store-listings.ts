// What the store's grid shows, a page at a time: the newest listings (the first page live, 'Load
// more' adding older pages by a cursor), or a search's pages from the server. Either way a visit reads a page,
// never the whole store.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STORE_PAGE_SIZE, type StoreListing } from '@marketplace/shared/store/listing';
import type { StoreSearchPage } from '@marketplace/shared/store/store-search-api';
import { useWatch } from '../../lib/use-watch.ts';
import type { ListingsPort, StoreSearchPort } from './store.port.ts';

export interface ListingsView {
  status: 'loading' | 'ready' | 'failed';
  items: StoreListing[];
  /** Whether 'Load more' can bring more. */
  hasMore: boolean;
  /** A further page is on its way, or the last attempt failed (the button tries again). */
  paging: 'idle' | 'loading' | 'failed';
  loadMore: () => void;
}

const NONE: StoreListing[] = [];

/** A listing is shown once, where it first appears (one moving between pages as others arrive or leave). */
function uniqueById(listings: readonly StoreListing[]): StoreListing[] {
  const seen = new Set<string>();
  return listings.filter((listing) => !seen.has(listing.id) && Boolean(seen.add(listing.id)));
}

/**
 * The listings that left the live first page by being pushed down (newer ones arrived), not by being removed:
 * each is older than everything the page now holds. Edits keep a listing's date, so nothing else looks like it.
 */
function pushedDown(before: readonly StoreListing[], now: readonly StoreListing[]): StoreListing[] {
  const oldestNow = Math.min(...now.map((listing) => listing.createdAt ?? Infinity));
  const still = new Set(now.map((listing) => listing.id));
  return before.filter((listing) => !still.has(listing.id) && (listing.createdAt ?? Infinity) <= oldestNow);
}

/**
 * The newest page, live, then older pages as asked for. Older pages are read once, not followed: a product
 * changed there shows its change on the next visit (the first page, where new and changed products are, is live).
 * A listing that newer ones push off the live page moves to the top of the older pages, so nothing goes missing
 * between the two.
 */
export function useNewestListings(listings: ListingsPort): ListingsView {
  const newest = useWatch(useMemo(() => listings.watchNewest(), [listings]));
  const [older, setOlder] = useState<{ items: StoreListing[]; more: boolean } | null>(null);
  const [paging, setPaging] = useState<ListingsView['paging']>('idle');
  const first = newest.status === 'ready' ? newest.value : NONE;
  const shownFirst = useRef(first);
  useEffect(() => {
    const before = shownFirst.current;
    shownFirst.current = first;
    if (!older || before === first) return;
    const pushed = pushedDown(before, first);
    if (pushed.length) setOlder((was) => was && { ...was, items: uniqueById([...pushed, ...was.items]) });
  }, [first, older]);
  const items = useMemo(() => uniqueById([...first, ...(older?.items ?? [])]), [first, older]);
  const hasMore = older ? older.more : first.length >= STORE_PAGE_SIZE;
  const last = items.at(-1);

  const loadMore = useCallback(() => {
    if (!last) return;
    setPaging('loading');
    listings.loadMore(last).then(
      (page) => {
        setOlder((before) => ({ items: [...(before?.items ?? []), ...page], more: page.length >= STORE_PAGE_SIZE }));
        setPaging('idle');
      },
      () => setPaging('failed'),
    );
  }, [listings, last]);

  return { status: newest.status, items, hasMore, paging, loadMore };
}

/**
 * The server checks at most a bounded number of candidates per page, so a rare text among common pieces can
 * answer an empty page that is not the end; the next pages are asked for at once, up to this many.
 */
const EMPTY_PAGES_FOLLOWED = 4;

async function pageWithResults(search: StoreSearchPort, q: string, after?: string): Promise<StoreSearchPage> {
  let page = await search.search(after ? { q, after } : { q });
  for (let followed = 0; page.products.length === 0 && page.next && followed < EMPTY_PAGES_FOLLOWED; followed++) {
    page = await search.search({ q, after: page.next });
  }
  return page;
}

interface SearchState {
  q: string;
  status: ListingsView['status'];
  items: StoreListing[];
  next: string | null;
  paging: ListingsView['paging'];
}

/** A search's results, newest first, a page at a time; null while there is no search text. */
export function useStoreSearch(search: StoreSearchPort, q: string): ListingsView | null {
  const [state, setState] = useState<SearchState | null>(null);

  useEffect(() => {
    if (!q) return;
    let current = true;
    setState({ q, status: 'loading', items: [], next: null, paging: 'idle' });
    pageWithResults(search, q).then(
      (page) => current && setState({ q, status: 'ready', items: page.products, next: page.next, paging: 'idle' }),
      (error: unknown) => {
        console.warn('The store search failed.', error);
        if (current) setState({ q, status: 'failed', items: [], next: null, paging: 'idle' });
      },
    );
    return () => {
      current = false;
    };
  }, [search, q]);

  const next = state?.q === q ? state.next : null;
  const loadMore = useCallback(() => {
    if (!next) return;
    const forQuery = (update: (before: SearchState) => SearchState) =>
      setState((before) => (before?.q === q ? update(before) : before));
    forQuery((before) => ({ ...before, paging: 'loading' }));
    pageWithResults(search, q, next).then(
      (page) =>
        forQuery((before) => ({
          ...before,
          items: uniqueById([...before.items, ...page.products]),
          next: page.next,
          paging: 'idle',
        })),
      () => forQuery((before) => ({ ...before, paging: 'failed' })),
    );
  }, [search, q, next]);

  if (!q) return null;
  // A search typed a moment ago shows as loading until its own answer arrives, never an older search's.
  if (state?.q !== q) return { status: 'loading', items: [], hasMore: false, paging: 'idle', loadMore };
  return { status: state.status, items: state.items, hasMore: state.next !== null, paging: state.paging, loadMore };
}

/** `value` once it has stayed the same for `delayMs`: a search per pause in typing, not per key. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
