// The watchdog in every started process group: nothing we start outlives us, however we die.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { groupAlive, startProcess, waitUntil } from './processes.ts';

const fixture = new URL('./test-fixtures/watched-child.ts', import.meta.url).pathname;

describe('startProcess', () => {
  it("ends the process's whole group when the script that started it is killed with SIGKILL", async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', fixture], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!/child \d+/.test(output)) await sleep(20);
    const pgid = Number(/child (\d+)/.exec(output)![1]);
    // Settled: the watchdog has looked at least once while the parent lived, and left the group alone.
    await sleep(1_500);
    expect(groupAlive(pgid)).toBe(true);

    parent.kill('SIGKILL');
    await once(parent, 'exit');
    expect(await waitUntil(() => !groupAlive(pgid), 15_000)).toBe(true);
  }, 30_000);

  it('keeps the exit code, and the watchdog leaves with the command', async () => {
    const managed = startProcess('exit-3', 'sh', ['-c', 'exit 3'], { output: 'inherit' });
    expect(await managed.exited).toBe(3);
    expect(await waitUntil(() => !groupAlive(managed.child.pid!), 5_000)).toBe(true);
  });

  it('exits 127 for a command that does not exist', async () => {
    const managed = startProcess('missing', '/nonexistent/command', [], { output: { file: '/dev/null' } });
    expect(await managed.exited).toBe(127);
  });
});
