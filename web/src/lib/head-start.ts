// A live subscription that shows something sooner (issue 10): a visitor's store and careers page first show
// what a quick one-off read brings (lib/firestore-rest.ts), and only a moment later subscribe through
// Firestore's SDK, whose chunk and channel would otherwise stand between the person and the first screen.
import type { Unsubscribe, Watch } from './watch.ts';

/**
 * How long after the first value the live subscription starts. Fetching and starting Firestore's SDK (about
 * 100 kB, and a long task to evaluate on a phone) while the first screen's images load slows them down and
 * blocks the first taps; a few seconds later the page has settled. The live query's first answer is the
 * whole current state, so nothing that changed meanwhile is missed: it shows then.
 */
export const LIVE_AFTER_MS = 3000;

/**
 * `first`'s value, then `live`'s values. `live` is subscribed `liveAfterMs` after `first` has answered; if
 * `first` fails, `live` alone serves at once (and reports its own errors).
 */
export function withHeadStart<T>(first: () => Promise<T>, live: Watch<T>, liveAfterMs = LIVE_AFTER_MS): Watch<T> {
  return (onNext, onError) => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: Unsubscribe | null = null;
    const goLive = () => {
      if (!stopped) stop = live(onNext, onError);
    };
    first().then(
      (value) => {
        if (stopped) return;
        onNext(value);
        timer = setTimeout(goLive, liveAfterMs);
      },
      (error: unknown) => {
        console.warn('The quick first read failed; waiting for the live subscription.', error);
        goLive();
      },
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop?.();
    };
  };
}
