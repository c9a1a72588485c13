// A port's Watch read by a test: its first value, or left running and read as often as the test likes (with
// `eventually`), so a test sees what a screen that stays open sees.
import type { Watch } from '../../web/src/lib/watch.ts';

/** The first value a watch delivers, after which it stops watching; a failure rejects. */
export function firstValue<T>(watch: Watch<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch((value) => {
      resolve(value);
      // After this call returns: a watch may deliver before it has handed back its stop.
      queueMicrotask(() => stop());
    }, reject);
  });
}

/** A watch left running: `latest()` answers the last value it delivered (undefined before the first), or fails once it has. */
export function following<T>(watch: Watch<T>): { latest(): Promise<T | undefined>; stop(): void } {
  let latest: T | undefined;
  let failure: { error: unknown } | null = null;
  const stop = watch(
    (value) => (latest = value),
    (error) => (failure = { error }),
  );
  return {
    stop,
    latest: async () => {
      if (failure) throw failure.error;
      return latest;
    },
  };
}
