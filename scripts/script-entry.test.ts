// runStoppable's signal handling: `npm start` must save the local data on one Ctrl-C, which reaches it
// twice at once (from the terminal and forwarded by npm), and still give up at once on a real second one.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

const fixture = new URL('./test-fixtures/stoppable.ts', import.meta.url).pathname;

async function startFixture(stopMs: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, STOP_MS: String(stopMs) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  while (!output.includes('ready')) await sleep(20);
  return { child, exited, output: () => output };
}

/** Starts the fixture, sends `first`, then `second` after `gapMs`, and waits for it to exit. */
async function signalTwice(stopMs: number, first: NodeJS.Signals, gapMs: number, second: NodeJS.Signals) {
  const run = await startFixture(stopMs);
  run.child.kill(first);
  await sleep(gapMs);
  run.child.kill(second);
  return { code: await run.exited, output: run.output() };
}

describe('runStoppable', () => {
  it('treats the two copies of one Ctrl-C as one request and stops cleanly', async () => {
    const { code, output } = await signalTwice(300, 'SIGINT', 50, 'SIGINT');
    expect(code).toBe(130);
    expect(output).toContain('stopped cleanly');
    expect(output).not.toContain('again');
  });

  it('stops at once, without waiting, on a second Ctrl-C seconds later', async () => {
    const { code, output } = await signalTwice(10_000, 'SIGINT', 2_500, 'SIGINT');
    expect(code).toBe(1);
    expect(output).toContain('SIGINT again: stopping now, without waiting');
    expect(output).not.toContain('stopped cleanly');
  });

  it('takes SIGTERM and SIGHUP as it takes Ctrl-C: a second one of either, seconds later, stops at once', async () => {
    const { code, output } = await signalTwice(10_000, 'SIGTERM', 2_500, 'SIGHUP');
    expect(code).toBe(1);
    expect(output).toContain('SIGTERM: stopping');
    expect(output).toContain('SIGHUP again: stopping now, without waiting');
    expect(output).not.toContain('stopped cleanly');
  });
});
