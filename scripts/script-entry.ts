// How a script runs: whether it is the one node was started with, its errors shown as messages, and its
// signals turned into an orderly stop.
import { pathToFileURL } from 'node:url';
import { UserFacingError } from './ports.ts';
import { killAllProcessesNow } from './processes.ts';

/** Whether the module at `moduleUrl` is the script node was started with (not one imported by another). */
export function isMain(moduleUrl: string): boolean {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]!).href;
}

/**
 * Runs a script's main: a UserFacingError becomes its message behind the script's prefix and exit code 1;
 * anything else is a bug and keeps its stack.
 */
export async function runMain(prefix: string, main: () => Promise<number | void>): Promise<void> {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    if (!(error instanceof UserFacingError)) throw error;
    for (const line of error.message.split('\n')) console.error(`[${prefix}] ${line}`);
    process.exitCode = 1;
  }
}

/** Signals this soon after the first are copies of it, not a second request. */
const REPEAT_SIGNAL_GRACE_MS = 2_000;

/**
 * Runs main with signals handled: the first SIGINT, SIGTERM or SIGHUP runs `stop` and exits with
 * `signalExitCode`; a second one (after REPEAT_SIGNAL_GRACE_MS) kills every process at once. `stop` runs
 * when main ends too, then the process exits.
 */
export async function runStoppable(
  prefix: string,
  main: () => Promise<number>,
  stop: () => Promise<void>,
  signalExitCode: number,
): Promise<void> {
  /** When the first stopping signal came; null until then. */
  let firstSignalAt: number | null = null;
  // SIGHUP comes when the terminal closes: writing to it then fails (EIO, EPIPE), and that must not end the
  // stop halfway, before the data is saved.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (firstSignalAt !== null) {
        // One Ctrl-C under `npm start` arrives twice at once: from the terminal and forwarded by npm.
        if (Date.now() - firstSignalAt < REPEAT_SIGNAL_GRACE_MS) return;
        console.log(`[${prefix}] ${signal} again: stopping now, without waiting`);
        killAllProcessesNow();
        process.exit(1);
      }
      firstSignalAt = Date.now();
      console.log(`[${prefix}] ${signal}: stopping`);
      void stop().then(() => process.exit(signalExitCode));
    });
  }
  await runMain(prefix, async () => {
    try {
      return await main();
    } catch (error) {
      // A signal during start-up makes the waits fail: that is the stop, not an error to report.
      if (firstSignalAt !== null) return signalExitCode;
      throw error;
    } finally {
      await stop();
    }
  });
  process.exit();
}
