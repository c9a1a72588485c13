// Runs the ProductSearch contract against the Orama adapter, and against Typesense when a cluster is named in
// TYPESENSE_HOST and TYPESENSE_API_KEY (there is none here: no internet), each run in a collection of its own;
// then what only one adapter does, Typesense's requests checked with its HTTP faked.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { productSearchContract, listing } from '../ports/product-search.contract.ts';
import { oramaProductSearch } from './orama-product-search.ts';
import { typesenseProductSearch, typesenseSchema } from './typesense-product-search.ts';

productSearchContract('orama', async () => ({ search: oramaProductSearch() }));

const typesense = { host: process.env.TYPESENSE_HOST, apiKey: process.env.TYPESENSE_API_KEY };
if (typesense.host && typesense.apiKey) {
  const { host, apiKey } = typesense;
  productSearchContract('typesense', async () => ({
    search: typesenseProductSearch(() => ({ host, apiKey, collection: `contract-${randomUUID()}` })),
  }));
} else {
  describe('ProductSearch contract: typesense', () => {
    it.skip('skipped: TYPESENSE_HOST and TYPESENSE_API_KEY are not set (no cluster reachable from here)', () => {});
  });
}

describe('orama product search', () => {
  it('waits for a rebuild: a search meanwhile answers from the whole new index, never half of it', async () => {
    const search = oramaProductSearch();
    await search.upsert(listing('Stale Kit'));
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const fresh = [listing('Fresh Kit One'), listing('Fresh Kit Two')];
    const rebuilt = search.rebuild(async () => {
      await loaded;
      return fresh;
    });
    const answer = search.search({ q: 'kit' });
    release();
    await rebuilt;
    expect((await answer).products.map((each) => each.name).sort()).toEqual(['Fresh Kit One', 'Fresh Kit Two']);
  });

  it('tries a failed rebuild again at the next call, and never answers from a partial index', async () => {
    const search = oramaProductSearch();
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts <= 2) throw new Error('Firestore unavailable');
      return [listing('Solar Kit')];
    };
    await expect(search.rebuild(load)).rejects.toThrow('Firestore unavailable');
    // Two calls at once make one more try between them, which fails: both say so.
    const both = await Promise.allSettled([search.search({ q: 'kit' }), search.upsert(listing('Lamp Kit'))]);
    expect(both.map((each) => each.status)).toEqual(['rejected', 'rejected']);
    expect(attempts).toBe(2);
    // The store's Firestore is back: the next search rebuilds and answers from the whole store.
    expect((await search.search({ q: 'kit' })).products.map((each) => each.name)).toEqual(['Solar Kit']);
    expect(attempts).toBe(3);
    await search.upsert(listing('Lamp Kit'));
    expect((await search.search({ q: 'kit' })).products).toHaveLength(2);
    expect(attempts).toBe(3);
  });
});

describe('typesense product search (its HTTP faked: no cluster here)', () => {
  const settings = () => ({ host: 'https://search.example.test', apiKey: 'key-1', collection: 'storeListings' });
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const requests = (fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>) =>
    fetch.mock.calls.map(([url, init]) => ({
      method: init?.method,
      url: String(url),
      key: (init?.headers as Record<string, string>)['X-TYPESENSE-API-KEY'],
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));

  it('asks for every piece in one text, after the cursor, newest first, without the piece fields', async () => {
    const one = listing('Chat App', 'A web chat.', 1_700_000_000_000);
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      json({ results: [{ found: 1, hits: [{ document: { ...one, sortAt: one.createdAt, tie: 7 } }] }] }),
    );
    const search = typesenseProductSearch(settings, fetch);
    const page = await search.search({ q: 'T App', after: { sortAt: 1_800_000_000_000, tie: 42 } });
    expect(page).toEqual({ products: [one], next: null });
    const [request] = requests(fetch);
    expect(request).toMatchObject({ method: 'POST', url: 'https://search.example.test/multi_search', key: 'key-1' });
    const [asked] = (request!.body as { searches: Record<string, unknown>[] }).searches;
    // 't app': its pieces 't a', ' ap', 'app', as hex tokens.
    const pieces = ['0033007400200061', '0033002000610070', '0033006100700070'];
    expect(asked).toEqual({
      collection: 'storeListings',
      q: '*',
      filter_by:
        `((${pieces.map((p) => `nameGrams:=${p}`).join(' && ')}) || (${pieces.map((p) => `descriptionGrams:=${p}`).join(' && ')}))` +
        ' && (sortAt:<1800000000000 || (sortAt:=1800000000000 && tie:>42))',
      sort_by: 'sortAt:desc,tie:asc',
      per_page: 250,
      page: 1,
      exclude_fields: 'nameGrams,descriptionGrams',
    });
  });

  it('creates the collection on the first upsert, then upserts the listing with its pieces and order', async () => {
    const answers = [json({ message: 'Not found.' }, 404), json({ name: 'storeListings' }, 201), json({})];
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answers.shift()!);
    const one = listing('Ab', 'C', 5);
    await typesenseProductSearch(settings, fetch).upsert(one);
    const [first, created, retried] = requests(fetch);
    expect(first!.url).toBe('https://search.example.test/collections/storeListings/documents?action=upsert');
    expect(created).toMatchObject({
      url: 'https://search.example.test/collections',
      body: typesenseSchema('storeListings'),
    });
    expect(retried!.body).toEqual({
      ...one,
      nameGrams: ['00310061', '00310062', '003200610062'],
      descriptionGrams: ['00310063'],
      sortAt: 5,
      tie: expect.any(Number),
    });
    expect(JSON.stringify(retried!.body)).not.toContain('sellerEmail');
  });

  it('removes by id, and a product it never held is no error; a failure is an error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json({ message: 'Not found.' }, 404));
    await typesenseProductSearch(settings, fetch).remove('p/1');
    expect(requests(fetch)[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://search.example.test/collections/storeListings/documents/p%2F1',
    });
    const failing = vi.fn<typeof globalThis.fetch>(async () => json({ message: 'busy' }, 503));
    await expect(typesenseProductSearch(settings, failing).remove('p1')).rejects.toThrow(
      'Typesense delete answered 503',
    );
  });

  it('refuses to run without a host or key', async () => {
    const search = typesenseProductSearch(() => ({ ...settings(), apiKey: '' }), vi.fn());
    await expect(search.search({ q: 'kit' })).rejects.toThrow('Typesense host and API key must not be empty');
  });
});
