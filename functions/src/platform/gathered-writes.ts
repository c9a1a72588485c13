// Writes of many events gathered into a few commits a second (decision 037), for what every change of an item
// writes: the admin search's grams (decision 017), the counters of the dashboard's tiles and of a day's visits.
// - A counter is a few shard documents. This process adds up the increments handed to it for a second and writes
//   each shard it owns at most once a second: no document takes more than a write a second, however busy.
// - Each event's own writes (a marker created per event, a per-item record updated only if nobody changed it since it
//   was read, the grams of a document just read) go in the same commit as its increments. A repeated or superseded
//   event's write fails, so its commit fails and adds nothing; the others it shared that commit with are then
//   written one event at a time, and only its own fails.
// - One commit for hundreds of events, where each made its own: the Firestore emulator re-reads a collection for its
//   listeners at every commit to it, so 5,000 grams written one by one took it minutes (the local host's burst).
import {
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';
import { insightsPaths } from '@marketplace/shared/insights/insights-paths';
import { log } from './log.ts';

/** Shards per counter: this many processes can each write their own, once a second. */
export const COUNTER_SHARDS = 16;
/** How long writes are gathered before a commit: no shard takes more than a write a second. */
export const GATHER_MS = 1000;
/** A commit holds at most 500 writes: the own writes of this many events and their counters' increments. */
const WRITES_PER_COMMIT = 400;

/** An event's own write, made only if the document is as the event found it. */
export type GuardedWrite =
  | { create: DocumentReference; data: DocumentData }
  | { update: DocumentReference; data: DocumentData; lastUpdateTime: Timestamp }
  | { delete: DocumentReference; lastUpdateTime: Timestamp };

export interface Increment {
  /** The counter's name (`totals`, `visits-2026-03-10`). */
  counter: string;
  field: string;
  by: number;
}

export interface GatheredWrite {
  writes: GuardedWrite[];
  increments: Increment[];
}

export interface GatheredWrites {
  /** Settles once the event's writes and increments are committed; rejects with the commit's error. */
  add(write: GatheredWrite): Promise<void>;
}

interface Pending {
  write: GatheredWrite;
  resolve: () => void;
  reject: (error: unknown) => void;
}

// gRPC codes: the event was handled already (ALREADY_EXISTS), or the document changed since it was read.
const FAILED_PRECONDITION = 9;
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
export const isGuardFailure = (error: unknown) =>
  [FAILED_PRECONDITION, ALREADY_EXISTS, NOT_FOUND].includes((error as { code?: number } | null)?.code ?? -1);

const pathOf = (write: GuardedWrite) =>
  'create' in write ? write.create.path : 'delete' in write ? write.delete.path : write.update.path;

/**
 * The events of this process waiting for their gathered commit, and who is told when more begin to wait: the local
 * host's delivery slots (decision 092), for which such a wait is no work on the emulator. Production has no slots.
 */
export interface CommitWaits {
  readonly count: number;
  /** `listener` runs each time an event begins to wait. */
  onWait(listener: () => void): () => void;
}

let waitingForCommit = 0;
const waitListeners = new Set<() => void>();

export const commitWaits: CommitWaits = {
  get count() {
    return waitingForCommit;
  },
  onWait(listener) {
    waitListeners.add(listener);
    return () => waitListeners.delete(listener);
  },
};

export function gatheredWriter(db: Firestore, options: { gatherMs?: number } = {}): GatheredWrites {
  const gatherMs = options.gatherMs ?? GATHER_MS;
  // This process's shards: another instance most likely starts elsewhere, so two seldom share a shard.
  const firstShard = Math.floor(Math.random() * COUNTER_SHARDS);
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let lastCommitAt = Number.NEGATIVE_INFINITY;
  let committing = false;

  const commit = async (events: readonly GatheredWrite[], shard: number) => {
    const batch = db.batch();
    const sums = new Map<string, Map<string, number>>();
    for (const { writes, increments } of events) {
      for (const write of writes) {
        if ('create' in write) batch.create(write.create, write.data);
        else if ('delete' in write) batch.delete(write.delete, { lastUpdateTime: write.lastUpdateTime });
        else batch.update(write.update, write.data, { lastUpdateTime: write.lastUpdateTime });
      }
      for (const { counter, field, by } of increments) {
        const fields = sums.get(counter) ?? new Map<string, number>();
        fields.set(field, (fields.get(field) ?? 0) + by);
        sums.set(counter, fields);
      }
    }
    for (const [counter, fields] of sums) {
      const changes = Object.fromEntries([...fields].map(([field, by]) => [field, FieldValue.increment(by)]));
      batch.set(db.doc(insightsPaths.counterShard(counter, shard)), changes, { merge: true });
    }
    await batch.commit();
  };

  /** The pending events in commits of one shard each; an event whose document is already in one waits its turn. */
  const inCommits = () => {
    const commits: Pending[][] = [];
    const later: Pending[] = [];
    let current: Pending[] = [];
    let written = new Set<string>();
    for (const entry of pending) {
      const own = entry.write.writes.map(pathOf);
      // A document written twice in one commit is refused.
      if (own.some((path) => written.has(path)) || commits.length === COUNTER_SHARDS) {
        later.push(entry);
        continue;
      }
      current.push(entry);
      own.forEach((path) => written.add(path));
      if (current.length === WRITES_PER_COMMIT) {
        commits.push(current);
        current = [];
        written = new Set();
      }
    }
    if (current.length > 0) commits.push(current);
    pending = later;
    return commits;
  };

  const commitPending = async () => {
    timer = null;
    committing = true;
    lastCommitAt = Date.now();
    await Promise.all(
      inCommits().map(async (entries, index) => {
        const shard = (firstShard + index) % COUNTER_SHARDS;
        try {
          await commit(
            entries.map((entry) => entry.write),
            shard,
          );
          entries.forEach((entry) => entry.resolve());
        } catch (error) {
          if (entries.length === 1 || !isGuardFailure(error)) {
            entries.forEach((entry) => entry.reject(error));
            return;
          }
          // A repeated or superseded event among them: each alone, spread over the shards, so only its own fails.
          await Promise.all(
            entries.map((entry, i) =>
              commit([entry.write], (shard + i) % COUNTER_SHARDS).then(entry.resolve, entry.reject),
            ),
          );
        }
      }),
    );
    committing = false;
    if (pending.length > 0) schedule();
  };

  const schedule = () => {
    if (timer || committing) return;
    timer = setTimeout(
      () => {
        commitPending().catch((error: unknown) => log.error('gathered writes not committed', error));
      },
      Math.max(0, lastCommitAt + gatherMs - Date.now()),
    );
    timer.unref();
  };

  return {
    add(write) {
      const committed = new Promise<void>((resolve, reject) => {
        pending.push({ write, resolve, reject });
        schedule();
      });
      waitingForCommit += 1;
      waitListeners.forEach((listener) => listener());
      const ended = () => void (waitingForCommit -= 1);
      committed.then(ended, ended);
      return committed;
    },
  };
}

const writers = new WeakMap<Firestore, GatheredWrites>();

/** This process's one writer for a database: every event's writes are gathered together. */
export function gatheredWritesOf(db: Firestore): GatheredWrites {
  let writer = writers.get(db);
  if (!writer) {
    writer = gatheredWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

/** A counter's figures: its shards added up (a field no shard holds is absent). */
export async function readCounter(db: Firestore, counter: string): Promise<Record<string, number>> {
  const shards = await db.collection(insightsPaths.counterShards(counter)).get();
  const sums: Record<string, number> = {};
  for (const shard of shards.docs)
    for (const [field, value] of Object.entries(shard.data()))
      if (typeof value === 'number') sums[field] = (sums[field] ?? 0) + value;
  return sums;
}
