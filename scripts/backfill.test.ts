import { describe, expect, it } from 'vitest';
import { projectAsked } from './backfill.ts';
import { UserFacingError } from './ports.ts';

describe('a backfill script’s command line', () => {
  it('names a Firebase project with --project, or none for the running emulators', () => {
    expect(projectAsked('backfill-listed-projects', [])).toBeNull();
    expect(projectAsked('backfill-listed-projects', ['--project', 'demo-prod'])).toBe('demo-prod');
  });

  it('refuses anything else with the script’s usage', () => {
    for (const args of [['--project'], ['--project', ''], ['--from', '2026-01-01'], ['--project', 'a', 'b']]) {
      expect(() => projectAsked('backfill-listed-projects', args)).toThrow(
        new UserFacingError('Usage: node --import tsx scripts/backfill-listed-projects.ts [--project <id>]'),
      );
    }
  });
});
