// The contract every Media adapter keeps, run against each one by adapters/media.contract.test.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Media, UploadedFile } from './media.port.ts';

export interface MediaContractSubject {
  media: Media;
  /** Loads a URL or link as a browser would: the bytes, or null when it does not open. */
  open(urlOrLink: string): Promise<Buffer | null>;
}

/** The smallest valid PNG (1x1, transparent). */
export const tinyPng: UploadedFile = {
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  mime: 'image/png',
  extension: 'png',
};

export const tinyPdf: UploadedFile = {
  bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  mime: 'application/pdf',
  extension: 'pdf',
};

export function mediaContract(name: string, makeSubject: () => Promise<MediaContractSubject>) {
  describe(`Media contract: ${name}`, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('stores an image at a URL that loads its bytes', async () => {
      const { media, open } = await makeSubject();
      const { url } = await media.storeImage(tinyPng, 'products');
      expect(await open(url)).toEqual(tinyPng.bytes);
    });

    it('gives each stored image its own URL', async () => {
      const { media } = await makeSubject();
      const first = await media.storeImage(tinyPng, 'products');
      const second = await media.storeImage(tinyPng, 'products');
      expect(second.url).not.toBe(first.url);
    });

    it('removes an image so its URL no longer loads', async () => {
      const { media, open } = await makeSubject();
      const { url } = await media.storeImage(tinyPng, 'products');
      await media.removeImage(url);
      expect(await open(url)).toBeNull();
    });

    it('leaves alone a URL it never issued', async () => {
      const { media, open } = await makeSubject();
      const { url } = await media.storeImage(tinyPng, 'products');
      await expect(media.removeImage('https://elsewhere.example/image.png')).resolves.toBeUndefined();
      await expect(media.removeImage(`${url}-unknown`)).resolves.toBeUndefined();
      await expect(media.removeImage('')).resolves.toBeUndefined();
      expect(await open(url)).toEqual(tinyPng.bytes);
    });

    it('reads back the bytes of a private file it stored, and of an image by its URL (decision 040)', async () => {
      const { media } = await makeSubject();
      const { ref } = await media.storePrivateFile(tinyPdf, 'resumes');
      expect(await media.readPrivateFile(ref)).toEqual(tinyPdf.bytes);
      const { url } = await media.storeImage(tinyPng, 'products');
      expect(await media.readImage(url)).toEqual(tinyPng.bytes);
      expect(await media.readImage('https://elsewhere.example/image.png')).toBeNull();
      await media.removeImage(url);
      expect(await media.readImage(url)).toBeNull();
    });

    it('stores a private file under a ref that is not a URL anyone can open', async () => {
      const { media, open } = await makeSubject();
      const { ref } = await media.storePrivateFile(tinyPdf, 'resumes');
      expect(ref).not.toMatch(/^(https?:|\/)/);
      expect(await open(ref)).toBeNull();
    });

    it('opens a private file through its link before the ttl, and not after', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-01T10:00:00Z'));
      const { media, open } = await makeSubject();
      const { ref } = await media.storePrivateFile(tinyPdf, 'resumes');
      const link = await media.privateLink(ref, 300);
      vi.setSystemTime(new Date('2026-11-01T10:04:50Z'));
      expect(await open(link)).toEqual(tinyPdf.bytes);
      vi.setSystemTime(new Date('2026-11-01T10:05:10Z'));
      expect(await open(link)).toBeNull();
    });

    it('removes a private file so even a fresh link no longer opens it', async () => {
      const { media, open } = await makeSubject();
      const { ref } = await media.storePrivateFile(tinyPdf, 'resumes');
      await media.removePrivateFile(ref);
      expect(await open(await media.privateLink(ref, 300))).toBeNull();
    });
  });
}
