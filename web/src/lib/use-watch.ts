// Follows a live subscription (a Watch from a port) for as long as the component shows it.
import { useEffect, useState } from 'react';
import type { KnownWatch, Watch } from './watch.ts';

export type Watched<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const loading = { status: 'loading' } as const;

/**
 * `watch` should be memoised: a new one starts a new subscription. Null watches nothing. A watch whose first value
 * is known (lib/watch.ts startingWith) is ready from the first render, as the server rendered it.
 */
export function useWatch<T>(watch: Watch<T> | null): Watched<T> {
  const [state, setState] = useState<{ source: Watch<T> | null; watched: Watched<T> }>({
    source: null,
    watched: loading,
  });
  useEffect(() => {
    if (!watch) return;
    return watch(
      (value) => setState({ source: watch, watched: { status: 'ready', value } }),
      (error) => setState({ source: watch, watched: { status: 'failed', error } }),
    );
  }, [watch]);
  // An answer from an earlier subscription (another project, another person) is never shown for this one.
  if (state.source === watch) return state.watched;
  return watch && 'known' in watch ? { status: 'ready', value: (watch as KnownWatch<T>).known } : loading;
}
