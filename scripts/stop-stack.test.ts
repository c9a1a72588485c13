import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createStopStack, type Stoppable } from './stop-stack.ts';

/** A part whose stop takes a while and notes when it begins and ends. */
function part(name: string, log: string[]): Stoppable {
  return {
    async stop() {
      log.push(`${name} stopping`);
      await sleep(10);
      log.push(`${name} stopped`);
    },
  };
}

/** What the parts of these names note, stopped in this order. */
const stopsOf = (...names: string[]) => names.flatMap((name) => [`${name} stopping`, `${name} stopped`]);

describe('createStopStack', () => {
  it('stops the parts one after another, the newest first', async () => {
    const log: string[] = [];
    const started = createStopStack();
    for (const name of ['emulators', 'host', 'vitest']) started.push(part(name, log));
    await started.stop();
    expect(log).toEqual(stopsOf('vitest', 'host', 'emulators'));
  });

  it('stops once, however often and from wherever it is asked, and every caller waits for that stop', async () => {
    const log: string[] = [];
    const started = createStopStack();
    started.push(part('emulators', log));
    expect(started.stopping).toBe(false);
    const first = started.stop();
    expect(started.stopping).toBe(true);
    const second = started.stop();
    expect(second).toBe(first);
    await second;
    expect(log).toEqual(stopsOf('emulators'));
    await started.stop();
    expect(log).toHaveLength(2);
  });

  it('says its lines before the first part stops and after the last', async () => {
    const log: string[] = [];
    const started = createStopStack({ say: (line) => log.push(line), before: 'saving …', after: 'stopped' });
    started.push(part('emulators', log));
    started.push(part('host', log));
    await started.stop();
    expect(log).toEqual(['saving …', ...stopsOf('host', 'emulators'), 'stopped']);
  });

  it('says nothing when the stop comes before any part has started', async () => {
    const log: string[] = [];
    const started = createStopStack({ say: (line) => log.push(line), before: 'saving …', after: 'stopped' });
    await started.stop();
    expect(log).toEqual([]);
  });
});
