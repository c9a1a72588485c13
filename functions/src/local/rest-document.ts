// A document as the Firestore emulator pushes it to a trigger (decision 084): Firestore's REST JSON, read into the
// same values the admin SDK's `data()` gives a handler (Timestamp, GeoPoint, DocumentReference, Buffer).
import type { RestValue } from '@marketplace/shared/firestore-rest-value';
import { GeoPoint, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';

export interface RestDocument {
  /** `projects/P/databases/(default)/documents/a/b`. */
  name: string;
  fields?: Record<string, RestValue>;
  updateTime: string;
}

/** `2026-11-30T03:15:40.997485Z` to the nanosecond, which a Date would cut to the millisecond. */
export function parseTimestamp(text: string): Timestamp {
  const match = /^(.*?)(?:\.(\d{1,9}))?Z$/.exec(text);
  if (!match) throw new Error(`not a timestamp: ${text}`);
  const seconds = Date.parse(`${match[1]}Z`) / 1000;
  if (Number.isNaN(seconds)) throw new Error(`not a timestamp: ${text}`);
  return new Timestamp(seconds, Number((match[2] ?? '').padEnd(9, '0')));
}

/** The document's path inside its database: `a/b` of `projects/P/databases/(default)/documents/a/b`. */
export const documentPath = (name: string) => name.slice(name.indexOf('/documents/') + '/documents/'.length);

/** The integers Firestore stores (64-bit) as numbers, as the admin SDK gives them by default. */
function readValue(db: Firestore, value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.timestampValue !== undefined) return parseTimestamp(value.timestampValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return Buffer.from(value.bytesValue, 'base64');
  if (value.referenceValue !== undefined) return db.doc(documentPath(value.referenceValue));
  if (value.geoPointValue) return new GeoPoint(value.geoPointValue.latitude ?? 0, value.geoPointValue.longitude ?? 0);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map((item) => readValue(db, item));
  if (value.mapValue) return readFields(db, value.mapValue.fields);
  throw new Error(`a value of an unknown kind: ${Object.keys(value).join(',')}`);
}

export function readFields(db: Firestore, fields: Record<string, RestValue> | undefined): DocumentData {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([name, value]) => [name, readValue(db, value)]));
}
