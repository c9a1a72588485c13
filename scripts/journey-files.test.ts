// The journeys' entry files move with the code: a renamed screen or endpoint must be named here too, or the
// measure would quietly count another journey.
import { describe, expect, it } from 'vitest';
import { entriesIn, journeyFiles, journeys } from './journey-files.ts';
import { ROOT } from './root.ts';

describe('journey-files', () => {
  it.each(Object.entries(journeys))('finds the %s journey in this checkout by its current entry files', (_, sets) => {
    expect(entriesIn(ROOT, sets)).toBe(sets[0]);
  });

  it('counts the own files a journey imports, across web, shared and functions, and no package', async () => {
    const files = await journeyFiles(ROOT, journeys['admin deletes a user']![0]!);
    expect(files).toEqual(
      expect.arrayContaining([
        'web/src/features/admin/use-deletion.tsx',
        'web/src/lib/api-client.ts',
        'shared/src/admin/admin-api.ts',
        'functions/src/features/admin/admin-deletions.ts',
      ]),
    );
    expect(files.filter((file) => file.includes('node_modules') || !file.includes('/src/'))).toEqual([]);
  });
});
