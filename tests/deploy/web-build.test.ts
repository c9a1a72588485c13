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

/** The chunks each visitor page shows first, as web/src/app/page-view.tsx loads them. */
const visitorPageModules = {
  home: ['src/features/static-pages/home-page.tsx', 'src/features/store/store-browser.tsx'],
  store: ['src/features/store/store-page.tsx'],
  careers: ['src/features/careers/careers-page.tsx'],
  login: ['src/features/session/auth-screen.tsx'],
};

describe('the production web build', () => {
  let outDir = '';
  let scripts: { name: string; text: string }[] = [];
  /**
   * What each visitor page loads before it shows: the entry and the page's chunks (page-view.tsx), with their
   * static imports, from Vite's manifest.
   */
  const firstLoad = new Map<string, { name: string; text: string }[]>();

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
    for (const [page, modules] of Object.entries(visitorPageModules)) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in Vite's manifest`);
        if (files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.imports?.forEach(visit);
      };
      ['index.html', ...modules].forEach(visit);
      firstLoad.set(
        page,
        scripts.filter(({ name }) => files.has(`assets/${name}`)),
      );
    }
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

  it('keeps the first load of every visitor page within 150 kB of gzip JavaScript', () => {
    const gzipKb = [...firstLoad].map(
      ([page, files]) => [page, files.reduce((sum, { text }) => sum + gzipSync(text).length, 0) / 1024] as const,
    );
    expect(gzipKb.map(([page]) => page)).toEqual(Object.keys(visitorPageModules));
    for (const [page, kb] of gzipKb) expect(kb, page).toBeLessThanOrEqual(150);
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
    const found = [...firstLoad.values()]
      .flat()
      .flatMap(({ name, text }) => markers.filter((m) => text.includes(m)).map((m) => `${name}: ${m}`));
    expect(found).toEqual([]);
  });
});
