// A port's Watch left running and read as often as a test likes (with `eventually`), so a test sees what a screen
// that stays open sees. Its first value alone: firstValue (web/src/lib/watch.ts).
import type { Watch } from '../../web/src/lib/watch.ts';

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
