// The one way start and test stop what they started: the newest part first, then any process left over.
import { stopAllProcesses } from './processes.ts';

/** A part a script starts and must stop: a process, or the emulators (which save their data first). */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface StopStack {
  /** Records a part once it has started. */
  push(part: Stoppable): void;
  /**
   * Stops the parts one after another, newest first (what was started on top of a part goes before it),
   * then whatever process is still running, such as one that was starting when the stop came. A signal, a
   * part that exits and the end of main may all ask: the stop runs once and every caller waits for it.
   */
  stop(): Promise<void>;
  /** Whether a stop has been asked for. */
  readonly stopping: boolean;
}

/** Lines said around the stop, only when some part had started (a stop during the first start says nothing). */
export interface StopMessages {
  say: (line: string) => void;
  before: string;
  after: string;
}

export function createStopStack(messages?: StopMessages): StopStack {
  const parts: Stoppable[] = [];
  let stopped: Promise<void> | null = null;
  return {
    push(part) {
      parts.push(part);
    },
    stop() {
      stopped ??= (async () => {
        const announce = messages !== undefined && parts.length > 0;
        if (announce) messages.say(messages.before);
        for (const part of parts.toReversed()) await part.stop();
        await stopAllProcesses();
        if (announce) messages.say(messages.after);
      })();
      return stopped;
    },
    get stopping() {
      return stopped !== null;
    },
  };
}
