import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InitJson } from './firebase-config.ts';
import { decodeFields, decodeValue, documentsUrl, prefetchCollection, readCollection } from './firestore-rest.ts';

const local: InitJson = {
  apiKey: 'local-key',
  authDomain: 'localhost',
  projectId: 'demo-marketplace',
  local: true,
  emulators: { auth: 'http://127.0.0.1:9099', firestore: { host: '127.0.0.1', port: 8080 } },
};
const production: InitJson = { apiKey: 'live-key', authDomain: 'shop.example', projectId: 'shop-prod' };

/** fetch answering each request with the next page; the URLs asked for are recorded. */
function answering(...pages: unknown[]) {
  const urls: string[] = [];
  const fetch = vi.fn((url: string) => {
    urls.push(url);
    const page = pages.shift();
    return Promise.resolve(
      page === undefined ? new Response('{}', { status: 403 }) : new Response(JSON.stringify(page), { status: 200 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { urls, fetch };
}

const doc = (id: string, fields: Record<string, unknown>) => ({
  name: `projects/p/databases/(default)/documents/things/${id}`,
  fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('decoding Firestore REST values', () => {
  it('reads every kind of value as the schemas in shared expect it', () => {
    expect(
      decodeFields({
        name: { stringValue: 'Robot' },
        price: { integerValue: '1500' },
        rating: { doubleValue: 4.5 },
        listed: { booleanValue: true },
        gone: { nullValue: null },
        createdAt: { timestampValue: '2026-11-23T08:00:00.123456Z' },
        tags: { arrayValue: { values: [{ stringValue: 'iot' }, { integerValue: '2' }] } },
        none: { arrayValue: {} },
        seller: { mapValue: { fields: { city: { stringValue: 'Bhopal' } } } },
        empty: { mapValue: {} },
        at: { geoPointValue: { latitude: 23.2, longitude: 77.4 } },
      }),
    ).toEqual({
      name: 'Robot',
      price: 1500,
      rating: 4.5,
      listed: true,
      gone: null,
      createdAt: '2026-11-23T08:00:00.123456Z',
      tags: ['iot', 2],
      none: [],
      seller: { city: 'Bhopal' },
      empty: {},
      at: { latitude: 23.2, longitude: 77.4 },
    });
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
  });
});

describe('where the documents are', () => {
  it('is the emulator locally and Firestore’s service in production', () => {
    expect(documentsUrl(local)).toBe('http://127.0.0.1:8080/v1/projects/demo-marketplace/databases/(default)/documents');
    expect(documentsUrl(production)).toBe(
      'https://firestore.googleapis.com/v1/projects/shop-prod/databases/(default)/documents',
    );
  });
});

describe('reading a collection', () => {
  it('reads every page of the answer, in order, with the order asked for', async () => {
    const { urls } = answering(
      { documents: [doc('a', { n: { integerValue: '1' } })], nextPageToken: 'next' },
      { documents: [doc('b', { n: { integerValue: '2' } })] },
    );
    const read = await readCollection(local, 'artifacts/app/jobs', { orderBy: 'postedAt desc' });
    expect(read).toEqual([
      { id: 'a', data: { n: 1 } },
      { id: 'b', data: { n: 2 } },
    ]);
    expect(urls).toHaveLength(2);
    const [first, second] = urls.map((url) => new URL(url));
    expect(first!.pathname).toBe('/v1/projects/demo-marketplace/databases/(default)/documents/artifacts/app/jobs');
    expect(first!.searchParams.get('orderBy')).toBe('postedAt desc');
    expect(urls[0]).toContain('orderBy=postedAt%20desc');
    expect(first!.searchParams.has('pageToken')).toBe(false);
    expect(second!.searchParams.get('pageToken')).toBe('next');
  });

  it('reads an empty collection as no documents', async () => {
    answering({});
    expect(await readCollection(local, 'empty')).toEqual([]);
  });

  it('fails when the server refuses', async () => {
    answering();
    await expect(readCollection(local, 'artifacts/app/users')).rejects.toThrow(/HTTP 403/);
  });

  it('hands a prefetched read to the page once, then reads afresh', async () => {
    const { fetch } = answering({ documents: [doc('a', {})] }, { documents: [doc('b', {})] });
    void prefetchCollection(local, 'once');
    void prefetchCollection(local, 'once');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await readCollection(local, 'once')).toEqual([{ id: 'a', data: {} }]);
    expect(await readCollection(local, 'once')).toEqual([{ id: 'b', data: {} }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not hand out a prefetched read that has gone stale', async () => {
    vi.useFakeTimers();
    answering({ documents: [doc('old', {})] }, { documents: [doc('new', {})] });
    void prefetchCollection(local, 'stale');
    vi.advanceTimersByTime(11_000);
    expect(await readCollection(local, 'stale')).toEqual([{ id: 'new', data: {} }]);
  });
});
