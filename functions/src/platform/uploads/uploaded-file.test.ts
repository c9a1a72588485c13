// readMultipart and checkUploadedFile against real multipart requests (an express server on 127.0.0.1, sent with
// fetch and FormData): the type comes from the bytes, never the name or the browser's claim.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMultipart, UPLOAD_MAX_BYTES } from '../api/multipart.ts';
import { checkUploadedFile, imageUploadRules, uploadErrors } from './uploaded-file.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal JPEG: SOI, a JFIF APP0 segment, EOI. */
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);
/** A Windows executable's first bytes ('MZ' header). */
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)]);

let origin = '';
let close = () => {};
const rules = { ...imageUploadRules, maxBytes: 1024 * 1024 };

beforeAll(async () => {
  const app = express().post('/upload', async (req, res) => {
    const form = await readMultipart(req);
    if (!form.ok) return void res.json(form);
    const image = form.value.get('image');
    const outcome = await checkUploadedFile(image instanceof Blob ? image : undefined, rules);
    res.json(
      outcome.ok
        ? {
            ok: true,
            mime: outcome.value.mime,
            extension: outcome.value.extension,
            size: outcome.value.bytes.length,
            caption: form.value.get('caption'),
          }
        : outcome,
    );
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function send(parts: { name: string; bytes?: Buffer; filename?: string; type?: string; text?: string }[]) {
  const form = new FormData();
  for (const part of parts) {
    if (part.text !== undefined) form.append(part.name, part.text);
    else form.append(part.name, new Blob([part.bytes!], { type: part.type ?? '' }), part.filename);
  }
  return (await fetch(`${origin}/upload`, { method: 'POST', body: form })).json();
}

describe('an uploaded file', () => {
  it('accepts a real PNG and a real JPEG, typed by their bytes, with the text fields beside them', async () => {
    expect(
      await send([
        { name: 'image', bytes: png, filename: 'photo.png', type: 'image/png' },
        { name: 'caption', text: 'A lamp' },
      ]),
    ).toEqual({ ok: true, mime: 'image/png', extension: 'png', size: png.length, caption: 'A lamp' });
    expect(await send([{ name: 'image', bytes: jpeg, filename: 'photo.png', type: 'image/png' }])).toMatchObject({
      ok: true,
      mime: 'image/jpeg',
      extension: 'jpg',
    });
  });

  it('refuses a text file or an executable renamed to .jpg, by its bytes', async () => {
    const refused = { ok: false, error: { code: 'unsupported', message: 'Upload a JPEG, PNG or WebP image.' } };
    expect(
      await send([{ name: 'image', bytes: Buffer.from('just some text'), filename: 'notes.jpg', type: 'image/jpeg' }]),
    ).toEqual(refused);
    expect(await send([{ name: 'image', bytes: exe, filename: 'setup.jpg', type: 'image/jpeg' }])).toEqual(refused);
  });

  it('refuses a file larger than the limit', async () => {
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024)]);
    expect(await send([{ name: 'image', bytes: big, filename: 'big.png', type: 'image/png' }])).toEqual({
      ok: false,
      error: { code: 'too-large', message: 'The file is larger than 1 MB.' },
    });
    expect(uploadErrors.tooLarge(5 * 1024 * 1024)).toBe('The file is larger than 5 MB.');
  });

  it('asks for a file when none (or an empty one) was sent in its field', async () => {
    const missing = { ok: false, error: { code: 'invalid', message: 'Choose a file to upload.' } };
    expect(await send([{ name: 'caption', text: 'no file' }])).toEqual(missing);
    expect(await send([{ name: 'photo', bytes: png, filename: 'p.png', type: 'image/png' }])).toEqual(missing);
    expect(await send([{ name: 'image', bytes: Buffer.alloc(0), filename: 'p.png', type: 'image/png' }])).toEqual(
      missing,
    );
  });

  it('reads a file far over the limit only to one byte past it, and still refuses it as too large', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES * 2)]);
    const app = express().post('/', async (req, res) => {
      const form = await readMultipart(req);
      res.json(form.ok ? (form.value.get('image') as File).size : form);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'huge.png');
    const kept = await (
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: 'POST', body: form })
    ).json();
    server.close();
    expect(kept).toBe(UPLOAD_MAX_BYTES + 1);
  });

  it('says a body that is not a well-formed form could not be read', async () => {
    const response = await fetch(`${origin}/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'not a form',
    });
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'The upload could not be read. Please try again.' },
    });
  });
});
