// A live subscription in a port's words, whatever serves it (a Firestore listener, a test's feed).

export type Unsubscribe = () => void;

/** `onNext` on every change, `onError` once if it breaks; returns how to stop. */
export type Watch<T> = (onNext: (value: T) => void, onError: (error: unknown) => void) => Unsubscribe;

/** Logs a subscription's failure (with what was being watched) before the screen shows it. */
export function loggedWatch<T>(what: string, watch: Watch<T>): Watch<T> {
  return (onNext, onError) =>
    watch(onNext, (error) => {
      console.warn(`${what} failed.`, error);
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
