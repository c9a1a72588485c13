// The functions upload installs from the npm registry alone and exports what the trigger table promises:
// built, copied as `firebase deploy` would copy it, installed as Cloud Build would, then loaded in a child.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { triggers } from '../../functions/src/triggers.ts';
import { copyFiles, functionsConfig, uploadedFiles } from './support/functions-upload.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const functionsDir = join(root, 'functions');

/** Runs a command; a failure carries everything the command printed, which is the useful part. */
async function run(what: string, command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  try {
    return await promisify(execFile)(command, args, { ...options, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number | string; stdout?: string; stderr?: string };
    const line = [command, ...args].join(' ');
    throw new Error(`${what} failed (${line}, exit code ${code}):\n--- stdout\n${stdout}\n--- stderr\n${stderr}`);
  }
}

describe('the functions upload', () => {
  let uploadDir = '';
  let files: string[] = [];

  let webDist = '';

  beforeAll(async () => {
    // The `pages` function carries the web build's server renderer (decision 021): a web build of this test's own.
    webDist = mkdtempSync(join(tmpdir(), 'marketplace-web-build-'));
    await run('Building the web app', process.execPath, ['--import', 'tsx', 'build.ts', '--outDir', webDist], {
      cwd: join(root, 'web'),
    });
    await run('Building the functions (node build.mjs)', process.execPath, ['build.mjs'], {
      cwd: functionsDir,
      env: { ...process.env, WEB_DIST: webDist },
    });
    files = uploadedFiles(functionsDir, functionsConfig(join(root, 'firebase.json'), 'functions').ignore);
    uploadDir = mkdtempSync(join(tmpdir(), 'marketplace-functions-upload-'));
    copyFiles(files, functionsDir, uploadDir);
  });

  afterAll(() => {
    if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  });

  it('holds package.json and the built lib/ only', () => {
    expect(files).toContain('package.json');
    expect(files).toContain('lib/index.js');
    expect(files).toEqual(
      expect.arrayContaining(['lib/web/app.html', 'lib/web/store.html', 'lib/web/server/render-page.mjs']),
    );
    expect(files.filter((file) => file !== 'package.json' && !file.startsWith('lib/'))).toEqual([]);
  });

  it('installs from the registry alone and exports one function per trigger-table entry, plus api and pages', async () => {
    await run('npm install in the copied upload', 'npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
      cwd: uploadDir,
    });
    // A child process of its own: initializeApp and the SDKs' clients must not touch this one. The
    // environment is a deployed function's, minus the metadata server (and without the emulators' addresses).
    // The pages' renderer is loaded too, as the function loads it, and draws the store with a product.
    const load =
      `const module = await import('./lib/index.js');` +
      `const { readFile } = await import('node:fs/promises');` +
      `const { renderPage } = await import('./lib/web/server/render-page.mjs');` +
      `const html = await renderPage(await readFile('lib/web/app.html', 'utf8'), '/store', { listings: [` +
      `{ id: 'p1', sellerId: 's', name: 'Uploaded Robot Kit', description: 'd', price: 10, imageUrl: '', createdAt: 1 }] });` +
      `console.error(html.includes('Uploaded Robot Kit') ? 'rendered' : 'not rendered');` +
      `console.log(JSON.stringify(Object.keys(module)));`;
    const { stdout, stderr } = await run(
      'Loading lib/index.js',
      process.execPath,
      ['--input-type=module', '-e', load],
      {
        cwd: uploadDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          METADATA_SERVER_DETECTION: 'none',
          GCLOUD_PROJECT: 'demo-deploy',
          FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-deploy' }),
        },
      },
    );
    const exported = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
    expect(exported.sort()).toEqual([...Object.keys(triggers), 'api', 'pages'].sort());
    expect(stderr).toContain('rendered');
    expect(stderr).not.toContain('not rendered');
  });
});
