// Product images go through the server (ARCHITECTURE 'Who writes what'; issue: checked by their bytes, JPEG,
// PNG or WebP, at most 5 MB, then decoded and re-encoded: decision 016): the answer carries SPEC 7's
// secure_url, and the re-encoded file is served from there.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_EDGE, MAX_INPUT_PIXELS } from '../../functions/src/platform/uploads/image-upload.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { serveAsLocalHost, useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import type { Person } from './support/payments.ts';

let backend: Backend;
let server: { url: string; close(): Promise<void> };
let seller: Person;
let student: Person;
let photo: Buffer;

useApiSuite({ serve: serveAsLocalHost, people: ['seller', 'student'] }, (suite) => {
  ({ backend, api: server } = suite);
  [seller, student] = suite.people;
});
beforeAll(async () => {
  photo = await readFile(new URL('../../scripts/seed-data/products/line-following-robot.jpg', import.meta.url));
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

/** The bytes served at a secure_url. */
async function served(url: unknown): Promise<Buffer> {
  const response = await fetch(`${server.url}${url as string}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const size = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
};

/** The product images on disk, so a refusal can be seen to have stored nothing. */
const storedImages = () => readdir(join(backend.localMedia!.publicDir, 'products')).catch(() => [] as string[]);

describe('POST /api/uploads/product-image', () => {
  it('stores a seller’s JPEG and answers its secure_url, where the re-encoded image is served', async () => {
    const { status, body } = await upload(seller, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }));
    expect(status).toBe(201);
    expect(body.secure_url).toMatch(/^\/media\/products\/[\w-]+\.jpg$/);
    const served = await fetch(`${server.url}${body.secure_url as string}`);
    expect(served.headers.get('content-type')).toMatch(/image\/jpeg/);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', ...(await size(photo)) });
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

  it('refuses a polyglot, a JPEG header followed by HTML, with 415 and stores nothing', async () => {
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0<html><body><script>alert(document.cookie)</script></body></html>', 'latin1'),
    ]);
    const before = await storedImages();
    expect(await upload(seller, new Blob([new Uint8Array(polyglot)], { type: 'image/jpeg' }))).toEqual({
      status: 415,
      body: { error: 'The file is not an image that can be read. Upload a JPEG, PNG or WebP photo.' },
    });
    expect(await storedImages()).toEqual(before);
  });

  it('keeps only the image of a real JPEG with HTML appended after it', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    const { body } = await upload(seller, new Blob([new Uint8Array(Buffer.concat([photo, Buffer.from(html)]))]));
    const stored = await served(body.secure_url);
    expect(stored.includes('<script')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('stores a JPEG and a PNG without their EXIF metadata (GPS position) and upright', async () => {
    const gps = {
      GPSLatitudeRef: 'N',
      GPSLatitude: '22/1 43/1 5/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '75/1 51/1 7/1',
    };
    const exif = { IFD0: { Copyright: 'Ana Rao' }, IFD3: { ...gps, GPSMapDatum: 'WGS-84' } };
    // Orientation 6: the camera was turned, so the 60×40 pixels show as a 40×60 photo.
    const base = sharp({ create: { width: 60, height: 40, channels: 3, background: '#36a' } })
      .withMetadata({ orientation: 6 })
      .withExif(exif);
    for (const [format, bytes] of [
      ['jpeg', await base.clone().jpeg().toBuffer()],
      ['png', await base.clone().png().toBuffer()],
    ] as const) {
      expect(await sharp(bytes).metadata()).toMatchObject({ format, orientation: 6, exif: expect.any(Buffer) });
      expect((await sharp(bytes).metadata()).exif?.includes('WGS-84')).toBe(true);
      const { status, body } = await upload(seller, new Blob([new Uint8Array(bytes)]), `photo.${format}`);
      expect(status).toBe(201);
      const stored = await served(body.secure_url);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format, width: 40, height: 60 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(stored.includes('WGS-84')).toBe(false);
    }
  });

  it(`stores a large image at most ${MAX_IMAGE_EDGE} px on its longer side, keeping its proportions`, async () => {
    const wide = await sharp({ create: { width: 6000, height: 1500, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(seller, new Blob([new Uint8Array(wide)]), 'wide.png');
    expect(status).toBe(201);
    expect(await size(await served(body.secure_url))).toEqual({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE / 4 });
  });

  it('refuses an image whose stated size is a decompression bomb with 413, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await storedImages();
    expect(await upload(seller, new Blob([new Uint8Array(bomb)]), 'bomb.png')).toEqual({
      status: 413,
      body: { error: 'The image is larger than 50 megapixels.' },
    });
    expect(await storedImages()).toEqual(before);
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
