// How the local host serves the built app (issue 10), as firebase.json has Hosting serve it: compressed,
// hashed assets cached for a year, everything else (index.html, the app's pages) checked on every load.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, startLocalHost, type LocalHost } from '../../functions/src/local/host.ts';
import { API_TEST_PROJECT, clearFirestore } from './support/emulators.ts';

let host: LocalHost;
const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(500))});`;

beforeAll(async () => {
  // The host delivers triggers for what is in the database; an empty one gives them nothing to do here.
  await clearFirestore();
  const dist = mkdtempSync(join(tmpdir(), 'host-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>App</title>${'<!-- padding -->'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  host = await startLocalHost({
    port: 0,
    webDist: dist,
    projectId: API_TEST_PROJECT,
    mediaDir: mkdtempSync(join(tmpdir(), 'host-media-')),
  });
});
afterAll(async () => {
  await host.close();
});

const get = (path: string, encoding = 'gzip, br') =>
  fetch(`${host.url}${path}`, { headers: { 'accept-encoding': encoding } });

describe('the local host serving the built app', () => {
  it('sends hashed assets compressed, cached for a year as immutable', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await response.text()).toBe(script);
  });

  it.each(['/', '/store', '/index.html'])('sends %s (the app) to be checked on every load', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>App</title>');
  });

  it('leaves the API uncompressed, so the assistant’s answer can stream', async () => {
    const response = await get('/api/store/config');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('matches what firebase.json has Hosting send', () => {
    const config = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    // Hosting applies every matching entry, the last one winning: the assets' rule comes after the catch-all.
    expect(config.hosting.headers.map(({ source, headers }) => [source, headers[0]?.value])).toEqual([
      ['**', 'no-cache'],
      ['/assets/**', IMMUTABLE],
    ]);
  });
});
