// The api's handler (app.ts): a GET goes straight to the contract's handler, anything else through Express's parsers
// first (decision 096). Both ways answer alike: the contract's answers and SPEC 7's errors, a 404 for what no endpoint
// declares, a fault logged and shown as SPEC's text, and a request that is not the api's handed on when mounted.
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_SEARCH_PATH, storeSearchTexts } from '@marketplace/shared/store/store-search-api';
import { createApp } from '../../functions/src/app.ts';
import { listen, type Backend, useBackend } from './support/emulators.ts';

let backend: Backend;
useBackend((started) => (backend = started));
afterEach(() => {
  vi.restoreAllMocks();
});

async function served<T>(handler: Parameters<typeof listen>[0], use: (url: string) => Promise<T>): Promise<T> {
  const server = await listen(handler);
  try {
    return await use(server.url);
  } finally {
    await server.close();
  }
}

const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

describe('the api handler', () => {
  it('answers a GET from the contract: its answer, and its schema’s SPEC text for bad input', async () => {
    await served(createApp(backend), async (url) => {
      const found = await fetch(`${url}${STORE_SEARCH_PATH}?q=robot`);
      expect(found.status).toBe(200);
      expect(found.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await found.json()).toEqual({ products: [], next: null });
      expect(await answerOf(await fetch(`${url}${STORE_SEARCH_PATH}?q=%20`))).toEqual({
        status: 400,
        body: { error: storeSearchTexts.empty },
      });
    });
  });

  it('answers 404 with SPEC 7’s body to a GET and to a POST that no endpoint declares', async () => {
    await served(createApp(backend), async (url) => {
      for (const method of ['GET', 'POST'])
        expect(await answerOf(await fetch(`${url}/api/no-such-endpoint`, { method }))).toEqual({
          status: 404,
          body: { error: 'Not found.' },
        });
    });
  });

  it('logs a fault on either way in with the request’s method and path, and shows SPEC’s text', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => errors.push(line));
    const failing = createApp({
      ...backend,
      clientAddress: () => {
        throw new Error('the address could not be read');
      },
    });
    await served(failing, async (url) => {
      for (const method of ['GET', 'POST'])
        expect(await answerOf(await fetch(`${url}${STORE_SEARCH_PATH}?q=robot`, { method }))).toEqual({
          status: 500,
          body: { error: 'Something went wrong. Please try again.' },
        });
    });
    expect(errors.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ message: 'unhandled API error', method: 'GET', path: STORE_SEARCH_PATH }),
      expect.objectContaining({ message: 'unhandled API error', method: 'POST', path: STORE_SEARCH_PATH }),
    ]);
  });

  it('hands on what is not the api’s when mounted in an Express app, as the local host mounts it', async () => {
    const host = express()
      .use(createApp(backend))
      .get('/store', (_req, res) => void res.send('the store page'));
    await served(host, async (url) => {
      const page = await fetch(`${url}/store`);
      expect(await page.text()).toBe('the store page');
      expect((await fetch(`${url}${STORE_SEARCH_PATH}?q=robot`)).status).toBe(200);
    });
  });
});
