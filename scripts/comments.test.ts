// Comments say why and cite decisions (STYLE.md): a tracker's issue number means nothing to the next reader once the
// tracker moves on, and a comment naming a file that was renamed sends them nowhere. Decision records keep the
// issue they answered, as history; everything else is checked here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './root.ts';

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const checked = tracked.filter(
  (file) => /\.(ts|tsx|mjs|rules)$/.test(file) || file === 'README.md' || file === '.ci/run',
);
const text = (file: string) => readFileSync(`${ROOT}/${file}`, 'utf8');

/** Where each hit is, as `file:line: text`, for a message that says where to look. */
function hits(files: readonly string[], find: (line: string) => string[]): string[] {
  return files.flatMap((file) =>
    text(file)
      .split('\n')
      .flatMap((line, index) => find(line).map((hit) => `${file}:${index + 1}: ${hit}`)),
  );
}

describe('comments', () => {
  it('cite decisions, never a tracker issue number', () => {
    const citations = hits(checked, (line) => line.match(/\b[Ii]ssues? #?\d+\b/g) ?? []);
    expect(citations).toEqual([]);
  });

  it('name only files that exist', () => {
    const names = new Set(tracked.map((file) => basename(file)));
    // Files of other packages or of the build, not of this repository.
    const elsewhere = new Set(['render-page.mjs', 'vitest.mjs', 'pdf.mjs', 'bench-api-thread.mjs']);
    // Files whose file names are data, not references: test fixtures, and the journey counter's past layouts.
    const dataFiles = new Set(['scripts/test-report.test.ts', 'web/lint-ui-text.test.ts', 'scripts/journey-files.ts']);
    const named = hits(
      checked.filter((file) => !dataFiles.has(file)),
      (line) =>
        [...line.matchAll(/(?<![\w*/.-])([\w./-]*[\w-]+\.(?:tsx?|mjs))\b/g)]
          .map((match) => basename(match[1]!))
          .filter((name) => !names.has(name) && !elsewhere.has(name) && !name.startsWith('.')),
    );
    expect(named).toEqual([]);
  });
});
