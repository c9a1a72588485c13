// Projects written before decision 031 have no `hidden` field, and the sellers' lists ask for `hidden == false`: each
// is given `hidden: false` once (scripts/backfill-listed-projects.ts after a deploy; the local start does it too).
// Only a missing field is written, so a project a moderator hid, or whose student is suspended, stays hidden.
import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@marketplace/shared/paths';

export async function markProjectsListed(db: Firestore): Promise<{ read: number; marked: number }> {
  const projects = await db.collection(paths.projects).select('hidden').get();
  const writer = db.bulkWriter();
  let marked = 0;
  for (const project of projects.docs) {
    if (project.get('hidden') !== undefined) continue;
    marked += 1;
    void writer.update(project.ref, { hidden: false });
  }
  await writer.close();
  return { read: projects.size, marked };
}
