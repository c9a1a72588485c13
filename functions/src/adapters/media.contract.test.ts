// Runs the Media contract against the local-disk adapter, served by its real routes on 127.0.0.1, plus what
// only one adapter does. The Cloudinary adapter is not run through the contract: its uploads go through the
// SDK's multipart streaming client and its reads through Cloudinary's CDN, and a faithful offline fake of both
// was more than this change could carry. Its own mapping (public ids from URLs, what it asks the SDK for, the
// shape of its signed private link) is tested below with the SDK's network calls replaced.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { v2 as cloudinary } from 'cloudinary';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaContract, tinyPdf, tinyPng } from '../ports/media.contract.ts';
import { localMediaRoutes } from '../local/media-routes.ts';
import { cloudinaryMedia } from './cloudinary-media.ts';
import { localDiskMedia } from './local-disk-media.ts';

const roots: string[] = [];
const servers: { close(): void }[] = [];

afterAll(async () => {
  for (const server of servers) server.close();
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function servedLocalMedia() {
  const root = await mkdtemp(join(tmpdir(), 'media-contract-'));
  roots.push(root);
  const media = localDiskMedia(root, 'contract-signing-secret');
  const app = express().use(localMediaRoutes(media));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { media, origin };
}

mediaContract('local disk (served on 127.0.0.1)', async () => {
  const { media, origin } = await servedLocalMedia();
  return {
    media,
    async open(urlOrLink) {
      if (!urlOrLink.startsWith('/')) return null;
      const response = await fetch(origin + urlOrLink);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
  };
});

describe('local disk media', () => {
  let media: Awaited<ReturnType<typeof servedLocalMedia>>['media'];
  let origin: string;
  beforeAll(async () => {
    ({ media, origin } = await servedLocalMedia());
  });

  it('refuses a forged or altered private link with its 403 text', async () => {
    const { ref } = await media.storePrivateFile(tinyPdf, 'resumes');
    const link = new URL(await media.privateLink(ref, 300), origin);
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60_000));
    const response = await fetch(link);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'This link is not valid or has expired.' });
  });

  it('never opens a file outside its private folder through a signed ref', async () => {
    expect(
      await media.openPrivateLink(
        { ref: '../public/x.png', expires: String(Date.now() + 1000), signature: 'x' },
        Date.now(),
      ),
    ).toBeNull();
    expect(await media.openPrivateLink({}, Date.now())).toBeNull();
  });

  it('serves a private file with its sniffed type and no caching', async () => {
    const { ref } = await media.storePrivateFile(tinyPng, 'resumes');
    const response = await fetch(origin + (await media.privateLink(ref, 300)));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('downloads a private file under the name its link gives, and refuses a link whose name was changed', async () => {
    const { ref } = await media.storePrivateFile(tinyPdf, 'deliveries');
    const link = new URL(await media.privateLink(ref, 300, { name: 'wiring diagram €.pdf', inline: false }), origin);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="wiring diagram _.pdf"; filename*=UTF-8''${encodeURIComponent('wiring diagram €.pdf')}`,
    );
    link.searchParams.set('name', 'invoice.exe');
    expect((await fetch(link)).status).toBe(403);
  });

  it('shows an image inline when its link asks, and never a file whose bytes are not an image', async () => {
    const photo = await media.storePrivateFile(tinyPng, 'deliveries');
    const shown = await fetch(origin + (await media.privateLink(photo.ref, 300, { name: 'board.png', inline: true })));
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="board\.png"/);
    // Still sandboxed: shown as an image, it can run nothing.
    expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const pdf = await media.storePrivateFile(tinyPdf, 'deliveries');
    const asked = await fetch(origin + (await media.privateLink(pdf.ref, 300, { name: 'a.pdf', inline: true })));
    expect(asked.headers.get('content-disposition')).toMatch(/^attachment; /);
  });

  it('refuses a folder name that is not a plain name', async () => {
    await expect(media.storeImage(tinyPng, '../escape')).rejects.toThrow('not a folder name');
  });
});

describe('cloudinary media (SDK network calls replaced)', () => {
  const credentials = { cloudName: 'demo-cloud', apiKey: '1234567890', apiSecret: 'contract-api-secret' };
  const media = cloudinaryMedia(() => credentials);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  function fakeUpload(result: Record<string, unknown>) {
    const received: Buffer[] = [];
    const spy = vi.spyOn(cloudinary.uploader, 'upload_stream').mockImplementation(
      ((_options: unknown, callback: (error: unknown, result: unknown) => void) =>
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            received.push(chunk);
            done();
          },
          final(done) {
            callback(undefined, result);
            done();
          },
        })) as unknown as typeof cloudinary.uploader.upload_stream,
    );
    return { spy, received };
  }

  it('uploads an image signed with its credentials and answers its secure_url', async () => {
    const secureUrl = 'https://res.cloudinary.com/demo-cloud/image/upload/v1700000000/products/abc123.png';
    const { spy, received } = fakeUpload({ secure_url: secureUrl, public_id: 'products/abc123' });
    expect(await media.storeImage(tinyPng, 'products')).toEqual({ url: secureUrl });
    expect(Buffer.concat(received)).toEqual(tinyPng.bytes);
    expect(spy.mock.calls[0]![0]).toMatchObject({
      cloud_name: 'demo-cloud',
      api_key: '1234567890',
      api_secret: 'contract-api-secret',
      folder: 'products',
      resource_type: 'image',
      type: 'upload',
    });
  });

  it('stores a private file as an authenticated raw asset and keeps only its public id', async () => {
    const { spy } = fakeUpload({ public_id: 'resumes/xyz.pdf', secure_url: 'https://res.cloudinary.com/x' });
    expect(await media.storePrivateFile(tinyPdf, 'resumes')).toEqual({ ref: 'resumes/xyz.pdf' });
    expect(spy.mock.calls[0]![0]).toMatchObject({ folder: 'resumes', resource_type: 'raw', type: 'authenticated' });
  });

  it('removes an image by the public id in its URL, with or without a version', async () => {
    const destroy = vi.spyOn(cloudinary.uploader, 'destroy').mockResolvedValue({ result: 'ok' });
    await media.removeImage('https://res.cloudinary.com/demo-cloud/image/upload/v1700000000/products/abc123.png');
    await media.removeImage('https://res.cloudinary.com/demo-cloud/image/upload/products/def.jpg');
    expect(destroy.mock.calls.map(([id, options]) => [id, options])).toEqual([
      ['products/abc123', expect.objectContaining({ resource_type: 'image', type: 'upload' })],
      ['products/def', expect.objectContaining({ resource_type: 'image', type: 'upload' })],
    ]);
  });

  it('leaves alone a URL from another cloud or site', async () => {
    const destroy = vi.spyOn(cloudinary.uploader, 'destroy').mockResolvedValue({ result: 'ok' });
    await media.removeImage('https://res.cloudinary.com/other-cloud/image/upload/v1/products/abc.png');
    await media.removeImage('https://elsewhere.example/products/abc.png');
    await media.removeImage('');
    expect(destroy).not.toHaveBeenCalled();
  });

  it('removes a private file as the authenticated raw asset it is', async () => {
    const destroy = vi.spyOn(cloudinary.uploader, 'destroy').mockResolvedValue({ result: 'ok' });
    await media.removePrivateFile('resumes/xyz.pdf');
    expect(destroy).toHaveBeenCalledWith(
      'resumes/xyz.pdf',
      expect.objectContaining({ resource_type: 'raw', type: 'authenticated' }),
    );
  });

  it('signs a private download link that expires after the ttl, downloads, and carries no secret', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
    try {
      const link = new URL(await media.privateLink('resumes/xyz.pdf', 300));
      expect(link.origin).toBe('https://api.cloudinary.com');
      expect(link.pathname).toBe('/v1_1/demo-cloud/raw/download');
      const params = Object.fromEntries(link.searchParams);
      expect(params).toMatchObject({
        public_id: 'resumes/xyz.pdf',
        type: 'authenticated',
        // A download, as the local host serves it (decision 016): never shown inline.
        attachment: 'true',
        api_key: '1234567890',
        expires_at: String(Date.parse('2026-11-01T10:05:00Z') / 1000),
      });
      expect(params.signature).toMatch(/^[0-9a-f]{40}$/);
      expect(link.href).not.toContain(credentials.apiSecret);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to run with empty credentials', async () => {
    await expect(cloudinaryMedia(() => ({ ...credentials, apiSecret: '' })).privateLink('r', 60)).rejects.toThrow(
      'Cloudinary credentials must not be empty',
    );
  });
});
