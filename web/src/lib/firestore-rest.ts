// A visitor's first read of a public collection over Firestore's REST API: one plain GET, no SDK.
// Firestore's SDK is a 100 kB chunk that opens a WebChannel before its first query answers, which on a slow
// phone link held the store's and the careers page's largest paint back by seconds. The same rules judge a
// REST read as an SDK read by nobody signed in, so only what any visitor may read can come this way; the
// live subscription still comes from the SDK once the first screen has shown (lib/head-start.ts).
import type { RestValue } from '@marketplace/shared/firestore-rest-value';
import type { InitJson } from './firebase-config.ts';

export type { RestValue };

/** A stored document as the REST API names it, its fields decoded into plain values. */
export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

/**
 * A REST value as the schemas in shared read it: numbers as numbers, maps and arrays as objects and arrays,
 * and a timestamp as its RFC 3339 string, which shared's epochMillis reads like the SDK's Timestamp.
 */
export function decodeValue(value: RestValue): unknown {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('mapValue' in value) return decodeFields(value.mapValue?.fields);
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decodeValue);
  if ('referenceValue' in value) return value.referenceValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('geoPointValue' in value) return { latitude: value.geoPointValue?.latitude ?? 0, longitude: value.geoPointValue?.longitude ?? 0 };
  return null;
}

export function decodeFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, decodeValue(value)]));
}

/** Where the project's documents are: the emulator's address locally, Firestore's service in production. */
export function documentsUrl(config: InitJson): string {
  const emulator = config.local ? config.emulators?.firestore : undefined;
  const origin = emulator ? `http://${emulator.host}:${emulator.port}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(config.projectId)}/databases/(default)/documents`;
}

export interface CollectionRead {
  /** A field and direction, as the REST API's orderBy takes it ('postedAt desc'). */
  orderBy?: string;
  /** The first this many documents only (one request); without it, every document. */
  limit?: number;
}

/** A page of the list answer; the REST API leaves out what is empty. */
interface ListAnswer {
  documents?: { name: string; fields?: Record<string, RestValue> }[];
  nextPageToken?: string;
}

/** Documents per request when reading a whole collection. */
const PAGE_SIZE = 300;

/** URLSearchParams would write a space as '+', which Firestore's REST API reads as a '+' (HTTP 400). */
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

async function fetchCollection(config: InitJson, path: string, read: CollectionRead): Promise<RestDocument[]> {
  const documents: RestDocument[] = [];
  let pageToken = '';
  do {
    const query: Record<string, string> = { pageSize: String(read.limit ?? PAGE_SIZE), key: config.apiKey };
    if (read.orderBy) query.orderBy = read.orderBy;
    if (pageToken) query.pageToken = pageToken;
    const response = await fetch(`${documentsUrl(config)}/${path}?${queryString(query)}`);
    if (!response.ok) throw new Error(`Reading ${path} over REST answered HTTP ${response.status}.`);
    const answer = (await response.json()) as ListAnswer;
    for (const document of answer.documents ?? []) {
      documents.push({ id: document.name.slice(document.name.lastIndexOf('/') + 1), data: decodeFields(document.fields) });
    }
    pageToken = read.limit === undefined ? (answer.nextPageToken ?? '') : '';
  } while (pageToken);
  return documents;
}

/** Reads started ahead of the page that will want them (prefetchCollection), each handed out once. */
const prefetched = new Map<string, { at: number; reading: Promise<RestDocument[]> }>();
/** A prefetched read not taken by then (the person went elsewhere first) is stale: the page reads afresh. */
const PREFETCH_FRESH_MS = 10_000;
const keyOf = (path: string, read: CollectionRead) => `${path}?${read.orderBy ?? ''}&${read.limit ?? ''}`;

/**
 * Starts reading a collection now, for the page about to ask for it: main.tsx calls this as soon as the
 * configuration is known, while the page's chunk is still on its way.
 */
export function prefetchCollection(config: InitJson, path: string, read: CollectionRead = {}): Promise<RestDocument[]> {
  const key = keyOf(path, read);
  const ahead = prefetched.get(key);
  if (ahead) return ahead.reading;
  const reading = fetchCollection(config, path, read);
  // The page that takes it handles a failure; until then it must not count as unhandled.
  reading.catch(() => {});
  prefetched.set(key, { at: Date.now(), reading });
  return reading;
}

/**
 * Every document of a public collection, as a visitor may read it. A read prefetched for this page is used
 * (once: coming back to the page later reads afresh).
 */
export function readCollection(config: InitJson, path: string, read: CollectionRead = {}): Promise<RestDocument[]> {
  const key = keyOf(path, read);
  const ahead = prefetched.get(key);
  prefetched.delete(key);
  if (ahead && Date.now() - ahead.at < PREFETCH_FRESH_MS) return ahead.reading;
  return fetchCollection(config, path, read);
}
