// readMultipart with several files, as oRPC's client sends an array of them (files[0], files[1], …): each kept
// within its bound, at most UPLOAD_MAX_FILES kept, and the form refused once the files together pass the total.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipartErrors,
  readMultipart,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
} from './multipart.ts';

let origin = '';
let close = () => {};

beforeAll(async () => {
  const app = express().post('/', async (req, res) => {
    const form = await readMultipart(req);
    if (!form.ok) return void res.json(form);
    const files = [...form.value.entries()].filter(([, value]) => value instanceof File);
    res.json({ ok: true, files: files.map(([name, value]) => [name, (value as File).size]) });
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function sendFiles(sizes: number[]) {
  const form = new FormData();
  sizes.forEach((size, index) => form.append(`files[${index}]`, new Blob([new Uint8Array(size)]), `f${index}.pdf`));
  return (await fetch(origin, { method: 'POST', body: form })).json();
}

describe('a form with several files', () => {
  it('keeps each file under its own name', async () => {
    expect(await sendFiles([10, 20, 30])).toEqual({
      ok: true,
      files: [
        ['files[0]', 10],
        ['files[1]', 20],
        ['files[2]', 30],
      ],
    });
  });

  it(`keeps at most ${UPLOAD_MAX_FILES} files (one more than a delivery takes, so it can say there were too many)`, async () => {
    const answer = (await sendFiles(Array.from({ length: UPLOAD_MAX_FILES + 3 }, () => 5))) as { files: unknown[] };
    expect(answer.files).toHaveLength(UPLOAD_MAX_FILES);
  });

  it('refuses the form once its files together pass the total (413)', async () => {
    const count = Math.floor(UPLOAD_MAX_TOTAL_BYTES / UPLOAD_MAX_BYTES) + 1;
    expect(await sendFiles(Array.from({ length: count }, () => UPLOAD_MAX_BYTES))).toEqual({
      ok: false,
      error: { code: 'too-large', message: multipartErrors.tooLarge },
    });
    expect(await sendFiles(Array.from({ length: count - 1 }, () => UPLOAD_MAX_BYTES))).toMatchObject({ ok: true });
  });
});
