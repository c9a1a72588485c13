// Runs the ProductSearch contract against the Orama adapter, and against Typesense when a cluster is named in
// TYPESENSE_HOST and TYPESENSE_API_KEY (there is none here: no internet), each run in a collection of its own.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productSearchContract, listing } from '../ports/product-search.contract.ts';
import { oramaProductSearch } from './orama-product-search.ts';
import { typesenseProductSearch } from './typesense-product-search.ts';

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
});
