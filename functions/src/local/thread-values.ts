// A change's documents across to the handler thread (decision 092): a message between threads keeps plain data only,
// so the values the admin SDK gives a handler (Timestamp, DocumentReference, GeoPoint) go as tagged plain objects and
// come back as themselves on the other side; bytes arrive as a Uint8Array and are made a Buffer again.
import { DocumentReference, GeoPoint, Timestamp, type Firestore } from 'firebase-admin/firestore';

/** A field name no document of the app uses: it marks a value made plain for the crossing. */
const TAG = '__localThreadValue';

type Tagged =
  | { [TAG]: 'timestamp'; seconds: number; nanoseconds: number }
  | { [TAG]: 'reference'; path: string }
  | { [TAG]: 'geopoint'; latitude: number; longitude: number };

export function plainValue(value: unknown): unknown {
  if (value instanceof Timestamp) return { [TAG]: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof DocumentReference) return { [TAG]: 'reference', path: value.path };
  if (value instanceof GeoPoint) return { [TAG]: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  if (Array.isArray(value)) return value.map(plainValue);
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array))
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, plainValue(field)]));
  return value;
}

export function storedValue(db: Firestore, value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map((item) => storedValue(db, item));
  if (value === null || typeof value !== 'object') return value;
  if (TAG in value) {
    const tagged = value as Tagged;
    if (tagged[TAG] === 'timestamp') return new Timestamp(tagged.seconds, tagged.nanoseconds);
    if (tagged[TAG] === 'reference') return db.doc(tagged.path);
    return new GeoPoint(tagged.latitude, tagged.longitude);
  }
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, storedValue(db, field)]));
}

/** A change as it crosses: its documents made plain (`plainValue`). */
export interface PlainChange {
  id: string;
  path: string;
  params: Record<string, string>;
  before: unknown;
  after: unknown;
  time?: number;
}

/** To the handler thread: run `trigger`'s handler on a change; `run` numbers the answer. */
export interface ToThread {
  run: number;
  trigger: string;
  change: PlainChange;
}

/**
 * From it: how many of its handlers wait for their gathered commit now (sent each time one begins to), and with a
 * run's number its end, failed with `error` or not.
 */
export interface FromThread {
  aside: number;
  run?: number;
  error?: { message: string; stack?: string; code?: unknown };
}
