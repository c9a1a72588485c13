// A GET under /api/, answered from the contract without oRPC's request pipeline (decision 097). oRPC's handler takes
// every request through its adapter, interceptors, tracing spans, a lazy request with an abort signal and a response
// awaited to its close: for a store search that machinery cost a quarter of the api's CPU, and the search's p99 under
// load followed it. A GET has no body to read, so what it needs is small, and each part is oRPC's own: its matcher
// finds the procedure, its codec decodes the query and encodes the answer, and the procedure's own middlewares,
// validation and handler run here in the order oRPC runs them (`runProcedure`). A request with a body still goes
// through oRPC's handler (handler.ts); get-answers.test.ts sends the same GETs both ways and compares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  StandardBracketNotationSerializer,
  StandardOpenAPIJsonSerializer,
  StandardOpenAPISerializer,
} from '@orpc/openapi-client/standard';
import { StandardOpenAPICodec, StandardOpenAPIMatcher } from '@orpc/openapi/standard';
import {
  createORPCErrorConstructorMap,
  ORPCError,
  ValidationError,
  validateORPCError,
  type AnyProcedure,
  type AnyRouter,
} from '@orpc/server';
import { sendStandardResponse, toNodeHttpBody, toNodeHttpHeaders } from '@orpc/standard-server-node';
import type { StandardResponse } from '@orpc/standard-server';

/** What the contract's handler does with a thrown error, shared with its interceptor (handler.ts). */
export interface GetAnswerOptions {
  /** SPEC 7's error body. */
  errorBody(error: ORPCError<string, unknown>): Record<string, string>;
  /** What a procedure threw, as the api answers it (contention as 409, what escaped logged), or rethrown. */
  settle(thrown: unknown, path: readonly string[], procedure: AnyProcedure): unknown;
}

/** oRPC's text for a query its codec could not decode (StandardHandler's, so both paths say the same). */
const MALFORMED =
  "Malformed request. Ensure the request body is properly formatted and the 'Content-Type' header is set correctly.";

/**
 * The GET answerer for a router: `answer(req, res, context)` answers a GET whose path (after `/api`) an endpoint
 * declares and resolves true, or resolves false and writes nothing.
 */
export function getAnswers<Context extends object>(router: AnyRouter, options: GetAnswerOptions) {
  const matcher = new StandardOpenAPIMatcher();
  matcher.init(router);
  const serializer = new StandardOpenAPISerializer(
    new StandardOpenAPIJsonSerializer(),
    new StandardBracketNotationSerializer(),
  );
  // The query is decoded as oRPC decodes it. The answer is left as its output schema made it and written with
  // JSON.stringify (`send`): oRPC's serializer copies it value by value, which for JSON's own values (every
  // answer's schema has only those: get-answers.test.ts) changes nothing and made a search's largest garbage.
  const asChecked = {
    deserialize: (data: unknown) => serializer.deserialize(data as never),
    serialize: (data: unknown) => data,
  } as unknown as StandardOpenAPISerializer;
  const codec = new StandardOpenAPICodec(asChecked, { customErrorResponseBodyEncoder: options.errorBody });
  return async (req: IncomingMessage, res: ServerResponse, context: Context): Promise<boolean> => {
    // The origin is not the request's: only the path and query are read, as oRPC's adapter reads them.
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    // A path that leaves /api/ once its dot segments are resolved is not the contract's, as in oRPC's handler.
    if (!url.pathname.startsWith('/api/')) return false;
    const pathname = url.pathname.slice('/api'.length).replace(/^\/|\/$/g, '');
    const match = await matcher.match('GET', `/${pathname}`);
    if (!match) return false;
    const { procedure, path } = match;
    let response: StandardResponse;
    let decoded = false;
    try {
      const request = {
        method: 'GET',
        url,
        headers: req.headers,
        body: () => Promise.resolve(undefined),
        signal: undefined,
      };
      const input = await codec.decode(request, match.params, procedure);
      decoded = true;
      const output = await runProcedure(procedure, { context, input, path }).catch(async (thrown: unknown) => {
        const error = options.settle(thrown, path, procedure);
        throw error instanceof ORPCError ? await validateORPCError(procedure['~orpc'].errorMap, error) : error;
      });
      response = codec.encode(output, procedure);
    } catch (thrown) {
      const error =
        thrown instanceof ORPCError
          ? thrown
          : new ORPCError(decoded ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST', {
              message: decoded ? 'Internal server error' : MALFORMED,
              cause: thrown,
            });
      response = codec.encodeError(error);
    }
    await send(res, response);
    return true;
  };
}

/**
 * The procedure as oRPC's procedure client runs it (its `executeProcedureInternal`), without the tracing spans and
 * interceptors around each step: each middleware in turn, the input checked at its declared place, the handler, the
 * output checked at its declared place.
 */
async function runProcedure(
  procedure: AnyProcedure,
  { context, input, path }: { context: object; input: unknown; path: readonly string[] },
): Promise<unknown> {
  const def = procedure['~orpc'];
  const place = (index: number) => Math.min(Math.max(0, index), def.middlewares.length);
  const inputAt = place(def.inputValidationIndex);
  const outputAt = place(def.outputValidationIndex);
  const shared = { path, procedure, errors: createORPCErrorConstructorMap(def.errorMap), signal: undefined };
  const step = async (index: number, stepContext: object, stepInput: unknown): Promise<unknown> => {
    const current = index === inputAt ? await validated(def.inputSchema, stepInput, 'input') : stepInput;
    const middleware = def.middlewares[index];
    const output = middleware
      ? (
          await middleware(
            {
              ...shared,
              context: stepContext,
              next: async (more?: { context?: object }) => ({
                output: await step(index + 1, { ...stepContext, ...more?.context }, current),
                context: more?.context ?? {},
              }),
            } as never,
            current,
            (value: unknown) => ({ output: value, context: {} }),
          )
        ).output
      : await def.handler({ ...shared, context: stepContext, input: current, lastEventId: undefined } as never);
    return index === outputAt ? validated(def.outputSchema, output, 'output') : output;
  };
  return step(0, context, input);
}

/** A schema's check as oRPC makes it: bad input is the client's (400), a bad answer the server's (500). */
async function validated(
  schema: AnyProcedure['~orpc']['inputSchema'],
  value: unknown,
  which: 'input' | 'output',
): Promise<unknown> {
  if (!schema) return value;
  const result = await schema['~standard'].validate(value);
  if (!result.issues) return result.value;
  const message = which === 'input' ? 'Input validation failed' : 'Output validation failed';
  const cause = new ValidationError({ message, issues: result.issues, data: value });
  throw which === 'input'
    ? new ORPCError('BAD_REQUEST', { message, data: { issues: result.issues }, cause })
    : new ORPCError('INTERNAL_SERVER_ERROR', { message, cause });
}

/**
 * The answer written: JSON at once, with oRPC's own body and header rules (every GET's today); anything else (a
 * file, a stream) as oRPC's adapter sends it, which pipes it and waits for the response to close.
 */
async function send(res: ServerResponse, response: StandardResponse): Promise<void> {
  if (!isJsonValue(response.body)) return sendStandardResponse(res, response);
  const headers = { ...response.headers };
  // A JSON value comes back as its text (or undefined for no body), with the content type set in `headers`.
  const text = toNodeHttpBody(response.body, headers) as string | undefined;
  res.writeHead(response.status, toNodeHttpHeaders(headers)).end(text);
}

/** A body oRPC's adapter would write as JSON: not a file, a form, a query string or a stream. */
function isJsonValue(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return true;
  if (body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams) return false;
  if (body instanceof ReadableStream) return false;
  return !(Symbol.asyncIterator in body);
}
