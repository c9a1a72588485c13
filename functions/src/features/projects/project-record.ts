// A stored project as the server's use cases see it, through the same shared schema the screens use.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { projectSchema, type Project } from '@marketplace/shared/projects/project';

/** Null when the project does not exist; throws for a stored project that breaks the schema (a server fault). */
export function projectFrom(snapshot: DocumentSnapshot): Project | null {
  if (!snapshot.exists) return null;
  return projectSchema.parse({ ...snapshot.data(), id: snapshot.id });
}
