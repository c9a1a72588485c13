// `npm test`'s own stack, killed with SIGKILL while its suites run: no emulator, and no vitest, is left
// behind, and no port stays taken.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPortFree } from './ports.ts';
import { anyGroupAlive, becomesTrue, childGroups } from './test-fixtures/local-stack.ts';

const testScript = new URL('./test.ts', import.meta.url).pathname;

describe('npm test', () => {
  it('leaves no process or port behind when killed with SIGKILL during its run', async () => {
    const results = mkdtempSync(join(tmpdir(), 'marketplace-test-run-'));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', testScript, '--project', 'api', 'tests/api/visits.test.ts'],
        { env: { ...process.env, TEST_RESULTS_DIR: results }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Emulators up, and vitest started (the fourth group of its own).
      const ready = () => /emulators ready: Firestore \d+/.test(output) && childGroups(child.pid!).length >= 4;
      expect(await becomesTrue(ready, 240_000), output).toBe(true);
      const [, ...ports] = /Firestore (\d+), Auth (\d+), Pub\/Sub (\d+)/.exec(output)!.map(Number);
      const groups = childGroups(child.pid!);

      child.kill('SIGKILL');
      await exited;
      expect(await becomesTrue(() => !anyGroupAlive(groups), 30_000)).toBe(true);
      const portsFree = async () => (await Promise.all(ports.map((port) => isPortFree(port!)))).every(Boolean);
      expect(await becomesTrue(portsFree, 30_000)).toBe(true);
    } finally {
      rmSync(results, { recursive: true, force: true });
    }
  });
});
