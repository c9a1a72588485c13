// A job application (SPEC 5 'Job application', ARCHITECTURE 'Who writes what'): anyone may apply, without
// signing in, for a job that exists; the resume is stored as a private file and the application written by
// the server, so neither the file nor the applicant's details are ever public.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { checkApplication, RESUME_MAX_BYTES, RESUME_TYPES } from '@marketplace/shared/careers/application';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import { checkUploadedFile, uploadErrors } from '../../platform/uploads/uploaded-file.ts';
import type { Media, UploadedFile } from '../../ports/media.port.ts';

export const applicationErrors = {
  jobGone: 'This position is no longer open.',
  missingJob: 'jobId is missing or invalid.',
  tooMany: 'Too many applications from this connection. Please try again later.',
} as const;

export interface ApplicationDeps {
  db: Firestore;
  media: Media;
}

export interface ApplicationFields {
  jobId: string;
  name: string;
  email: string;
}

/** Applications one client may send per window: enough for a few real ones, too few to flood. */
export const APPLICATIONS_PER_WINDOW = 5;
export const APPLICATION_WINDOW_MS = 10 * 60_000;

/** What the form sends: each part as it came (the contract only says which are text and which the file). */
export interface ApplicationForm {
  jobId?: string;
  name?: string;
  email?: string;
  resume: Blob;
}

/**
 * A visitor's application as the form sends it: the resume checked first (SPEC 8: 'Resume upload failed:
 * {reason}'; a missing one is SPEC 5's text), then the fields, then the client's allowance (`admit`, counted
 * only for applications that could be stored, so a malformed request writes nothing), then stored.
 */
export async function applyForJob(
  deps: ApplicationDeps,
  form: ApplicationForm,
  admit: () => Promise<void>,
): Promise<Outcome<{ id: string }>> {
  const file = await checkUploadedFile(form.resume, {
    maxBytes: RESUME_MAX_BYTES,
    accept: RESUME_TYPES,
    acceptedText: 'Upload your resume as a PDF, DOC or DOCX file.',
  });
  if (!file.ok) {
    const { code, message } = file.error;
    const missing = message === uploadErrors.missingFile;
    return failure(code, missing ? texts.careers.applicationRequired : texts.careers.resumeUploadFailed(message));
  }
  const fields = checkApplicationFields({ jobId: form.jobId ?? '', name: form.name ?? '', email: form.email ?? '' });
  if (!fields.ok) return fields;
  await admit();
  // file-type names Word's old format by its container (cfb); the stored file keeps the name people know.
  const resume = file.value.mime === 'application/x-cfb' ? { ...file.value, extension: 'doc' } : file.value;
  return submitApplication(deps, fields.value, resume);
}

/** The form's text fields as SPEC 5 has them, and the job id as a document id; nothing is read or written. */
export function checkApplicationFields(fields: Record<string, string>): Outcome<ApplicationFields> {
  const checked = checkApplication({ name: fields.name ?? '', email: fields.email ?? '', hasResume: true });
  if (!checked.ok) return failure('invalid', checked.error);
  const jobId = fields.jobId ?? '';
  if (documentIdProblem(jobId)) return failure('invalid', applicationErrors.missingJob);
  return success({ jobId, ...checked.value });
}

export async function submitApplication(
  { db, media }: ApplicationDeps,
  { jobId, name, email }: ApplicationFields,
  resume: UploadedFile,
): Promise<Outcome<{ id: string }>> {
  const job = await db.doc(paths.job(jobId)).get();
  if (!job.exists) return failure('not-found', applicationErrors.jobGone);

  let ref: string;
  try {
    ref = (await media.storePrivateFile(resume, 'resumes')).ref;
  } catch (error) {
    log.error('a resume could not be stored', error, { jobId });
    return failure(
      'provider-failed',
      texts.careers.resumeUploadFailed('the file could not be stored. Please try again.'),
    );
  }
  if (!ref) return failure('provider-failed', texts.careers.noSecureUrl);

  const application = db.collection(paths.applications).doc();
  try {
    await application.set({
      jobId,
      jobTitle: String(job.get('title') ?? ''),
      applicantName: name,
      applicantEmail: email,
      resumeRef: ref,
      appliedAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    // No application points at the file, so nobody could ever open or remove it: it goes now.
    log.error('an application could not be saved', error, { jobId });
    await media.removePrivateFile(ref).catch((cleanup: unknown) => log.error('a resume was left', cleanup, { ref }));
    return failure('unavailable', texts.careers.applicationFailed);
  }
  log.info('application received', { id: application.id, jobId });
  return success({ id: application.id });
}
