// A job application (SPEC 5 'Job application', ARCHITECTURE 'Who writes what'): anyone may apply, without
// signing in, for a job that exists; the resume is stored as a private file and the application written by
// the server, so neither the file nor the applicant's details are ever public.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { checkApplication } from '@marketplace/shared/careers/application';
import { documentIdProblem } from '@marketplace/shared/document-id';
import { paths } from '@marketplace/shared/paths';
import { texts } from '@marketplace/shared/texts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
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
