// One uploaded file checked as an endpoint's rules say: present, within its size, and of an accepted type as
// decided by its bytes (file-type), never by its name or the browser's claim. Anything else is an Outcome with
// a 4xx the person can act on. The multipart body itself is read, with bounds, by platform/api/multipart.ts.
import { fileTypeFromBuffer } from 'file-type';
import { missingFileText } from '@marketplace/shared/api/endpoint';
import type { UploadedFile } from '../../ports/media.port.ts';
import { failure, success, type Outcome } from '../http.ts';

export interface UploadRules {
  maxBytes: number;
  /** The types accepted, by the mime type file-type finds in the bytes. */
  accept: readonly string[];
  /** Said when the bytes are none of `accept`. */
  acceptedText: string;
}

export const uploadErrors = {
  missingFile: missingFileText,
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
} as const;

export async function checkUploadedFile(file: Blob | undefined, rules: UploadRules): Promise<Outcome<UploadedFile>> {
  if (!file || file.size === 0) return failure('invalid', uploadErrors.missingFile);
  if (file.size > rules.maxBytes) return failure('too-large', uploadErrors.tooLarge(rules.maxBytes));
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !rules.accept.includes(kind.mime)) return failure('unsupported', rules.acceptedText);
  return success({ bytes, mime: kind.mime, extension: kind.ext });
}

/** SPEC 5 product images (ARCHITECTURE: checked by their bytes): JPEG, PNG or WebP, at most 5 MB. */
export const imageUploadRules: UploadRules = {
  maxBytes: 5 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  acceptedText: 'Upload a JPEG, PNG or WebP image.',
};
