// Local delivery of Firestore document changes to the trigger table's handlers. Cloud Functions'
// Firestore triggers cannot reach the emulator here, so admin-SDK listeners compute before/after.
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { log } from '../platform/log.ts';
import type { DocumentChange, TriggerTable } from '../platform/triggers.ts';

/** Splits `a/{x}/b/{y}` into the query to listen on and a matcher that extracts the params. */
export function compilePattern(
  db: Firestore,
  pattern: string,
): { query: Query; match: (path: string) => Record<string, string> | null } {
  const segments = pattern.split('/');
  if (segments.length % 2 !== 0) throw new Error(`not a document pattern: ${pattern}`);
  const wildcard = (segment: string) => /^\{\w+\}$/.test(segment);
  const parentSegments = segments.slice(0, -1);
  // A fixed collection path listens on that collection; a wildcard above it needs a collection group.
  const query: Query = parentSegments.some(wildcard)
    ? db.collectionGroup(parentSegments.at(-1)!)
    : db.collection(parentSegments.join('/'));
  const match = (path: string) => {
    const parts = path.split('/');
    if (parts.length !== segments.length) return null;
    const params: Record<string, string> = {};
    for (const [i, segment] of segments.entries()) {
      if (wildcard(segment)) params[segment.slice(1, -1)] = parts[i]!;
      else if (segment !== parts[i]) return null;
    }
    return params;
  };
  return { query, match };
}

export function deliverFirestore<Deps>(db: Firestore, table: TriggerTable<Deps>, deps: Deps): () => void {
  const stops: (() => void)[] = [];
  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'firestore') continue;
    const { query, match } = compilePattern(db, trigger.document);
    const known = new Map<string, DocumentData>();
    let sequence = 0;
    // The first snapshot delivers every existing document as a change from nothing: changes made while the
    // host was down are caught up, and handlers must be idempotent anyway (Cloud Functions may redeliver).
    stops.push(
      query.onSnapshot(
        (snapshot) => {
          for (const change of snapshot.docChanges()) {
            const path = change.doc.ref.path;
            const params = match(path);
            if (!params) continue;
            const before = known.get(path) ?? null;
            const after = change.type === 'removed' ? null : change.doc.data();
            if (after) known.set(path, after);
            else known.delete(path);
            const event: DocumentChange = { id: `${name}-${Date.now()}-${sequence++}`, path, params, before, after };
            trigger.handle(deps, event).catch((error: unknown) => {
              log.error('firestore trigger failed', error, { trigger: name, path });
            });
          }
        },
        (error) => log.error('firestore listener failed', error, { trigger: name }),
      ),
    );
  }
  return () => stops.forEach((stop) => stop());
}
