// POST /api/applications (SPEC 2 'Careers'): open to anyone, multipart with name, email, jobId and the
// resume file, which is checked by its bytes (PDF, DOC or DOCX, at most 5 MB). Submissions are limited per
// client, so the open endpoint cannot be used to flood the admins or the file store.
import { Router } from 'express';
import { RESUME_MAX_BYTES, RESUME_TYPES } from '@marketplace/shared/careers/application';
import { texts } from '@marketplace/shared/texts';
import { failure, respond } from '../../platform/http.ts';
import type { ClientAddress } from '../../platform/client-address.ts';
import { takeRequest } from '../../platform/rate-limit.ts';
import { readUpload, uploadErrors } from '../../platform/uploads/read-upload.ts';
import {
  applicationErrors,
  checkApplicationFields,
  submitApplication,
  type ApplicationDeps,
} from './submit-application.ts';

/** Applications one client may send per window: enough for a few real ones, too few to flood. */
export const APPLICATIONS_PER_WINDOW = 5;
export const APPLICATION_WINDOW_MS = 10 * 60_000;

export function applicationsRouter(deps: ApplicationDeps & { clientAddress: ClientAddress }): Router {
  const router = Router();
  router.post('/applications', async (req, res) => {
    const upload = await readUpload(req, {
      field: 'resume',
      maxBytes: RESUME_MAX_BYTES,
      accept: RESUME_TYPES,
      acceptedText: 'Upload your resume as a PDF, DOC or DOCX file.',
      textFields: ['name', 'email', 'jobId'],
    });
    if (!upload.ok) {
      // SPEC 8: what went wrong with the file, in 'Resume upload failed: {reason}'; a missing file is SPEC 5's text.
      const { code, message } = upload.error;
      const missingFile = message === uploadErrors.missingFile;
      return respond(
        res,
        failure(code, missingFile ? texts.careers.applicationRequired : texts.careers.resumeUploadFailed(message)),
      );
    }
    const fields = checkApplicationFields(upload.value.fields);
    if (!fields.ok) return respond(res, fields);
    // Counted only for applications that could be stored, so a malformed request writes nothing at all; the
    // body is capped at 5 MB by the reader, so one that is refused costs little.
    const decision = await takeRequest(
      deps.db,
      { name: 'applications', limit: APPLICATIONS_PER_WINDOW, windowMs: APPLICATION_WINDOW_MS },
      deps.clientAddress(req),
    );
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      return respond(res, failure('too-many', applicationErrors.tooMany));
    }
    const { file } = upload.value;
    // file-type names Word's old format by its container (cfb); the stored file keeps the name people know.
    const resume = file.mime === 'application/x-cfb' ? { ...file, extension: 'doc' } : file;
    const outcome = await submitApplication(deps, fields.value, resume);
    if (!outcome.ok) return respond(res, outcome);
    res.status(201).json(outcome.value);
  });
  return router;
}
