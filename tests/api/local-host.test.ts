// The local host puts its compressor in front of the built app only: the API, the assistant's streamed answer
// among it, goes out as written; the emails its triggers write link to its own address.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFirestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { startLocalHost, type LocalHost } from '../../functions/src/local/host.ts';
import { API_TEST_PROJECT, clearFirestore, eventually } from './support/emulators.ts';
import { temporaryDir } from '../../scripts/temporary-dir.ts';

let host: LocalHost;
const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(500))});`;

beforeAll(async () => {
  // The host delivers triggers for what is in the database; an empty one gives them nothing to do here.
  await clearFirestore();
  const dist = temporaryDir('host-dist-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>App</title>${'<!-- padding -->'.repeat(200)}`);
  writeFileSync(join(dist, 'app.html'), `<!doctype html><title>App</title>${'<!-- padding -->'.repeat(200)}`);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  host = await startLocalHost({
    port: 0,
    webDist: dist,
    projectId: API_TEST_PROJECT,
    mediaDir: temporaryDir('host-media-'),
  });
});
afterAll(async () => {
  await host.close();
});

const get = (path: string) => fetch(`${host.url}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });

describe('the local host serving the built app', () => {
  // Compression and caching of web/dist itself: functions/src/local/web-app.test.ts.
  it('leaves the API uncompressed, so the assistant’s answer can stream', async () => {
    const response = await get('/api/store/config');
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('serves the contract’s OpenAPI document at /api/openapi.json (decision 022)', async () => {
    const response = await get('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/store/search');
  });
});

describe("the local host's emails", () => {
  it('link to the address the host runs on, its own port (decision 025), not a fixed localhost:3000', async () => {
    // startLocalHost made the admin app; the suite writes through it what a job application would.
    const db = getFirestore();
    await db
      .doc(paths.user('admin-for-links'))
      .set({ uid: 'admin-for-links', email: 'links@example.com', role: 'admin' });
    await db.doc(paths.application('application-for-links')).set({
      jobId: 'job-1',
      jobTitle: 'Embedded engineer',
      applicantName: 'Asha',
      applicantEmail: 'asha@example.com',
      resumeRef: 'resumes/asha.pdf',
      appliedAt: new Date(),
    });
    const mail = await eventually(
      async () => (await db.doc(paths.mail('application-application-for-links-admin-for-links')).get()).data(),
      (written) => written !== undefined,
    );
    expect(host.url).not.toBe('http://127.0.0.1:3000');
    expect((mail as { message: { text: string } }).message.text).toContain(`${host.url}/dashboard`);
  });
});
