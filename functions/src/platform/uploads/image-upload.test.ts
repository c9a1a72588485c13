// The re-encoder alone (the api suite sends real uploads through it): each accepted type stays itself, and
// a file whose header is fine but whose pixels are not is refused, not stored half-read.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import { imageErrors, reencodeImage } from './image-upload.ts';

const picture = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c84' } });

describe('reencodeImage', () => {
  it('keeps a WebP a WebP, without its EXIF', async () => {
    const bytes = await picture()
      .webp()
      .withExif({ IFD3: { GPSMapDatum: 'WGS-84' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const outcome = await reencodeImage({ bytes, mime: 'image/webp', extension: 'webp' });
    expect(outcome.ok).toBe(true);
    const stored = outcome.ok ? outcome.value : null;
    expect(stored).toMatchObject({ mime: 'image/webp', extension: 'webp' });
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect((await sharp(stored!.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses a PNG whose header reads but whose pixel data is cut off', async () => {
    expectConsole('warn', /an uploaded image did not decode/);
    const whole = await picture().png({ compressionLevel: 0 }).toBuffer();
    const bytes = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 300, height: 200 });
    expect(await reencodeImage({ bytes, mime: 'image/png', extension: 'png' })).toEqual({
      ok: false,
      error: { code: 'unsupported', message: imageErrors.notAnImage },
    });
  });

  it('refuses a type it has no encoder for', async () => {
    const bytes = await picture().gif().toBuffer();
    expect(await reencodeImage({ bytes, mime: 'image/gif', extension: 'gif' })).toMatchObject({ ok: false });
  });
});
