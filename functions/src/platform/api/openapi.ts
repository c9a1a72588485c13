// The API on one page (decision 022): the OpenAPI document made from the contract, which the local host serves
// at /api/openapi.json and the repository keeps in docs/api/openapi.json (a test fails when they disagree;
// `npm run openapi` writes it again).
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { apiContract } from '@marketplace/shared/api/contract';

export const OPENAPI_PATH = '/api/openapi.json';

export function openApiDocument() {
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  return generator.generate(apiContract, {
    info: {
      title: 'ProjectBoard API',
      version: '1',
      description:
        'Every endpoint of the `api` function declared with the contract in shared/src (decision 022). A signed-in ' +
        "caller sends Firebase Auth's ID token as `Authorization: Bearer <token>`.",
    },
    servers: [{ url: '/api' }],
    // SPEC 7's error body: the text the person sees.
    customErrorResponseBodySchema: (definedErrors) => ({
      type: 'object',
      properties: { error: { type: 'string', examples: definedErrors.map(([, message]) => message) } },
      required: ['error'],
    }),
  });
}
