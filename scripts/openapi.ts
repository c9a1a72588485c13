// `npm run openapi`: writes the contract's OpenAPI document to docs/api/openapi.json (decision 022), formatted
// as the repository's JSON is. functions/src/platform/api/openapi.test.ts fails until it agrees with the contract.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { openApiDocument } from '../functions/src/platform/api/openapi.ts';
import { ROOT } from './root.ts';

export const OPENAPI_FILE = join(ROOT, 'docs', 'api', 'openapi.json');

mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
const options = { ...(await resolveConfig(OPENAPI_FILE)), parser: 'json' };
writeFileSync(OPENAPI_FILE, await format(JSON.stringify(await openApiDocument()), options));
console.log(`wrote ${OPENAPI_FILE}`);
