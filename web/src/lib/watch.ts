// A live subscription in a port's words, whatever serves it (a Firestore listener, a test's feed).

export type Unsubscribe = () => void;

/** `onNext` on every change, `onError` once if it breaks; returns how to stop. */
export type Watch<T> = (onNext: (value: T) => void, onError: (error: unknown) => void) => Unsubscribe;

/** A watch whose first value is already in hand (the page came with it): shown from the very first render. */
export type KnownWatch<T> = Watch<T> & { readonly known: T };

/** `watch`, known to start at `known` (decision 021: the server drew the page with it; hydration must too). */
export function startingWith<T>(known: T, watch: Watch<T>): KnownWatch<T> {
  return Object.assign((onNext: (value: T) => void, onError: (error: unknown) => void) => watch(onNext, onError), {
    known,
  });
}

/** The first value a watch delivers, after which it stops watching; a failure rejects (a test's or a script's read). */
export function firstValue<T>(watch: Watch<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch((value) => {
      resolve(value);
      // After this call returns: a watch may deliver before it has handed back its stop.
      queueMicrotask(() => stop());
    }, reject);
  });
}

/**
 * A watch served by one that is not there yet (a chunk still loading, a signal still awaited): it subscribes to
 * what `ready` gives once it has, unless stopped first, and reports a failed `ready` as its error.
 */
export function watchWhenReady<T>(ready: () => Promise<Watch<T>>): Watch<T> {
  return (onNext, onError) => {
    let stopped = false;
    let stop: Unsubscribe | null = null;
    ready()
      .then((watch) => {
        if (!stopped) stop = watch(onNext, onError);
      })
      .catch((error: unknown) => {
        if (!stopped) onError(error);
      });
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/** Logs a subscription's failure (with what was being watched) before the screen shows it. */
export function loggedWatch<T>(
  what: string,
  watch: Watch<T>,
  quiet: (error: unknown) => boolean = () => false,
): Watch<T> {
  return (onNext, onError) =>
    watch(onNext, (error) => {
      if (!quiet(error)) console.warn(`${what} failed.`, error);
      onError(error);
    });
}

/** Logs a one-off call's failure with what was being done, and passes it on for the screen to show. */
export async function logged<T>(what: string, work: Promise<T>, quiet: (error: unknown) => boolean = () => false) {
  try {
    return await work;
  } catch (error) {
    if (!quiet(error)) console.warn(`${what} failed.`, error);
    throw error;
  }
}

/**
 * A watch that depends on another's value (a seller's projects on who they hide): each new value of `outer` that is
 * not `same` as the last stops the inner watch and starts `inner` for it; a failure of either is the error.
 */
export function switchWatch<A, B>(
  outer: Watch<A>,
  inner: (value: A) => Watch<B>,
  same: (a: A, b: A) => boolean = Object.is,
): Watch<B> {
  return (onNext, onError) => {
    let current: { value: A; stop: Unsubscribe } | null = null;
    const stopOuter = outer((value) => {
      if (current && same(current.value, value)) return;
      current?.stop();
      current = { value, stop: inner(value)(onNext, onError) };
    }, onError);
    return () => {
      stopOuter();
      current?.stop();
    };
  };
}

/** A watch that delivers `value` once and never changes (a value already known, or nothing to watch). */
export function constantWatch<T>(value: T): Watch<T> {
  return (onNext) => {
    onNext(value);
    return () => {};
  };
}

/** Two watches as one: each time either changes, once both have a value, their values joined by `join`. */
export function combineWatches<A, B, C>(first: Watch<A>, second: Watch<B>, join: (a: A, b: B) => C): Watch<C> {
  return (onNext, onError) => {
    const values: { a?: { value: A }; b?: { value: B } } = {};
    const deliver = () => {
      if (values.a && values.b) onNext(join(values.a.value, values.b.value));
    };
    const stopFirst = first((value) => {
      values.a = { value };
      deliver();
    }, onError);
    const stopSecond = second((value) => {
      values.b = { value };
      deliver();
    }, onError);
    return () => {
      stopFirst();
      stopSecond();
    };
  };
}
