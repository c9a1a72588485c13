// The shape of a trigger table entry. Handlers receive their dependencies, so the Cloud Function
// (functions/src/index.ts) and the local host (local/host.ts) are thin wrappers around the same code.
import type { Firestore } from 'firebase-admin/firestore';

export interface TriggerDeps {
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

export type Trigger =
  | { kind: 'pubsub'; topic: string; handle: (deps: TriggerDeps, event: PubSubEvent) => Promise<void> }
  | {
      kind: 'firestore';
      /** A document path pattern such as `artifacts/app/public/data/projects/{projectId}`. */
      document: string;
      handle: (deps: TriggerDeps, change: DocumentChange) => Promise<void>;
    };

export type TriggerTable = Record<string, Trigger>;
