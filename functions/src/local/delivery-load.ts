// Where the local host's delivery time goes (decision 082): per trigger, how many handler runs ended in the last
// interval, the time they spent running and waiting for a slot, and how many failed; one log line per interval
// while anything was delivered, none when idle. A burst (an import) is then read from the host's log as figures,
// not guessed.
import { log } from '../platform/log.ts';

interface Tally {
  runs: number;
  failed: number;
  runMs: number;
  waitMs: number;
}

export interface DeliveryLoad {
  /** Times one handler run: `queued` is when its change arrived, `started` when it got its slot. */
  ran(trigger: string, queued: number, started: number, failed: boolean): void;
  /** The figures gathered since the last take, and a fresh start. */
  take(): Record<string, Tally>;
  stop(): void;
}

export const LOAD_EVERY_MS = 10_000;

export function deliveryLoad(
  waiting: () => Record<string, number>,
  options: { everyMs?: number; now?: () => number } = {},
): DeliveryLoad {
  const now = options.now ?? performance.now.bind(performance);
  let tallies = new Map<string, Tally>();
  const load: DeliveryLoad = {
    ran(trigger, queued, started, failed) {
      const tally = tallies.get(trigger) ?? { runs: 0, failed: 0, runMs: 0, waitMs: 0 };
      tally.runs += 1;
      if (failed) tally.failed += 1;
      tally.runMs += now() - started;
      tally.waitMs += started - queued;
      tallies.set(trigger, tally);
    },
    take() {
      const taken = Object.fromEntries(
        [...tallies].map(([name, tally]) => [
          name,
          { ...tally, runMs: Math.round(tally.runMs), waitMs: Math.round(tally.waitMs) },
        ]),
      );
      tallies = new Map();
      return taken;
    },
    stop() {
      clearInterval(timer);
    },
  };
  const timer = setInterval(() => {
    if (tallies.size === 0) return;
    log.info('firestore delivery load', {
      everyMs: options.everyMs ?? LOAD_EVERY_MS,
      triggers: load.take(),
      waiting: waiting(),
    });
  }, options.everyMs ?? LOAD_EVERY_MS);
  timer.unref();
  return load;
}
