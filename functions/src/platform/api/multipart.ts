// A multipart request read before the contract's handler sees it (decision 022): oRPC would read the whole body
// into memory, so here busboy reads it with bounds, and the handler gets the parts as the FormData it decodes
// into the endpoint's input (a File per file part). The type of a file is decided later by its bytes
// (platform/uploads/uploaded-file.ts), never by the name or type the browser claims here.
import busboy from 'busboy';
import type { Request } from 'express';
import { DELIVERY_MAX_FILES } from '@marketplace/shared/projects/project-actions';
import { failure, success, type Outcome } from '../http.ts';

/** The largest file any endpoint accepts (a resume, a product image, a delivered file: 5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most files one form may carry: a delivery's most, and one more, so the endpoint sees that there were too
 * many and says so (files past this are drained unread). oRPC's client names them `files[0]`, `files[1]`, …
 */
export const UPLOAD_MAX_FILES = DELIVERY_MAX_FILES + 1;
/** What one form's files may hold together: the most files at the most each (kept files are held in memory). */
export const UPLOAD_MAX_TOTAL_BYTES = DELIVERY_MAX_FILES * UPLOAD_MAX_BYTES;
const TEXT_FIELD_MAX = 10_000;

export const multipartErrors = {
  malformed: 'The upload could not be read. Please try again.',
  tooLarge: `The files are larger than ${UPLOAD_MAX_TOTAL_BYTES / (1024 * 1024)} MB together.`,
} as const;

export const isMultipart = (req: Request) => Boolean(req.is('multipart/form-data'));

/**
 * The parts as FormData. A file is kept to one byte over UPLOAD_MAX_BYTES and the rest is only drained: the
 * endpoint knows from its size that it was too large, without the server holding more of it. Past
 * UPLOAD_MAX_TOTAL_BYTES kept in all, nothing more is kept and the form is refused (413).
 */
export function readMultipart(req: Request, rawBody?: Buffer): Promise<Outcome<FormData>> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: UPLOAD_MAX_FILES, fileSize: UPLOAD_MAX_BYTES + 1, fields: 20, fieldSize: TEXT_FIELD_MAX },
      });
    } catch {
      resolve(failure('invalid', multipartErrors.malformed));
      return;
    }
    const form = new FormData();
    const files: Promise<void>[] = [];
    let kept = 0;
    parser.on('file', (name, stream, { filename, mimeType }) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        kept += chunk.length;
        // Over the bound, the rest is drained (busboy must read to the end) but no longer kept.
        if (kept <= UPLOAD_MAX_TOTAL_BYTES + 1) chunks.push(chunk);
      });
      files.push(
        new Promise((done) =>
          stream.on('end', () => {
            form.append(
              name,
              new File([new Uint8Array(Buffer.concat(chunks))], filename || 'file', { type: mimeType }),
            );
            done();
          }),
        ),
      );
    });
    parser.on('field', (name, value) => form.append(name, value));
    parser.on('error', () => resolve(failure('invalid', multipartErrors.malformed)));
    parser.on(
      'close',
      () =>
        void Promise.all(files).then(() =>
          resolve(kept > UPLOAD_MAX_TOTAL_BYTES + 1 ? failure('too-large', multipartErrors.tooLarge) : success(form)),
        ),
    );
    // On Cloud Functions the body has already been read (`rawBody`); locally it is still a stream.
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });
}
