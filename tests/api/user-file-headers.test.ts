// Files people upload are served so that a browser never treats them as a page of ours (decision
// 016): the type the server found is final (nosniff), nothing in them may run or load anything (a CSP of
// `default-src 'none'; sandbox`), and a private file (a resume) downloads rather than opens in our origin.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaRoutes } from '../../functions/src/local/media-routes.ts';
import { tinyPdf, tinyPng } from '../../functions/src/ports/media.contract.ts';
import { listen, startBackend, type Backend } from './support/emulators.ts';

let backend: Backend;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  backend = startBackend();
  server = await listen(express().use(localMediaRoutes(backend.localMedia!)));
});
afterAll(async () => {
  await server.close();
  await backend.close();
});

const expectUserFileHeaders = (response: Response) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
};

describe('serving uploaded files', () => {
  it('sends a product image with nosniff and a CSP that lets nothing in it run', async () => {
    const { url } = await backend.media.storeImage(tinyPng, 'products');
    const response = await fetch(`${server.url}${url}`);
    expectUserFileHeaders(response);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('sends a resume through its signed link the same way, as a download', async () => {
    const { ref } = await backend.media.storePrivateFile(tinyPdf, 'resumes');
    const response = await fetch(new URL(await backend.media.privateLink(ref, 300), server.url));
    expectUserFileHeaders(response);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[\w-]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
