// A port whose adapter is still loading (Firestore's SDK is a chunk of its own, fetched after the
// first page shows). Callers use it at once, as if it were there: a call waits for the adapter, a watch
// subscribes when it arrives, unless it was stopped first. Ports keep one convention that makes this possible
// without knowing them: a method named watch… returns a Watch, every other method returns a Promise.
import { watchWhenReady, type Unsubscribe, type Watch } from './watch.ts';

/** The shape deferredPort can stand in for. */
export type DeferrablePort<P> = {
  [K in keyof P]: K extends `watch${string}`
    ? (...args: never[]) => (onNext: never, onError: never) => Unsubscribe
    : (...args: never[]) => Promise<unknown>;
};

/**
 * `load` once, shared by every caller; a failed load (a chunk that could not be fetched, say offline) is
 * tried again by the next caller instead of failing every later call too.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** A port to be handed out deferred, checked to keep the convention: a method of another kind fails to compile. */
export const deferrable = <P extends DeferrablePort<P>>(port: P): P => port;

/** The same check for several ports at once. */
export function deferrablePorts<T extends { [K in keyof T]: DeferrablePort<T[K]> }>(ports: T): T {
  return ports;
}

type Method = (...args: unknown[]) => unknown;

/** Stands in for the port `load` gives; P keeps the convention above (see deferrablePorts). */
export function deferredPort<P extends object>(load: () => Promise<P>): P {
  const adapter = loadOnce(load);
  const method = async (key: string) => {
    const found = (await adapter())[key as keyof P] as Method | undefined;
    if (typeof found !== 'function') throw new Error(`The port has no method ${key}.`);
    return found;
  };
  // One function per name, so a method keeps its identity across renders (effects depend on them).
  const methods = new Map<string, Method>();
  const make = (key: string): Method =>
    key.startsWith('watch')
      ? (...args) => deferredWatch(() => method(key), args)
      : (...args) => method(key).then((m) => m(...args));
  return new Proxy({} as P, {
    get(_target, key) {
      // `then` would make the port look like a promise to `await` and Promise.resolve.
      if (typeof key !== 'string' || key === 'then') return undefined;
      let found = methods.get(key);
      if (!found) methods.set(key, (found = make(key)));
      return found;
    },
  });
}

/** Like any Watch, it does nothing until subscribed: only then is the adapter asked for (and loaded). */
function deferredWatch(method: () => Promise<Method>, args: unknown[]): Watch<unknown> {
  return watchWhenReady(() => method().then((watch) => watch(...args) as Watch<unknown>));
}
