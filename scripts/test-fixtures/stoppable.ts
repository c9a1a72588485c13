// A process run by runStoppable whose stop takes STOP_MS, for scripts/script-entry.test.ts.
import { setTimeout as sleep } from 'node:timers/promises';
import { runStoppable } from '../script-entry.ts';

const stopMs = Number(process.env.STOP_MS ?? 300);

await runStoppable(
  'fixture',
  async () => {
    console.log('ready');
    // Runs until signalled, like the emulators it stands for (the interval keeps the event loop alive).
    await new Promise(() => setInterval(() => {}, 60_000));
    return 0;
  },
  async () => {
    await sleep(stopMs);
    console.log('stopped cleanly');
  },
  130,
);
