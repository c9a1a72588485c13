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

describe('runStoppable', () => {
  it('treats the two copies of one Ctrl-C as one request and stops cleanly', async () => {
    const run = await startFixture(300);
    run.child.kill('SIGINT');
    await sleep(50);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(130);
    expect(run.output()).toContain('stopped cleanly');
    expect(run.output()).not.toContain('again');
  });

  it('stops at once, without waiting, on a second Ctrl-C seconds later', async () => {
    const run = await startFixture(10_000);
    run.child.kill('SIGINT');
    await sleep(2_500);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SIGINT again: stopping now, without waiting');
    expect(run.output()).not.toContain('stopped cleanly');
  });

  it('takes SIGTERM and SIGHUP as it takes Ctrl-C: a second one of either, seconds later, stops at once', async () => {
    const run = await startFixture(10_000);
    run.child.kill('SIGTERM');
    await sleep(2_500);
    run.child.kill('SIGHUP');
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SIGTERM: stopping');
    expect(run.output()).toContain('SIGHUP again: stopping now, without waiting');
    expect(run.output()).not.toContain('stopped cleanly');
  });
});
