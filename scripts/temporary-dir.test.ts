import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './root.ts';

describe('temporaryDir', () => {
  it('makes empty folders that are gone once the process that made them exits, files and all', () => {
    // A process of its own: this one (a vitest worker) runs on after the test.
    const script = `
      import { writeFileSync } from 'node:fs';
      import { temporaryDir } from './scripts/temporary-dir.ts';
      const dirs = [temporaryDir('temporary-dir-test-'), temporaryDir('temporary-dir-test-')];
      writeFileSync(dirs[0] + '/media.png', 'x');
      console.log(JSON.stringify(dirs));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const dirs = JSON.parse(output) as string[];
    expect(new Set(dirs).size).toBe(2);
    for (const dir of dirs) expect(existsSync(dir)).toBe(false);
  });
});
