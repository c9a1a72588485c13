// Whether the app has taken the page over: false while React hydrates prerendered HTML (decision 019) and at
// build time, true from the render after (and at once when the app draws the page itself). A form prerendered
// this way keeps its fields disabled until then, as what is typed into them before would be lost.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
