// The API on one page (decision 022): the OpenAPI document made from the contract, which the local host serves
// at /api/openapi.json and the repository keeps in docs/api/openapi.json (a test fails when they disagree;
// `npm run openapi` writes it again).
import { OpenAPIGenerator } from '@orpc/openapi';
import { ZodToJsonSchemaConverter } from '@orpc/zod/zod4';
import { apiContract, declaredRoutes } from '@marketplace/shared/contract';

export const OPENAPI_PATH = '/api/openapi.json';

export async function openApiDocument() {
  const generator = new OpenAPIGenerator({ schemaConverters: [new ZodToJsonSchemaConverter()] });
  const document = await generator.generate(apiContract, {
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
  // An endpoint with a file takes only a form (the server answers 415 to anything else), though the generator
  // offers JSON beside it.
  for (const { method, path } of declaredRoutes().filter(({ meta }) => meta.body === 'multipart')) {
    const operation = document.paths?.[path]?.[method.toLowerCase() as 'post'];
    const content = operation?.requestBody && 'content' in operation.requestBody ? operation.requestBody.content : {};
    delete content['application/json'];
  }
  return document;
}
