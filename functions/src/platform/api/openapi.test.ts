// The committed OpenAPI document is the contract's (decision 022): a change to an endpoint's declaration that is
// not written out with `npm run openapi` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';

describe('docs/api/openapi.json', () => {
  it('is the document the contract makes (npm run openapi writes it)', async () => {
    const committed = JSON.parse(readFileSync(new URL('../../../../docs/api/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(await openApiDocument())));
  });

  it('declares the store search with its query, its answer and its errors in SPEC 7’s shape', async () => {
    const document = await openApiDocument();
    const search = document.paths?.['/store/search']?.get;
    expect(search?.parameters?.map((parameter) => ('name' in parameter ? parameter.name : null))).toEqual([
      'q',
      'after',
    ]);
    expect(Object.keys(search?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '503']));
    expect(JSON.stringify(search?.responses?.['503'])).toContain(
      'Search is not available right now. Please try again.',
    );
  });
});
