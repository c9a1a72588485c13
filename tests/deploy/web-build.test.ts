// The production web build, as Hosting would serve it: no XState inspector code, even when the shell that
// builds it has XSTATE_INSPECT=on (only `npm run dev -- --inspect`'s dev server turns it on); and a first load
// within issue 10's budget, Firestore and the validation library fetched only when wanted.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the production web build', () => {
  let outDir = '';
  let scripts: { name: string; text: string }[] = [];
  /** What index.html loads before anything shows: the entry and its static imports (Vite's manifest). */
  let firstLoad: { name: string; text: string }[] = [];

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
      {
        cwd: join(root, 'web'),
        // Vitest sets NODE_ENV=test, which would give React's development build; Hosting gets production's.
        env: { ...process.env, NODE_ENV: 'production', XSTATE_INSPECT: 'on' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    const assets = join(outDir, 'assets');
    scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(join(assets, name), 'utf8') }));
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit('index.html');
    firstLoad = scripts.filter(({ name }) => files.has(`assets/${name}`));
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

  it('keeps the first load within 150 kB of gzip JavaScript', () => {
    expect(firstLoad.length).toBeGreaterThan(0);
    const gzipKb = firstLoad.reduce((sum, { text }) => sum + gzipSync(text).length, 0) / 1024;
    expect(gzipKb).toBeLessThanOrEqual(150);
  });

  it('leaves Firestore and the validation library out of the first load', () => {
    // Firestore's SDK names its backend; zod names its error class.
    const markers = ['firestore.googleapis.com', 'ZodError'];
    expect(scripts.some(({ text }) => markers.every((m) => !text.includes(m)))).toBe(true);
    for (const marker of markers)
      expect(
        scripts.some(({ text }) => text.includes(marker)),
        marker,
      ).toBe(true);
    const found = firstLoad.flatMap(({ name, text }) =>
      markers.filter((m) => text.includes(m)).map((m) => `${name}: ${m}`),
    );
    expect(found).toEqual([]);
  });
});
