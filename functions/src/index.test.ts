// index.ts must export one Cloud Function per trigger-table entry, under the entry's name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { triggers } from './triggers.ts';

describe('functions/src/index.ts', () => {
  const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
  const exported = [...source.matchAll(/^export const (\w+) = toCloudFunction\(triggers\.(\w+)\);$/gm)];

  it('exports every trigger under its own name', () => {
    for (const [, exportName, entry] of exported) expect(exportName).toBe(entry);
    expect(exported.map(([, name]) => name).sort()).toEqual(Object.keys(triggers).sort());
  });

  it('exports the api function', () => {
    expect(source).toMatch(/^export const api = onRequest\(/m);
  });
});
