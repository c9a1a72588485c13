// A short-lived link to a delivered file: for the project's student, its assigned seller and admins,
// like the admin console's resume link. The file's record (where Media keeps it) is server-only.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';
import { isShownInline } from '@marketplace/shared/projects/project-history';
import { FILE_LINK_SECONDS } from '@marketplace/shared/projects/lifecycle-api';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import type { Caller } from '../../platform/auth.ts';
import { failure, success, type Outcome } from '../../platform/http.ts';
import { log } from '../../platform/log.ts';
import type { Media } from '../../ports/media.port.ts';
import { isPartyTo, projectFrom } from './project-record.ts';

export async function deliveredFileLink(
  { db, media }: { db: Firestore; media: Media },
  caller: Caller,
  { projectId, fileId }: { projectId: string; fileId: string },
): Promise<Outcome<{ url: string }>> {
  const [projectSnapshot, file] = await Promise.all([
    db.doc(paths.project(projectId)).get(),
    db.doc(paths.projectFile(projectId, fileId)).get(),
  ]);
  const project = projectFrom(projectSnapshot);
  if (!project) return failure('not-found', projectErrors.fileGone);
  if (!caller.admin && !isPartyTo(project, caller.uid)) return failure('forbidden', projectErrors.notYours);
  const ref = file.get('ref') as unknown;
  if (!file.exists || typeof ref !== 'string' || !ref) return failure('not-found', projectErrors.fileGone);
  try {
    // Under the name it was delivered with; a photo shown rather than downloaded.
    const name = String(file.get('name') ?? '');
    const inline = isShownInline(String(file.get('mime') ?? ''));
    return success({ url: await media.privateLink(ref, FILE_LINK_SECONDS, { name, inline }) });
  } catch (error) {
    log.error('a delivered file link could not be made', error, { projectId, fileId });
    return failure('provider-failed', projectErrors.fileUnavailable);
  }
}
