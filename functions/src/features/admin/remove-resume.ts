// When an admin deletes an application (straight from the browser, under the rules), its resume goes too:
// the stored private file is removed by reference. Removing a file already gone is a no-op, so a redelivered
// event is harmless.
import { paths } from '@marketplace/shared/paths';
import { log } from '../../platform/log.ts';
import type { DocumentChange, Trigger } from '../../platform/triggers.ts';
import type { Media } from '../../ports/media.port.ts';

export async function removeResume({ media }: { media: Media }, change: DocumentChange): Promise<void> {
  if (change.after || !change.before) return;
  const ref = change.before.resumeRef;
  if (typeof ref !== 'string' || !ref) return;
  try {
    await media.removePrivateFile(ref);
  } catch (error) {
    // Thrown again so the platform retries the event; the log says which file is left.
    log.error('a deleted application’s resume could not be removed', error, { path: change.path, ref });
    throw error;
  }
}

export const removeResumeTrigger: Trigger<{ media: Media }> = {
  kind: 'firestore',
  document: paths.application('{applicationId}'),
  handle: removeResume,
};
