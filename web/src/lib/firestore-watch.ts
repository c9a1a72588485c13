// A Firestore listener as a port's Watch: every snapshot read into the port's words, and a failure logged with what
// was being watched (loggedWatch) before the screen shows it.
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { loggedWatch, type Watch } from './watch.ts';

/** One document, as `read` makes it of each snapshot. */
export function watchDocument<T>(what: string, ref: DocumentReference, read: (snapshot: DocumentSnapshot) => T): Watch<T> {
  return loggedWatch(what, (onNext, onError) => onSnapshot(ref, (snapshot) => onNext(read(snapshot)), onError));
}

/** A query's (or a whole collection's) documents, as `read` makes them of each snapshot. */
export function watchQuery<T>(what: string, source: Query, read: (snapshot: QuerySnapshot) => T): Watch<T> {
  return loggedWatch(what, (onNext, onError) => onSnapshot(source, (snapshot) => onNext(read(snapshot)), onError));
}
