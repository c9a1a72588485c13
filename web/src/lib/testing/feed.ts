// A live subscription a component test drives: `push` delivers a value to every current subscriber, `fail`
// breaks it. Only tests import this folder.
import type { Watch } from '../watch.ts';

export function feed<T>() {
  const subscribers = new Set<{ onNext: (value: T) => void; onError: (error: unknown) => void }>();
  let last: { value: T } | null = null;
  const watch: Watch<T> = (onNext, onError) => {
    const subscriber = { onNext, onError };
    subscribers.add(subscriber);
    // Like Firestore, a new subscriber gets the current value at once when there is one.
    if (last) queueMicrotask(() => subscribers.has(subscriber) && onNext(last!.value));
    return () => subscribers.delete(subscriber);
  };
  return {
    watch,
    push(value: T) {
      last = { value };
      for (const subscriber of subscribers) subscriber.onNext(value);
    },
    fail(error: unknown) {
      for (const subscriber of subscribers) subscriber.onError(error);
    },
    get subscribed() {
      return subscribers.size;
    },
  };
}

/** A subscription that never answers: the screen stays in its loading state. */
export const never: Watch<never> = () => () => {};
