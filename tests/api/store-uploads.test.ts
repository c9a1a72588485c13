// Product images go through the server (ARCHITECTURE 'Who writes what'; issue: checked by their bytes, JPEG,
// PNG or WebP, at most 5 MB): the answer carries SPEC 7's secure_url, and the file is served from there.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/src/app.ts';
import { localMediaRoutes } from '../../functions/src/local/media-routes.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { clearFirestore, listen, startBackend, type Backend } from './support/emulators.ts';
import { restoreProfiles, signedInPerson, type Person } from './support/payments.ts';

let backend: Backend;
let server: { url: string; close(): Promise<void> };
let seller: Person;
let student: Person;
let photo: Buffer;

beforeAll(async () => {
  backend = startBackend();
  // The api app behind the local host's media routes, as `npm start` serves them.
  const app = createApp(backend);
  app.use(localMediaRoutes(backend.localMedia!));
  server = await listen(app);
  [seller, student] = await Promise.all([signedInPerson(backend, 'seller'), signedInPerson(backend, 'student')]);
  photo = await readFile(new URL('../../scripts/seed-data/products/line-following-robot.jpg', import.meta.url));
});
afterAll(async () => {
  await server.close();
  await backend.close();
});
beforeEach(async () => {
  await clearFirestore();
  await restoreProfiles(backend, { seller: [seller], student: [student] });
});

async function upload(as: Person | null, file: Blob | null, name = 'photo.jpg') {
  const form = new FormData();
  if (file) form.append('file', file, name);
  const response = await fetch(`${server.url}/api/uploads/product-image`, {
    method: 'POST',
    headers: as ? { authorization: `Bearer ${as.token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /api/uploads/product-image', () => {
  it('stores a seller’s JPEG and answers its secure_url, where the same bytes are served', async () => {
    const { status, body } = await upload(seller, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
    expect(status).toBe(201);
    expect(body.secure_url).toMatch(/^\/media\/products\/[\w-]+\.jpg$/);
    const served = await fetch(`${server.url}${body.secure_url as string}`);
    expect(served.headers.get('content-type')).toMatch(/image\/jpeg/);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);
  });

  it('goes by the bytes, not the name or the claimed type: a JPEG called .png is stored as a .jpg', async () => {
    const { body } = await upload(seller, new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    expect(body.secure_url).toMatch(/\.jpg$/);
  });

  it('answers 415 to a program renamed to .png, and to text', async () => {
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    for (const bytes of [program, Buffer.from('just some text, not an image')]) {
      expect(await upload(seller, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png')).toEqual({
        status: 415,
        body: { error: 'Upload a JPEG, PNG or WebP image.' },
      });
    }
  });

  it('answers 413 to an image over 5 MB', async () => {
    const large = Buffer.concat([photo, Buffer.alloc(6 * 1024 * 1024, 0)]);
    expect(await upload(seller, new Blob([new Uint8Array(large)], { type: 'image/jpeg' }))).toEqual({
      status: 413,
      body: { error: 'The file is larger than 5 MB.' },
    });
  });

  it('answers 400 when no file comes with the form, and 415 to a body that is not a form', async () => {
    expect(await upload(seller, null)).toEqual({ status: 400, body: { error: 'Choose a file to upload.' } });
    const json = await fetch(`${server.url}/api/uploads/product-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('answers 403 to a student and 401 without a token', async () => {
    expectConsole('warn', /rejected ID token/);
    const jpeg = new Blob([new Uint8Array(photo)], { type: 'image/jpeg' });
    expect(await upload(student, jpeg)).toEqual({ status: 403, body: { error: 'Only sellers can list products.' } });
    expect((await upload(null, jpeg)).status).toBe(401);
  });
});
