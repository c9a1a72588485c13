// A live subscription that shows something sooner: a visitor's store and careers page first
// show what a quick one-off read brings (lib/firestore-rest.ts), and subscribe through Firestore's SDK only once
// the person acts on the page. The SDK (about 75 kB gzip, and a long task to evaluate on a phone) would
// otherwise be fetched and run during the first load, slowing the first screen's images and holding back the
// first taps.
import { firstActivity } from './first-activity.ts';
import type { Unsubscribe, Watch } from './watch.ts';

/**
 * `first`'s value, then `live`'s values. `live` is subscribed once `first` has answered and `goLive` has settled
 * (the person's first move); the live query's first answer is the whole current state, so nothing that changed
 * meanwhile is missed. If `first` fails, `live` alone serves at once (and reports its own errors).
 */
export function withHeadStart<T>(
  first: () => Promise<T>,
  live: Watch<T>,
  goLive: () => Promise<void> = firstActivity,
): Watch<T> {
  return (onNext, onError) => {
    let stopped = false;
    let stop: Unsubscribe | null = null;
    const subscribe = () => {
      if (!stopped) stop = live(onNext, onError);
    };
    first().then(
      (value) => {
        if (stopped) return;
        onNext(value);
        void goLive().then(subscribe);
      },
      (error: unknown) => {
        console.warn('The quick first read failed; waiting for the live subscription.', error);
        subscribe();
      },
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
}

/**
 * `live`, subscribed only once the person acts on the page: what a visitor's first screen can do without (a
 * seller's rating on the store's cards), so the first load fetches no Firestore SDK for it.
 */
export function afterFirstActivity<T>(live: Watch<T>, goLive: () => Promise<void> = firstActivity): Watch<T> {
  return (onNext, onError) => {
    let stopped = false;
    let stop: Unsubscribe | null = null;
    void goLive().then(() => {
      if (!stopped) stop = live(onNext, onError);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
