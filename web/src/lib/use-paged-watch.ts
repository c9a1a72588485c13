// A live list read a page at a time: the first screen reads one page however long the list is (a seller with 1,000
// sales reads 20 orders, not 1,000), and 'Load more' widens the same query by a page. While the wider list loads, the
// shorter one stays on screen, so nothing flashes back to 'Loading'.
import { useMemo, useState } from 'react';
import { useWatch, type Watched } from './use-watch.ts';
import type { Watch } from './watch.ts';

export interface PagedWatched<T> {
  /** Loading only until the first page arrives; afterwards the newest list, or the one before while it widens. */
  watched: Watched<T[]>;
  /** Asks for one page more; null when the list is all there (it came back shorter than asked). */
  loadMore: (() => void) | null;
}

/**
 * `watchFirst(count)` watches the list's first `count` items; it must be memoised (useCallback) on what it reads,
 * since a new function starts the list again.
 */
export function usePagedWatch<T>(watchFirst: (count: number) => Watch<T[]>, pageSize: number): PagedWatched<T> {
  const [asked, setAsked] = useState({ watchFirst, count: pageSize });
  // Another list (another person) starts again at one page.
  const count = asked.watchFirst === watchFirst ? asked.count : pageSize;
  const watched = useWatch(useMemo(() => watchFirst(count), [watchFirst, count]));
  const [shown, setShown] = useState<{ watchFirst: typeof watchFirst; watched: Watched<T[]> } | null>(null);
  if (watched.status !== 'loading' && (shown?.watched !== watched || shown.watchFirst !== watchFirst))
    setShown({ watchFirst, watched });
  const current = watched.status === 'loading' && shown?.watchFirst === watchFirst ? shown.watched : watched;
  const full = current.status === 'ready' && current.value.length >= count;
  return {
    watched: current,
    loadMore: full ? () => setAsked({ watchFirst, count: count + pageSize }) : null,
  };
}
