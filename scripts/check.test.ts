import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checks, checksAsked, runChecks, typeChecks, type CheckCommand } from './check.ts';

const named = (...names: string[]): CheckCommand[] => names.map((name) => ({ name, command: name, args: [] }));

describe('npm run check', () => {
  it('runs every check, never more than two at once, and reports each failure', async () => {
    let running = 0;
    let most = 0;
    const outcomes = await runChecks(named('a', 'b', 'c', 'd', 'e'), 2, async ({ name }) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, name === 'a' ? 30 : 5));
      running--;
      return { name, code: name === 'c' ? 2 : 0, output: '', seconds: 0 };
    });
    expect(most).toBe(2);
    expect(outcomes.map((outcome) => outcome.name).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name)).toEqual(['c']);
  });

  it('checks each workspace, the scripts and tests, the lint and the format', () => {
    expect(checks.map((check) => [check.command.split('/').at(-1), ...check.args].join(' ')).sort()).toEqual([
      'eslint .',
      'prettier --check .',
      'tsc -p .',
      'tsc -p functions',
      'tsc -p shared',
      'tsc -p web',
    ]);
  });

  it('npm run typecheck runs the type checks of the same list, and nothing else', () => {
    const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
    expect(scripts.typecheck).toBe('node --import tsx scripts/check.ts --only typecheck');
    expect(checksAsked(['--only', 'typecheck'])).toBe(typeChecks);
    expect(typeChecks.map((check) => check.args.join(' ')).sort()).toEqual([
      '-p .',
      '-p functions',
      '-p shared',
      '-p web',
    ]);
    expect(checks).toEqual(expect.arrayContaining(typeChecks));
    expect(checksAsked([])).toBe(checks);
    expect(() => checksAsked(['--only', 'lint'])).toThrow(/Usage/);
  });
});
