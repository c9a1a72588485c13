// Local delivery of Firestore document changes to the trigger table's handlers. Cloud Functions'
// Firestore triggers cannot reach the emulator here, so admin-SDK listeners compute before/after.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { commitWaits } from '../platform/gathered-writes.ts';
import { log } from '../platform/log.ts';
import type { DocumentChange, TriggerTable } from '../platform/triggers.ts';
import { Batch, TriggerProgress, changedSinceMark, type TriggerMark } from './delivery-progress.ts';
import { deliveryLoad } from './delivery-load.ts';
import { LOCAL_DELIVERY_SLOTS, allAside, deliverySlots, type DeliverySlots } from './delivery-slots.ts';
import type { HandlerThread } from './handler-thread.ts';
import { pushReceiver, type PushReceiver, type PushSettings, type PushTally } from './pushed-changes.ts';
import { deliverWithRetries, type RetryPolicy } from './retry-delivery.ts';

/** Splits `a/{x}/b/{y}` into the query to listen on and a matcher that extracts the params. */
export function compilePattern(
  db: Firestore,
  pattern: string,
): { query: Query; source: string; match: (path: string) => Record<string, string> | null } {
  const segments = pattern.split('/');
  if (segments.length % 2 !== 0) throw new Error(`not a document pattern: ${pattern}`);
  const wildcard = (segment: string) => /^\{\w+\}$/.test(segment);
  const parentSegments = segments.slice(0, -1);
  // A fixed collection path listens on that collection; a wildcard above it needs a collection group.
  const grouped = parentSegments.some(wildcard);
  const query: Query = grouped ? db.collectionGroup(parentSegments.at(-1)!) : db.collection(parentSegments.join('/'));
  /** What the query reads: triggers with the same source share one listener. */
  const source = grouped ? `group:${parentSegments.at(-1)!}` : parentSegments.join('/');
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
  return { query, source, match };
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

const SAVE_EVERY_MS = 250;

/** How long an ended listener waits before it is opened again. */
const RELISTEN_AFTER_MS = 1000;

export interface DeliveryOptions {
  retry?: RetryPolicy;
  relistenAfterMs?: number;
  /** How many handlers run at once (delivery-slots.ts). */
  slots?: DeliverySlots;
  /** The emulator pushes the changes here (pushed-changes.ts) instead of the host listening for them. */
  push?: PushSettings;
  /** Runs some triggers' handlers in a thread of its own (handler-thread.ts); the rest run on this one. */
  thread?: HandlerThread;
}

/** Stops the delivery and saves its mark. */
export interface FirestoreDelivery {
  (): Promise<void>;
  /**
   * Settles once every listener has had its first answer. The emulator can miss a write made while a listener is
   * still being set up, so a test writes after this; the host need not wait (it catches up from the mark).
   */
  listening: Promise<void>;
}

/**
 * Delivers every change to a document a Firestore trigger watches, retried as Cloud Functions retries it
 * (retry-delivery.ts). At start only what changed since the saved mark is delivered: each document written
 * after it (or, after the data was imported from a snapshot, after the import), and each one the mark lists as
 * pending. Without a mark (a first start, a new trigger) every existing document is delivered, as a change from
 * nothing.
 */
export function deliverFirestore<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: DeliveryOptions = {},
): FirestoreDelivery {
  const started = listen(db, table, deps, options);
  started.catch((error: unknown) => log.error('firestore delivery did not start', error));
  const stop = async () => (await started).stop();
  return Object.assign(stop, { listening: started.then((delivery) => delivery.listening) });
}

async function listen<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  deps: Deps,
  options: DeliveryOptions,
): Promise<{ stop: () => Promise<void>; listening: Promise<void> }> {
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
  const aside = options.thread ? allAside(commitWaits, options.thread.aside) : commitWaits;
  const slots = options.slots ?? deliverySlots(LOCAL_DELIVERY_SLOTS, aside);
  const thread = options.thread;
  const progress = new Map<string, TriggerProgress>();
  let takePushes = (): Partial<PushTally> => ({});
  const load = deliveryLoad(() => ({
    busy: slots.busy,
    aside: slots.aside,
    waiting: slots.waiting,
    ...takePushes(),
  }));
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

  let sequence = 0;
  const sources: SourceListener[] = [];
  const receiver = options.push ? await pushReceiver(db, options.push) : null;
  if (receiver) takePushes = () => receiver.take();
  for (const [source, watchers] of watchersBySource(db, table, savedMarks, importedAt)) {
    for (const watcher of watchers) progress.set(watcher.name, watcher.state);
    const from = receiver
      ? (handlers: SourceHandlers<Deps>) => pushedSource(source, watchers, handlers, receiver)
      : (handlers: SourceHandlers<Deps>) => listenToSource(source, watchers, handlers);
    sources.push(
      from({
        importedAt,
        relistenAfterMs: options.relistenAfterMs ?? RELISTEN_AFTER_MS,
        deliver: (watcher, batch, path, params, change) => {
          const event: DocumentChange = { id: `${watcher.name}-${Date.now()}-${sequence++}`, path, params, ...change };
          batch.add(path);
          const queued = performance.now();
          const handle = async () => {
            const started = performance.now();
            try {
              await (thread?.runs(watcher.name)
                ? thread.run(watcher.name, event)
                : watcher.trigger.handle(deps, event));
              load.ran(watcher.name, queued, started, false);
            } catch (error) {
              load.ran(watcher.name, queued, started, true);
              throw error;
            }
          };
          void deliverWithRetries(
            // The age counts from when the host heard of the change: one made while it was down is caught up.
            { trigger: watcher.name, id: event.id, time: Date.now(), context: { path } },
            () => slots.run(handle, watcher.name),
            { policy: options.retry, signal: stopping.signal },
          ).then((outcome) => {
            if (outcome === 'stopped') return;
            batch.done(path);
            if (watcher.state.settle()) saveSoon();
          });
        },
        settled: (watcher) => {
          if (watcher.state.settle()) saveSoon();
        },
      }),
    );
  }
  const stop = async () => {
    sources.forEach((source) => source.stop());
    await receiver?.close();
    stopping.abort();
    load.stop();
    if (!options.slots) slots.close();
    if (saveTimer) clearTimeout(saveTimer);
    await save();
  };
  return { stop, listening: Promise.all(sources.map((source) => source.answered)).then(() => undefined) };
}

/** One Firestore trigger as the host runs it: its pattern's matcher and how far its delivery got. */
interface Watcher<Deps> {
  name: string;
  trigger: FirestoreTrigger<Deps>;
  match: (path: string) => Record<string, string> | null;
  savedMark: TriggerMark | undefined;
  state: TriggerProgress;
}

type FirestoreTrigger<Deps> = Extract<TriggerTable<Deps>[string], { kind: 'firestore' }>;

/**
 * The triggers grouped by the query they listen on. Several triggers watch one collection (four on the store's
 * products): one listener each would read the whole collection once per trigger at every start.
 */
function watchersBySource<Deps>(
  db: Firestore,
  table: TriggerTable<Deps>,
  savedMarks: Record<string, TriggerMark>,
  importedAt: Timestamp | null,
): Map<Query, Watcher<Deps>[]> {
  const byKey = new Map<string, { query: Query; watchers: Watcher<Deps>[] }>();
  for (const [name, trigger] of Object.entries(table)) {
    if (trigger.kind !== 'firestore') continue;
    const { query, match, source } = compilePattern(db, trigger.document);
    const group = byKey.get(source) ?? { query, watchers: [] };
    byKey.set(source, group);
    const savedMark = savedMarks[name];
    group.watchers.push({ name, trigger, match, savedMark, state: new TriggerProgress(savedMark, importedAt) });
  }
  return new Map([...byKey.values()].map(({ query, watchers }) => [query, watchers]));
}

interface SourceHandlers<Deps> {
  importedAt: Timestamp | null;
  relistenAfterMs: number;
  deliver: (
    watcher: Watcher<Deps>,
    batch: Batch,
    path: string,
    params: Record<string, string>,
    change: Omit<DocumentChange, 'id' | 'path' | 'params'>,
  ) => void;
  settled: (watcher: Watcher<Deps>) => void;
}

/** What the host last saw of a document: the `before` of its next change. */
interface Known {
  data: DocumentData;
  updateTime: Timestamp;
}

interface SourceListener {
  stop: () => void;
  /** Settles at the listener's first answer. */
  answered: Promise<void>;
}

/**
 * One listener on a collection for all its triggers. The emulator sometimes ends a listener with an error
 * ('Unknown listen response type'); it is opened again after a pause, and its first answer (every document) is
 * compared with what the host last saw, so a change made meanwhile is delivered once and nothing else again.
 */
function listenToSource<Deps>(query: Query, watchers: Watcher<Deps>[], handlers: SourceHandlers<Deps>): SourceListener {
  const known = new Map<string, Known>();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let startOfHost = true;
  let stopped = false;
  let unsubscribe = () => {};
  let retryTimer: NodeJS.Timeout | null = null;

  const subscribe = () => {
    let resumed = !startOfHost;
    unsubscribe = query.onSnapshot(
      (snapshot) => {
        const catchingUp = startOfHost;
        startOfHost = false;
        answer();
        const changes = resumed ? changesSinceKnown(snapshot.docs, known) : changesOf(snapshot, known);
        resumed = false;
        handOver(watchers, handlers, changes, snapshot.readTime, catchingUp);
      },
      (error) => {
        log.error('firestore listener failed; listening again', error, {
          triggers: watchers.map((watcher) => watcher.name).join(','),
        });
        if (stopped) return;
        retryTimer = setTimeout(() => {
          retryTimer = null;
          if (!stopped) subscribe();
        }, handlers.relistenAfterMs);
      },
    );
  };
  subscribe();
  const stop = () => {
    stopped = true;
    answer();
    if (retryTimer) clearTimeout(retryTimer);
    unsubscribe();
  };
  return { stop, answered };
}

/**
 * Hands one snapshot's changes (or one pushed change) to each watcher whose pattern they match. At the host's
 * start (`catchingUp`) only what changed since the watcher's saved mark, and each path the mark lists as pending.
 */
function handOver<Deps>(
  watchers: Watcher<Deps>[],
  handlers: SourceHandlers<Deps>,
  changes: SeenChange[],
  readTime: Timestamp,
  catchingUp: boolean,
): void {
  for (const watcher of watchers) {
    const batch = watcher.state.begin(readTime);
    const seen = new Set<string>();
    for (const change of changes) {
      const params = watcher.match(change.path);
      if (!params) continue;
      seen.add(change.path);
      if (catchingUp && !changedSinceMark(watcher.savedMark, handlers.importedAt, change.path, change.updateTime)) {
        continue;
      }
      handlers.deliver(watcher, batch, change.path, params, {
        before: change.before,
        after: change.after,
        time: (change.after ? change.updateTime : readTime).toMillis(),
      });
    }
    // A pending document deleted meanwhile: its handler re-reads what is there now (nothing).
    if (catchingUp) {
      for (const path of watcher.savedMark?.pending ?? []) {
        const params = watcher.match(path);
        if (params && !seen.has(path)) {
          handlers.deliver(watcher, batch, path, params, { before: null, after: null });
        }
      }
      // What this start costs: the documents handed to the trigger again, of those stored.
      log.info('firestore catch-up', { trigger: watcher.name, delivered: batch.size, stored: seen.size });
    }
    handlers.settled(watcher);
  }
}

/**
 * The changes the emulator pushes for a collection's triggers (pushed-changes.ts), with one read of the collection
 * at start for what changed while the host was down. A change it pushes more than once, or one older than what the
 * host already handed over for that document (pushed again after the host was down), is skipped.
 */
function pushedSource<Deps>(
  query: Query,
  watchers: Watcher<Deps>[],
  handlers: SourceHandlers<Deps>,
  receiver: PushReceiver,
): SourceListener {
  const latest = new Map<string, Timestamp>();
  let caughtUp = false;
  const early: SeenChange[] = [];
  const take = (change: SeenChange) => {
    const last = latest.get(change.path);
    if (last && change.updateTime <= last) return;
    latest.set(change.path, change.updateTime);
    handOver(watchers, handlers, [change], change.updateTime, false);
  };
  const answered = (async () => {
    const patterns = new Set(watchers.map((watcher) => watcher.trigger.document));
    for (const pattern of patterns) {
      await receiver.watch(pattern, (change) => (caughtUp ? take(change) : early.push(change)));
    }
    // Registered first, read after: a change in between is both read and pushed, and handed over once.
    const snapshot = await query.get();
    const changes = snapshot.docs.map((doc) => ({
      path: doc.ref.path,
      before: null,
      after: doc.data(),
      updateTime: doc.updateTime,
    }));
    for (const change of changes) latest.set(change.path, change.updateTime);
    handOver(watchers, handlers, changes, snapshot.readTime, true);
    caughtUp = true;
    early.splice(0).forEach(take);
  })().catch((error: unknown) => log.error('firestore changes are not pushed', error));
  return { stop: () => undefined, answered };
}

interface SeenChange {
  path: string;
  before: DocumentData | null;
  after: DocumentData | null;
  updateTime: Timestamp;
}

/** A snapshot's changes, with each document's `before` from what the host saw last. */
function changesOf(snapshot: QuerySnapshot, known: Map<string, Known>): SeenChange[] {
  return snapshot.docChanges().map((change) => {
    const path = change.doc.ref.path;
    const before = known.get(path)?.data ?? null;
    const after = change.type === 'removed' ? null : change.doc.data();
    if (after) known.set(path, { data: after, updateTime: change.doc.updateTime });
    else known.delete(path);
    return { path, before, after, updateTime: change.doc.updateTime };
  });
}

/** After a listener is opened again: what differs from what the host saw before it ended. */
function changesSinceKnown(docs: readonly QueryDocumentSnapshot[], known: Map<string, Known>): SeenChange[] {
  const changes: SeenChange[] = [];
  const present = new Set<string>();
  for (const doc of docs) {
    const path = doc.ref.path;
    present.add(path);
    const last = known.get(path);
    if (last?.updateTime.isEqual(doc.updateTime)) continue;
    const after = doc.data();
    known.set(path, { data: after, updateTime: doc.updateTime });
    changes.push({ path, before: last?.data ?? null, after, updateTime: doc.updateTime });
  }
  for (const [path, last] of known) {
    if (present.has(path)) continue;
    known.delete(path);
    changes.push({ path, before: last.data, after: null, updateTime: last.updateTime });
  }
  return changes;
}
