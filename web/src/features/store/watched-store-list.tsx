// What the dashboard's store lists (your listings, sales and purchases) show before and instead of the list:
// loading, the failure, or the empty list's text; the list itself once there is something in it.
import type { ReactNode } from 'react';
import type { Watched } from '../../lib/use-watch.ts';

interface WatchedStoreListProps<T> {
  watched: Watched<T[]>;
  /** What the list holds, in 'Loading your …' and 'Your … could not be loaded.' ('sales'). */
  what: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

export function WatchedStoreList<T>({ watched, what, empty, children }: WatchedStoreListProps<T>) {
  if (watched.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading your {what}...
      </p>
    );
  if (watched.status === 'failed') return <p className="card muted orders__empty">Your {what} could not be loaded.</p>;
  if (watched.value.length === 0) return <p className="card muted orders__empty">{empty}</p>;
  return <>{children(watched.value)}</>;
}
