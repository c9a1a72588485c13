// A short-lived link to an application's resume, for the admin console: the file is private (the Media port's
// signed links), and the link opens it for RESUME_LINK_SECONDS.
import type { Firestore } from 'firebase-admin/firestore';
import { RESUME_LINK_SECONDS, adminErrors } from '@marketplace/shared/admin/admin-api';
import { paths } from '@marketplace/shared/paths';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';

export async function resumeLink(
  { db, media }: { db: Firestore; media: Media },
  applicationId: string,
): Promise<Outcome<{ url: string }>> {
  const application = await db.doc(paths.application(applicationId)).get();
  const ref = application.get('resumeRef') as unknown;
  if (!application.exists || typeof ref !== 'string' || !ref) {
    return failure('not-found', adminErrors.applicationGone);
  }
  try {
    return success({ url: await media.privateLink(ref, RESUME_LINK_SECONDS) });
  } catch (error) {
    log.error('a resume link could not be made', error, { applicationId });
    return failure('provider-failed', adminErrors.resumeUnavailable);
  }
}
