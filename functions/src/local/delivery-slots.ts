// How many trigger handlers the local host runs at once (decision 037). Cloud Functions spreads a burst over many
// instances, each against Firestore itself; locally every handler talks to one emulator, which takes document locks
// in one queue: 5,000 listings written in 20 commits handed 20,000 handler runs to it at once, and every commit,
// the host's and the person's, then waited past its 60 s deadline. A handler waits for a slot. The waiting are
// served a trigger at a time in turn, each trigger's in the order their changes came (decision 082): in production
// each trigger is its own function with its own instances, so one trigger's backlog (an import's 50,000 listings)
// must not hold back another's work queued behind it.
// A handler waiting for its gathered commit (up to a second: platform/gathered-writes.ts) asks nothing of the emulator
// meanwhile, so it frees its slot for that wait (decision 092): the import's counts and admin search entries held half
// the slots that way, and 256 slots then ran 128 products a second with the host's thread a third idle.
export interface DeliverySlots {
  /** Runs `work` in a slot; `queue` names whose turn it waits in (a trigger's name). */
  run<T>(work: () => Promise<T>, queue?: string): Promise<T>;
  /** Handlers running now, and waiting for a slot. */
  readonly busy: number;
  readonly waiting: number;
  /** Of the busy, those waiting aside (for their gathered commit): they hold no slot. */
  readonly aside: number;
  /** Stops hearing of waits aside. */
  close(): void;
}

/** How many running handlers wait aside, holding no slot, and a call when more begin to. */
export interface AsideWaits {
  readonly count: number;
  onWait(listener: () => void): () => void;
}

const noneAside: AsideWaits = { count: 0, onWait: () => () => undefined };

/** The waits aside of several threads (the host's and its handler thread's), as one. */
export function allAside(...waits: AsideWaits[]): AsideWaits {
  return {
    get count() {
      return waits.reduce((sum, wait) => sum + wait.count, 0);
    },
    onWait(listener) {
      const stops = waits.map((wait) => wait.onWait(listener));
      return () => stops.forEach((stop) => stop());
    },
  };
}

/**
 * Enough to keep the emulator busy while many handlers wait for their gathered commit (a second at most:
 * platform/gathered-writes.ts), few enough to stay ahead of it: the burst took 200 s with 64 slots, 90 s with 256.
 */
export const LOCAL_DELIVERY_SLOTS = 256;

export function deliverySlots(size = LOCAL_DELIVERY_SLOTS, aside: AsideWaits = noneAside): DeliverySlots {
  let busy = 0;
  let waiting = 0;
  /** Each queue's waiting, in turn order: the one served last moves to the end. */
  const queues = new Map<string, (() => void)[]>();
  // A handler back from waiting aside goes on without a new slot: for a moment more than `size` may run.
  const free = () => busy - Math.min(aside.count, busy) < size;
  const startWaiting = () => {
    while (queues.size > 0 && free()) {
      const [name, queue] = queues.entries().next().value!;
      const next = queue.shift()!;
      queues.delete(name);
      if (queue.length > 0) queues.set(name, queue);
      waiting -= 1;
      busy += 1;
      next();
    }
  };
  const stopHearing = aside.onWait(startWaiting);
  const release = () => {
    busy -= 1;
    startWaiting();
  };
  return {
    async run(work, queue = '') {
      if (queues.size === 0 && free()) busy += 1;
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
    get aside() {
      return Math.min(aside.count, busy);
    },
    close: () => void stopHearing(),
  };
}
