// The shape of a trigger table entry. Handlers receive their dependencies, so the Cloud Function
// (functions/src/index.ts) and the local host (local/host.ts) are thin wrappers around the same code. Each
// handler states only the dependencies it uses; the table (functions/src/triggers.ts) hands every one the
// composed backend.
import type { Firestore } from 'firebase-admin/firestore';
import type { ZodType } from 'zod';
import { log } from './log.ts';

/** What most handlers need: the database. */
export interface DbDeps {
  db: Firestore;
}

export interface PubSubEvent {
  /** The message id: Pub/Sub may deliver a message more than once, and this is how a handler notices. */
  id: string;
  data: unknown;
}

export interface DocumentChange {
  /** A unique id of this change, stable across redeliveries of the same event. */
  id: string;
  path: string;
  params: Record<string, string>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /**
   * When the change was written (epoch millis): Cloud Functions' event time, or the local host's update time of the
   * document (its read time for a deletion). Absent where a change is made up (tests, backfills).
   */
  time?: number;
}

export interface TaskEvent {
  data: unknown;
}

/** One run of a scheduled function. */
export interface ScheduledRun {
  /**
   * When the run was due (epoch millis), not when it started: a retry or a late start (the local host catching up
   * a run it missed while stopped) handles the same moment, so a handler works out its day from this.
   */
  scheduledAt: number;
}

/**
 * A task's data as its queue's schema reads it, or null (with a warning saying `what` it lacks) when it does not
 * fit: a malformed task is dropped, since running it again would fail the same way.
 */
export function taskData<T>(schema: ZodType<T>, task: TaskEvent, what: string): T | null {
  const parsed = schema.safeParse(task.data);
  if (parsed.success) return parsed.data;
  log.warn(what, { data: task.data });
  return null;
}

export type Trigger<Deps> =
  | { kind: 'pubsub'; topic: string; handle: (deps: Deps, event: PubSubEvent) => Promise<void> }
  /** A task-queue function: run when a task enqueued under its name (the table key) comes due. */
  | { kind: 'task'; handle: (deps: Deps, task: TaskEvent) => Promise<void> }
  /**
   * A scheduled function: Cloud Scheduler in production (`onSchedule`), the local host's own clock locally
   * (local/run-schedules.ts). `schedule` is unix-cron ('30 0 * * *': minute, hour, day of month, month, day of
   * week), read in `timeZone` (an IANA name such as 'Asia/Kolkata'); unix-cron, because only for it does Cloud
   * Scheduler say when a run was due. A run may be repeated (a retry, the host catching up), so the handler must
   * be safe to run twice.
   */
  | { kind: 'schedule'; schedule: string; timeZone: string; handle: (deps: Deps, run: ScheduledRun) => Promise<void> }
  | {
      kind: 'firestore';
      /** A document path pattern such as `artifacts/app/public/data/projects/{projectId}`. */
      document: string;
      handle: (deps: Deps, change: DocumentChange) => Promise<void>;
    };

export type TriggerTable<Deps> = Record<string, Trigger<Deps>>;
