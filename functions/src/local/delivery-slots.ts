// How many trigger handlers the local host runs at once (decision 037). Cloud Functions spreads a burst over many
// instances, each against Firestore itself; locally every handler talks to one emulator, which takes document locks
// in one queue: 5,000 listings written in 20 commits handed 20,000 handler runs to it at once, and every commit,
// the host's and the person's, then waited past its 60 s deadline. A handler waits for a slot; the rest run in the
// order their changes came.
export interface DeliverySlots {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Handlers running now, and waiting for a slot. */
  readonly busy: number;
  readonly waiting: number;
}

/**
 * Enough to keep the emulator busy while many handlers wait for their gathered commit (a second at most:
 * platform/gathered-writes.ts), few enough to stay ahead of it: the burst took 200 s with 64 slots, 90 s with 256.
 */
export const LOCAL_DELIVERY_SLOTS = 256;

export function deliverySlots(size = LOCAL_DELIVERY_SLOTS): DeliverySlots {
  let busy = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    busy -= 1;
    const next = queue.shift();
    if (next) {
      busy += 1;
      next();
    }
  };
  return {
    async run(work) {
      if (busy < size) busy += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get busy() {
      return busy;
    },
    get waiting() {
      return queue.length;
    },
  };
}
