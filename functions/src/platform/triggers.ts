// The shape of a trigger table entry. Handlers receive their dependencies, so the Cloud Function
// (functions/src/index.ts) and the local host (local/host.ts) are thin wrappers around the same code. Each
// handler states only the dependencies it uses; the table (functions/src/triggers.ts) hands every one the
// composed backend.
import type { Firestore } from 'firebase-admin/firestore';

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
}

export interface TaskEvent {
  data: unknown;
}

export type Trigger<Deps> =
  | { kind: 'pubsub'; topic: string; handle: (deps: Deps, event: PubSubEvent) => Promise<void> }
  /** A task-queue function: run when a task enqueued under its name (the table key) comes due. */
  | { kind: 'task'; handle: (deps: Deps, task: TaskEvent) => Promise<void> }
  | {
      kind: 'firestore';
      /** A document path pattern such as `artifacts/app/public/data/projects/{projectId}`. */
      document: string;
      handle: (deps: Deps, change: DocumentChange) => Promise<void>;
    };

export type TriggerTable<Deps> = Record<string, Trigger<Deps>>;
