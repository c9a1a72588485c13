// What the dashboard's store lists (your listings, sales and purchases) show before and instead of the list:
// loading, the failure, or the empty list's text; the list itself once there is something in it. Each list's
// words come from its own catalogue part (selling, tracking), in the shown language.
import type { ReactNode } from 'react';
import type { Watched } from '../../lib/use-watch.ts';

interface WatchedStoreListProps<T> {
  watched: Watched<T[]>;
  /** What the list says while it loads ('Loading your sales...') and when it could not be loaded. */
  loading: string;
  failed: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

export function WatchedStoreList<T>({ watched, loading, failed, empty, children }: WatchedStoreListProps<T>) {
  if (watched.status === 'loading')
    return (
      <p className="muted" role="status">
        {loading}
      </p>
    );
  if (watched.status === 'failed') return <p className="card muted orders__empty">{failed}</p>;
  if (watched.value.length === 0) return <p className="card muted orders__empty">{empty}</p>;
  return <>{children(watched.value)}</>;
}
