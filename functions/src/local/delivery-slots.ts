// How many trigger handlers the local host runs at once (decision 037). Cloud Functions spreads a burst over many
// instances, each against Firestore itself; locally every handler talks to one emulator, which takes document locks
// in one queue: 5,000 listings written in 20 commits handed 20,000 handler runs to it at once, and every commit,
// the host's and the person's, then waited past its 60 s deadline. A handler waits for a slot. The waiting are
// served a trigger at a time in turn, each trigger's in the order their changes came (decision 082): in production
// each trigger is its own function with its own instances, so one trigger's backlog (an import's 50,000 listings)
// must not hold back another's work queued behind it.
export interface DeliverySlots {
  /** Runs `work` in a slot; `queue` names whose turn it waits in (a trigger's name). */
  run<T>(work: () => Promise<T>, queue?: string): Promise<T>;
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
  let waiting = 0;
  /** Each queue's waiting, in turn order: the one served last moves to the end. */
  const queues = new Map<string, (() => void)[]>();
  const release = () => {
    busy -= 1;
    for (const [name, queue] of queues) {
      const next = queue.shift()!;
      queues.delete(name);
      if (queue.length > 0) queues.set(name, queue);
      waiting -= 1;
      busy += 1;
      next();
      return;
    }
  };
  return {
    async run(work, queue = '') {
      if (busy < size) busy += 1;
      else {
        waiting += 1;
        await new Promise<void>((resolve) => {
          const waiters = queues.get(queue);
          if (waiters) waiters.push(resolve);
          else queues.set(queue, [resolve]);
        });
      }
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
      return waiting;
    },
  };
}
