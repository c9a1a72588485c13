// A machine with its real effects, still provided once at the composition root (app/compose.ts), but loaded with
// the screens that run it: the purchase, checkout, project-action and profile machines are a member's or a buyer's,
// and in the app's entry they were in every visitor's first load (decision 074). The screen reads it with
// useLogic() (use-logic.ts) under a Suspense boundary. Buy Now's and Pay's start loading at the person's first move on
// the page (app/compose.ts), so a dialog opened then finds them there; a member's (a project's actions, the profile)
// load with their screen. Made here, read there: a screen's path carries no loading code (decision 091).
import { loadOnce } from './deferred-port.ts';
import type { LazyLogic } from './use-logic.ts';

/** Marks a promise settled the way React's use() reads it, so a screen drawn later reads it at once. */
function settled<T>(promise: Promise<T>): Promise<T> {
  void promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    () => {},
  );
  return promise;
}

export function lazyLogic<T>(load: () => Promise<T>): LazyLogic<T> {
  const once = loadOnce(load);
  let marked: Promise<T> | null = null;
  return {
    load: () => {
      const loading = once();
      // The same promise until a failed load is tried again: marked once.
      if (loading !== marked) marked = settled(loading);
      return loading;
    },
  };
}

/** A machine already at hand (a test's), read without suspending. */
export function readyLogic<T>(logic: T): LazyLogic<T> {
  const promise = Object.assign(Promise.resolve(logic), { status: 'fulfilled', value: logic });
  return { load: () => promise };
}
