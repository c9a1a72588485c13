// The one way the web app reads Firestore live (STYLE rule 10): a listener as a port's Watch, every snapshot read
// into the port's words, and a failure logged with what was being watched (loggedWatch) before the screen shows it.
// ESLint refuses `onSnapshot` anywhere else (eslint.config.js).
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { loggedWatch, type Watch } from './watch.ts';

/** What a reader returns for a snapshot that is no answer yet (the cache's 'missing' before the server spoke). */
export const notYet: unique symbol = Symbol('not yet');

type Reader<Snapshot, T> = (snapshot: Snapshot) => T | typeof notYet;

export interface WatchOptions {
  /** Snapshots also when only their metadata changes (a write the server has not acknowledged yet). */
  includeMetadataChanges?: boolean;
  /**
   * False: a failure is not logged here, because the caller logs the whole it is part of (several listeners
   * making one list), or says nothing by design (SPEC 8: a profile subscription error ends loading silently).
   */
  log?: boolean;
  /** A failure that is an expected answer, not a fault, so it is not logged (as `logged` takes it). */
  quiet?: (error: unknown) => boolean;
}

function listening<T>(what: string, options: WatchOptions, watch: Watch<T>): Watch<T> {
  return options.log === false ? watch : loggedWatch(what, watch, options.quiet);
}

const deliver =
  <Snapshot, T>(read: Reader<Snapshot, T>, onNext: (value: T) => void) =>
  (snapshot: Snapshot) => {
    const value = read(snapshot);
    if (value !== notYet) onNext(value);
  };

/** One document, as `read` makes it of each snapshot. */
export function watchDocument<T>(
  what: string,
  ref: DocumentReference,
  read: Reader<DocumentSnapshot, T>,
  options: WatchOptions = {},
): Watch<T> {
  const metadata = { includeMetadataChanges: options.includeMetadataChanges ?? false };
  return listening(what, options, (onNext, onError) => onSnapshot(ref, metadata, deliver(read, onNext), onError));
}

/** A query's (or a whole collection's) documents, as `read` makes them of each snapshot. */
export function watchQuery<T>(
  what: string,
  source: Query,
  read: Reader<QuerySnapshot, T>,
  options: WatchOptions = {},
): Watch<T> {
  const metadata = { includeMetadataChanges: options.includeMetadataChanges ?? false };
  return listening(what, options, (onNext, onError) => onSnapshot(source, metadata, deliver(read, onNext), onError));
}
