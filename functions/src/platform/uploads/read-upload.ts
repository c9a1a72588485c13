// Reads one uploaded file (and the text fields beside it) from a multipart request, with busboy. The size is
// capped while reading, and the type is decided by the file's bytes (file-type), never by its name or the
// browser's claim; anything else is an Outcome with a 4xx the person can act on.
import busboy from 'busboy';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type { UploadedFile } from '../../ports/media.port.ts';
import { failure, success, type Outcome } from '../http.ts';

export interface UploadRules {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  /** The types accepted, by the mime type file-type finds in the bytes. */
  accept: readonly string[];
  /** Said when the bytes are none of `accept`. */
  acceptedText: string;
  /** Text fields read beside the file (others are ignored). */
  textFields?: readonly string[];
}

export interface Upload {
  file: UploadedFile;
  fields: Record<string, string>;
}

export const uploadErrors = {
  notMultipart: 'Send the file as multipart/form-data.',
  missingFile: 'Choose a file to upload.',
  tooLarge: (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  malformed: 'The upload could not be read. Please try again.',
} as const;

const TEXT_FIELD_MAX = 10_000;

export async function readUpload(req: Request, rules: UploadRules): Promise<Outcome<Upload>> {
  if (!req.is('multipart/form-data')) return failure('unsupported', uploadErrors.notMultipart);
  const read = await collect(req, rules);
  if (!read.ok) return read;
  const { bytes, fields } = read.value;
  if (!bytes || bytes.length === 0) return failure('invalid', uploadErrors.missingFile);
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !rules.accept.includes(kind.mime)) return failure('unsupported', rules.acceptedText);
  return success({ file: { bytes, mime: kind.mime, extension: kind.ext }, fields });
}

function collect(
  req: Request,
  rules: UploadRules,
): Promise<Outcome<{ bytes: Buffer | null; fields: Record<string, string> }>> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: rules.maxBytes, fields: 20, fieldSize: TEXT_FIELD_MAX },
      });
    } catch {
      resolve(failure('invalid', uploadErrors.malformed));
      return;
    }
    const chunks: Buffer[] = [];
    let sawFile = false;
    let tooLarge = false;
    const fields: Record<string, string> = {};
    parser.on('file', (name, stream) => {
      if (name !== rules.field || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
    });
    parser.on('field', (name, value) => {
      if (rules.textFields?.includes(name)) fields[name] = value;
    });
    parser.on('error', () => resolve(failure('invalid', uploadErrors.malformed)));
    parser.on('close', () => {
      if (tooLarge) resolve(failure('too-large', uploadErrors.tooLarge(rules.maxBytes)));
      else resolve(success({ bytes: sawFile ? Buffer.concat(chunks) : null, fields }));
    });
    // On Cloud Functions the body has already been read into req.rawBody; locally it is still a stream.
    const rawBody = (req as Request & { rawBody?: unknown }).rawBody;
    if (Buffer.isBuffer(rawBody)) parser.end(rawBody);
    else req.pipe(parser);
  });
}

/** SPEC 5 product images (ARCHITECTURE: checked by their bytes): JPEG, PNG or WebP, at most 5 MB. */
export const imageUploadRules = (field: string): UploadRules => ({
  field,
  maxBytes: 5 * 1024 * 1024,
  accept: ['image/jpeg', 'image/png', 'image/webp'],
  acceptedText: 'Upload a JPEG, PNG or WebP image.',
});
