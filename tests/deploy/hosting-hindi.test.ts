// How Hosting serves the Hindi addresses beside the `hi/` folder (decision 065), with firebase.json as it is and the
// files a deploy uploads (the prerendered pages less Hosting's `ignore` list), through superstatic: the engine
// firebase-tools' Hosting emulator serves with, whose cleanUrls, rewrites and order (files, then rewrites) are
// Hosting's. `/hi` must be hi.html, not the `hi/` folder nor the app's shell; `/hi/store` the pages function.
// Production Hosting is not reachable from here: this holds the configuration to the emulator's reading of it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import superstatic from 'superstatic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from '../../scripts/temporary-dir.ts';
import { PRERENDERED_PAGES } from '../../web/prerendered-html.ts';

interface Rewrite {
  function?: { functionId: string };
}

const hosting = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting as {
  ignore: string[];
} & Record<string, unknown>;

let server: Server;
let base = '';
let publicDir = '';

beforeAll(async () => {
  // Removed when the worker exits, not after the last test: superstatic opens a file's stream even for an address it
  // redirects (`/hi/about.html`), and on a busy machine that open can come after the answer, and so after an
  // afterAll's removal, where its ENOENT was an uncaught error that failed a CI run whose tests had all passed.
  publicDir = temporaryDir('hosting-hindi-');
  // What a deploy uploads: each prerendered page and the app's shell, less what firebase.json ignores (the
  // fallbacks of the pages the function draws). Each file says its own name.
  const uploaded = [...Object.values(PRERENDERED_PAGES), 'app.html'].filter((file) => !hosting.ignore.includes(file));
  for (const file of uploaded) {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), `file:${file}`);
  }
  // Typed by connect as any of its handler shapes; superstatic's is (request, response, next).
  const handler = superstatic({
    config: { ...hosting, public: '.' },
    cwd: publicDir,
    stack: 'strict',
    rewriters: {
      // The function's answer stands for whatever it draws: which function the address reached.
      function: (rewrite: Rewrite) =>
        Promise.resolve({ data: `function:${rewrite.function?.functionId}`, contentType: 'text/plain' }),
    },
  }) as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  server = createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end('fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
};

describe('Hosting, with firebase.json, at the Hindi addresses', () => {
  it.each([
    ['/hi', 'file:hi.html'],
    ['/hi/about', 'file:hi/about.html'],
    ['/hi/support', 'file:hi/support.html'],
    ['/hi/terms', 'file:hi/terms.html'],
    ['/', 'file:index.html'],
    ['/about', 'file:about.html'],
    ['/hi/store', 'function:pages'],
    ['/hi/careers', 'function:pages'],
    ['/hi/store/kit-1', 'function:pages'],
    ['/hi/careers/job-1', 'function:pages'],
    ['/store', 'function:pages'],
    // Addresses without a Hindi page are the app's, which draws the English page (decision 065).
    ['/hi/dashboard', 'file:app.html'],
    ['/dashboard', 'file:app.html'],
  ])('serves %s as %s', async (path, served) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    expect(body, path).toBe(served);
  });

  it('sends the .html addresses to their clean ones, so each page has one address', async () => {
    for (const [file, clean] of [
      ['/hi.html', '/hi'],
      ['/hi/about.html', '/hi/about'],
    ] as const) {
      const { status, location } = await get(file);
      expect([301, 302], file).toContain(status);
      expect(new URL(location!, base).pathname, file).toBe(clean);
    }
  });

  it('never serves the fallbacks Hosting ignores, and sends /hi/ (the folder) to /hi', async () => {
    expect(hosting.ignore).toEqual(expect.arrayContaining(['hi/store.html', 'hi/careers.html']));
    // Without firebase.json's redirect, `/hi/` was the app's shell (cleanUrls maps `/hi` to hi.html, not `/hi/`).
    const { status, location } = await get('/hi/');
    expect(status).toBe(301);
    expect(new URL(location!, base).pathname).toBe('/hi');
  });
});
