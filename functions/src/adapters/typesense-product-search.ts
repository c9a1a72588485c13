// The production ProductSearch (decision 018): a Typesense collection, over its REST API. Each listing is stored
// with its texts' pieces (store-search-grams.ts) as hex tokens in two string[] fields; a search is a filter on
// those pieces (every one, in the name or in the description) and on the cursor, sorted newest first by the
// engine; the rule confirms each candidate. Typesense's own `infix` search is not used: it matches within
// single words and drops punctuation, so 't app', 'c++' or '50%' would not keep SPEC 5's rule.
import type { StoreListing } from '@marketplace/shared/store/listing';
import type { ProductSearch, SearchPosition } from '../ports/product-search.port.ts';
import { indexGrams, positionOf, searchPage, type Candidate } from './store-search-grams.ts';

export interface TypesenseSettings {
  /** The cluster's address, e.g. https://xyz.a1.typesense.net (a Typesense Cloud node or a self-hosted one). */
  host: string;
  /** An API key allowed to write and search the collection (never sent to browsers). */
  apiKey: string;
  collection: string;
}

/** Typesense answers at most 250 hits a request. */
const PER_PAGE = 250;
const TIMEOUT_MS = 5000;

/** A piece as a token Typesense keeps whole: four hex digits per UTF-16 unit (no separators, no symbols). */
const hex = (gram: string) =>
  Array.from({ length: gram.length }, (_, i) => gram.charCodeAt(i).toString(16).padStart(4, '0')).join('');

/** The collection's fields: only the pieces and the order are indexed; the listing's own fields are only stored. */
export const typesenseSchema = (name: string) => ({
  name,
  fields: [
    { name: 'nameGrams', type: 'string[]' },
    { name: 'descriptionGrams', type: 'string[]' },
    { name: 'sortAt', type: 'int64' },
    { name: 'tie', type: 'int64' },
  ],
  default_sorting_field: 'sortAt',
});

const documentOf = (listing: StoreListing) => ({
  ...listing,
  nameGrams: indexGrams(listing.name).map(hex),
  descriptionGrams: indexGrams(listing.description).map(hex),
  ...positionOf(listing),
});

/** Every piece, in one of the two texts; then strictly after the cursor in the store's order. */
export function typesenseFilter(grams: string[], after: SearchPosition | null): string | undefined {
  const tokens = grams.map(hex);
  const holdsAll = (field: string) => tokens.map((token) => `${field}:=${token}`).join(' && ');
  const parts = [
    ...(tokens.length ? [`(${holdsAll('nameGrams')}) || (${holdsAll('descriptionGrams')})`] : []),
    ...(after ? [`sortAt:<${after.sortAt} || (sortAt:=${after.sortAt} && tie:>${after.tie})`] : []),
  ];
  return parts.length ? parts.map((part) => `(${part})`).join(' && ') : undefined;
}

export function typesenseProductSearch(
  settings: () => TypesenseSettings,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ProductSearch {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const { host, apiKey } = settings();
    if (!host || !apiKey) throw new Error('Typesense host and API key must not be empty');
    return fetchImpl(new URL(path, host), {
      method,
      headers: { 'X-TYPESENSE-API-KEY': apiKey, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
  const failed = async (what: string, response: Response) =>
    new Error(`Typesense ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const documents = () => `/collections/${encodeURIComponent(settings().collection)}/documents`;

  const fetchCandidates = async (grams: string[], after: SearchPosition | null, limit: number) => {
    const filter = typesenseFilter(grams, after);
    const response = await call('POST', '/multi_search', {
      searches: [
        {
          collection: settings().collection,
          q: '*',
          ...(filter ? { filter_by: filter } : {}),
          sort_by: 'sortAt:desc,tie:asc',
          per_page: limit,
          page: 1,
          exclude_fields: 'nameGrams,descriptionGrams',
        },
      ],
    });
    if (!response.ok) throw await failed('search', response);
    const [result] = ((await response.json()) as { results: TypesenseResult[] }).results;
    if (!result || result.error) throw new Error(`Typesense search failed: ${result?.error ?? 'no result'}`);
    return (result.hits ?? []).map(({ document }): Candidate => {
      const { sortAt, tie, ...listing } = document;
      return { listing, position: { sortAt, tie } };
    });
  };

  return {
    async upsert(listing) {
      const upsert = () => call('POST', `${documents()}?action=upsert`, documentOf(listing));
      let response = await upsert();
      if (response.status === 404) {
        // The first listing creates the collection (409: another instance just did).
        const created = await call('POST', '/collections', typesenseSchema(settings().collection));
        if (!created.ok && created.status !== 409) throw await failed('collection creation', created);
        response = await upsert();
      }
      if (!response.ok) throw await failed('upsert', response);
    },
    async remove(productId) {
      const response = await call('DELETE', `${documents()}/${encodeURIComponent(productId)}`);
      if (!response.ok && response.status !== 404) throw await failed('delete', response);
    },
    search: (request) => searchPage(fetchCandidates, request, PER_PAGE),
  };
}

interface TypesenseResult {
  error?: string;
  hits?: { document: StoreListing & SearchPosition }[];
}
