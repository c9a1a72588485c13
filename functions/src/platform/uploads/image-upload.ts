// Product images are read, then decoded and encoded again (docs/decisions/016-uploaded-images.md). Bytes that
// only start like an image (a JPEG header followed by HTML) do not decode and are refused; what is stored is the
// new encoding alone: no metadata (GPS position, camera, comments), nothing appended after the image, turned
// upright by its EXIF orientation and at most MAX_IMAGE_EDGE pixels on its longer side.
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { UploadedFile } from '../../ports/media.port.ts';
import { failure, success, type Outcome } from '../http.ts';
import { log } from '../log.ts';
import { checkUploadedFile, imageUploadRules } from './uploaded-file.ts';

/** The longer side of a stored image: crisp across a 2x laptop screen; cards show it far smaller. */
export const MAX_IMAGE_EDGE = 2000;
/** Above this the image is refused before decoding: a 50 MP phone photo fits; a 5 MB decompression bomb does not. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const imageErrors = {
  notAnImage: 'The file is not an image that can be read. Upload a JPEG, PNG or WebP photo.',
  tooManyPixels: `The image is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const;

/** Each accepted type is stored as itself, so a PNG keeps its transparency and a JPEG stays small. */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 82 }),
  'image/png': (image) => image.png({ compressionLevel: 9 }),
  'image/webp': (image) => image.webp({ quality: 82 }),
};

/** A corrupt pixel stream is an error (libjpeg's warnings, common in real camera files, are not). */
const decodeOptions: SharpOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS };

/** The one way an uploaded image is taken: its bytes checked by type (checkUploadedFile), then re-encoded. */
export async function checkUploadedImage(file: Blob | undefined): Promise<Outcome<UploadedFile>> {
  const upload = await checkUploadedFile(file, imageUploadRules);
  return upload.ok ? reencodeImage(upload.value) : upload;
}

export async function reencodeImage(file: UploadedFile): Promise<Outcome<UploadedFile>> {
  const encode = encoders[file.mime];
  if (!encode) return failure('unsupported', imageErrors.notAnImage);
  let size: { width?: number; height?: number };
  try {
    // The header alone: refuses a bomb by its stated size before any pixel is decoded.
    size = await sharp(file.bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    return failure('unsupported', imageErrors.notAnImage);
  }
  if (!size.width || !size.height) return failure('unsupported', imageErrors.notAnImage);
  if (size.width * size.height > MAX_INPUT_PIXELS) return failure('too-large', imageErrors.tooManyPixels);
  try {
    const pipeline = sharp(file.bytes, decodeOptions)
      .timeout({ seconds: 20 }) // a stuck decode ends, and the request with it
      .autoOrient()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (keepMetadata/withMetadata), so EXIF, XMP and ICC are left out.
    const bytes = await encode(pipeline).toBuffer();
    return success({ ...file, bytes });
  } catch (error) {
    log.warn('an uploaded image did not decode', { mime: file.mime, size: file.bytes.length, reason: String(error) });
    return failure('unsupported', imageErrors.notAnImage);
  }
}
