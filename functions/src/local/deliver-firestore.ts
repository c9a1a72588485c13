// Local delivery of Firestore document changes to the trigger table's handlers. Cloud Functions'
// Firestore triggers cannot reach the emulator here, so admin-SDK listeners compute before/after.
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Query } from 'firebase-admin/firestore';
import { log } from '../platform/log.ts';
import type { DocumentChange, TriggerTable } from '../platform/triggers.ts';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.ts';

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

/**
 * Where delivery got to, kept in Firestore beside the data (docs/decisions/014) so each snapshot of the data
 * holds the mark that belongs to it. Outside the app's data paths: no rule matches it, so no client reads it.
 */
export const DELIVERY_MARK = 'localHost/firestoreDelivery';

/**
 * Written by the start script as soon as the emulator has loaded a snapshot, before anything else writes:
 * every imported document is older than it. (A large import is committed in parts, at different times.)
 */
export const DATA_LOADED = 'localHost/dataLoaded';

export async function markDataLoaded(db: Firestore): Promise<void> {
  await db.doc(DATA_LOADED).set({ at: FieldValue.serverTimestamp() });
}

/** A trigger's progress: every change up to `through` is delivered; the paths in `pending` may not be. */
interface TriggerMark {
  through: Timestamp;
  pending: string[];
  /** More changes were in flight than a mark lists: after an import, everything is delivered again. */
  overflow: boolean;
}

/** More pending paths than this are not listed (a crash in the middle of a bulk load). */
const MAX_LISTED_PENDING = 500;
const SAVE_EVERY_MS = 250;

export interface DeliveryOptions {
  retry?: RetryPolicy;
}

/**
 * Delivers every change to a document a Firestore trigger watches, retried as Cloud Functions retries it
 * (retry-delivery.ts). At start only what changed since the saved mark is delivered: each document written
 * after it (or, after the data was imported from a snapshot, after the import), and each one the mark lists as
 * pending. Without a mark (a first start, a new trigger) every existing document is delivered, as a change from
 * nothing. The returned function stops the listeners and saves the mark.
 */
export function deliverFirestore<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: DeliveryOptions = {},
): () => Promise<void> {
  const started = listen(db, table, deps, options);
  started.catch((error: unknown) => log.error('firestore delivery did not start', error));
  return async () => (await started)();
}

async function listen<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: DeliveryOptions,
): Promise<() => Promise<void>> {
  const markRef = db.doc(DELIVERY_MARK);
  const saved = await markRef.get();
  const savedMarks = (saved.get('triggers') ?? {}) as Record<string, TriggerMark>;
  // An import stamps every document (this one too) with the import's time, losing when it was written:
  // then what was written before the import is told from what came after by that time alone.
  const savedAt = saved.get('savedAt') as Timestamp | undefined;
  const imported = saved.exists && savedAt !== undefined && !savedAt.isEqual(saved.updateTime!);
  const loaded = imported ? await db.doc(DATA_LOADED).get() : null;
  const importedAt = !imported
    ? null
    : loaded?.exists && loaded.updateTime! > saved.updateTime!
      ? loaded.updateTime!
      : saved.updateTime!;

  const stopping = new AbortController();
  const progress = new Map<string, TriggerProgress>();
  let saving: Promise<void> = Promise.resolve();
  let saveTimer: NodeJS.Timeout | null = null;
  const save = () => {
    saving = saving
      .then(() =>
        markRef.set({
          savedAt: FieldValue.serverTimestamp(),
          triggers: Object.fromEntries([...progress].map(([name, state]) => [name, state.mark()])),
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => log.error('saving the delivery mark failed', error),
      );
    return saving;
  };
  const saveSoon = () => {
    saveTimer ??= setTimeout(() => {
      saveTimer = null;
      void save();
    }, SAVE_EVERY_MS);
  };

  const stops: (() => void)[] = [];
  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'firestore') continue;
    const { query, match } = compilePattern(db, trigger.document);
    const known = new Map<string, DocumentData>();
    const savedMark = savedMarks[name];
    const state = new TriggerProgress(savedMark, importedAt);
    progress.set(name, state);
    let sequence = 0;
    let first = true;

    const deliver = (
      batch: Batch,
      path: string,
      params: Record<string, string>,
      change: Omit<DocumentChange, 'id' | 'path' | 'params'>,
    ) => {
      const event: DocumentChange = { id: `${name}-${Date.now()}-${sequence++}`, path, params, ...change };
      batch.add(path);
      void deliverWithRetries(
        // The age counts from when the host heard of the change: one made while it was down is caught up.
        { trigger: name, id: event.id, time: Date.now(), context: { path } },
        () => trigger.handle(deps, event),
        { policy: options.retry, signal: stopping.signal },
      ).then((outcome) => {
        if (outcome === 'stopped') return;
        batch.done(path);
        if (state.settle()) saveSoon();
      });
    };

    stops.push(
      query.onSnapshot(
        (snapshot) => {
          const batch = state.begin(snapshot.readTime);
          const catchingUp = first;
          first = false;
          const seen = new Set<string>();
          for (const change of snapshot.docChanges()) {
            const path = change.doc.ref.path;
            const params = match(path);
            if (!params) continue;
            const before = known.get(path) ?? null;
            const after = change.type === 'removed' ? null : change.doc.data();
            if (after) known.set(path, after);
            else known.delete(path);
            seen.add(path);
            if (catchingUp && !changedSinceMark(savedMark, importedAt, path, change.doc.updateTime)) continue;
            deliver(batch, path, params, { before, after });
          }
          // A pending document deleted meanwhile: its handler re-reads what is there now (nothing).
          if (catchingUp) {
            for (const path of savedMark?.pending ?? []) {
              const params = match(path);
              if (params && !seen.has(path)) deliver(batch, path, params, { before: null, after: null });
            }
            // What this start costs: the documents handed to the trigger again, of those stored.
            log.info('firestore catch-up', { trigger: name, delivered: batch.size, stored: seen.size });
          }
          if (state.settle()) saveSoon();
        },
        (error) => log.error('firestore listener failed', error, { trigger: name }),
      ),
    );
  }
  return async () => {
    stops.forEach((stop) => stop());
    stopping.abort();
    if (saveTimer) clearTimeout(saveTimer);
    await save();
  };
}

function changedSinceMark(
  mark: TriggerMark | undefined,
  importedAt: Timestamp | null,
  path: string,
  updateTime: Timestamp,
): boolean {
  if (!mark || mark.pending.includes(path)) return true;
  if (importedAt) return mark.overflow || updateTime > importedAt;
  return updateTime > mark.through;
}

/** One snapshot's deliveries: settled when each has succeeded or been dropped. */
class Batch {
  private readonly open = new Map<string, number>();
  constructor(readonly readTime: Timestamp) {}
  size = 0;
  add(path: string) {
    this.size += 1;
    this.open.set(path, (this.open.get(path) ?? 0) + 1);
  }
  done(path: string) {
    const left = (this.open.get(path) ?? 1) - 1;
    if (left > 0) this.open.set(path, left);
    else this.open.delete(path);
  }
  get settled() {
    return this.open.size === 0;
  }
  get paths() {
    return [...this.open.keys()];
  }
}

/** A trigger's snapshots in order: the mark moves past a snapshot once it and every one before it are settled. */
class TriggerProgress {
  private readonly batches: Batch[] = [];
  private through: Timestamp | null = null;
  constructor(
    private readonly saved: TriggerMark | undefined,
    /** After an import, the saved mark's time means nothing: what it did not list was delivered by then. */
    private readonly importedAt: Timestamp | null,
  ) {}
  begin(readTime: Timestamp): Batch {
    const batch = new Batch(readTime);
    this.batches.push(batch);
    return batch;
  }
  /** Moves the mark past the settled snapshots at the front; true when it moved. */
  settle(): boolean {
    let moved = false;
    while (this.batches[0]?.settled) {
      this.through = this.batches.shift()!.readTime;
      moved = true;
    }
    return moved;
  }
  mark(): TriggerMark {
    // Never settled and nothing saved before: all of it is still to deliver, imported or not.
    if (!this.through && !this.saved) return { through: Timestamp.fromMillis(0), pending: [], overflow: true };
    const pending = [...new Set(this.batches.flatMap((batch) => batch.paths))];
    // Not yet past the first snapshot: what the saved mark said still holds, and what it listed is still due.
    const carried = this.through ? [] : (this.saved?.pending ?? []);
    const all = [...new Set([...carried, ...pending])];
    return {
      through: this.through ?? (this.saved && this.importedAt) ?? this.saved?.through ?? Timestamp.fromMillis(0),
      pending: all.length > MAX_LISTED_PENDING ? [] : all,
      overflow: all.length > MAX_LISTED_PENDING || (!this.through && (this.saved?.overflow ?? false)),
    };
  }
}
