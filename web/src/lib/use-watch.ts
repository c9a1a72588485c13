// Follows a live subscription (a Watch from a port) for as long as the component shows it.
import { useEffect, useState } from 'react';
import type { Watch } from './watch.ts';

export type Watched<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

const loading = { status: 'loading' } as const;

/** `watch` should be memoised: a new one starts a new subscription. Null watches nothing. */
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
  return state.source === watch ? state.watched : loading;
}
