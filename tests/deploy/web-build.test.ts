// The production web build, as Hosting would serve it: no XState inspector code, even when the shell that
// builds it has XSTATE_INSPECT=on (only `npm run dev -- --inspect`'s dev server turns it on).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the production web build', () => {
  let outDir = '';
  let scripts: { name: string; text: string }[] = [];

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'marketplace-web-build-'));
    await promisify(execFile)(
      process.execPath,
      [
        join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: join(root, 'web'), env: { ...process.env, XSTATE_INSPECT: 'on' }, maxBuffer: 16 * 1024 * 1024 },
    );
    const assets = join(outDir, 'assets');
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
  });

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('holds the app', () => {
    expect(scripts.some(({ text }) => text.includes('Loading Platform'))).toBe(true);
  });

  it('contains no XState inspector code', () => {
    // Markers of @statelyai/inspect's own code: its name, its entry point and the inspector's address.
    const markers = ['@statelyai/inspect', 'createBrowserInspector', 'stately.ai/inspect', '@statelyai.connected'];
    const found = scripts.flatMap(({ name, text }) =>
      markers.filter((m) => text.includes(m)).map((m) => `${name}: ${m}`),
    );
    expect(found).toEqual([]);
  });
});
