// The contract's endpoints for the api (decision 022): oRPC's OpenAPI handler matches the method and path, parses
// and checks the input, calls the endpoint and checks its answer. app.ts hands it any request but a GET after
// Express's parsers (decision 096); a GET, straight from Node, is answered from the same router by get-answers.ts
// without oRPC's request pipeline (decision 097). What neither matches goes back to the app's 404. Errors keep SPEC
// 7's shape, `{ "error": text }`, the same on both ways.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { OpenAPIHandler } from '@orpc/openapi/node';
import { contentionText, type EndpointMeta } from '@marketplace/shared/api/endpoint';
import { ORPCError, ValidationError, type AnyRouter } from '@orpc/server';
import { log } from '../log.ts';
import type { AuthDeps } from '../auth.ts';
import type { ClientAddress } from '../client-address.ts';
import { statusFor } from '../http.ts';
import { isContention } from '../transaction.ts';
import { DecidedError, type ApiContext } from './implement.ts';
import { getAnswers, type GetAnswerOptions } from './get-answers.ts';
import { isMultipart, readMultipart } from './multipart.ts';

// A schema's own message is kept (it is SPEC's text); any other names the field, as parseBody does, so a 400
// always says what to fix. zod's global setting: every schema checked in the functions gets it.
z.config({
  customError: (issue) =>
    issue.path?.length ? `${issue.path.join('.')} is missing or invalid.` : 'Send a JSON object.',
});

/**
 * SPEC 7's error body: the text the person sees (for input that fails its schema, the first issue's text), under
 * `error`, or `message` for the endpoints that declare it (see `inField`).
 */
export function errorBody(error: ORPCError<string, unknown>): Record<string, string> {
  const field = (error.data as { errorField?: unknown } | undefined)?.errorField === 'message' ? 'message' : 'error';
  // What escaped an endpoint (oRPC's INTERNAL_SERVER_ERROR, an answer that failed its own schema among them) is
  // logged; the person gets a plain text, not its details.
  if (error.code === 'INTERNAL_SERVER_ERROR') return { [field]: 'Something went wrong. Please try again.' };
  if (error.cause instanceof ValidationError) {
    return { [field]: error.cause.issues[0]?.message ?? 'Invalid request.' };
  }
  return { [field]: error.message };
}

/** The error again, marked for SPEC 7's `message` field when its endpoint declares that field. */
function inField(error: unknown, field: EndpointMeta['errorField']): unknown {
  if (field !== 'message' || !(error instanceof ORPCError)) return error;
  const { code, status, message, cause } = error;
  return new ORPCError(code, { status, message, cause, data: { errorField: field } });
}

/** The contract's handlers, for the app (app.ts): a request with a body through Express, a GET straight to its own. */
export interface ContractRoutes {
  /** Express middleware for a request whose body Express's parsers read first (a form is read here, with bounds). */
  withBody: RequestHandler;
  /** A GET, which has no body to read: whether an endpoint answered it; a throw is the app's to answer. */
  withoutBody(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

export function contractRoutes(
  router: AnyRouter,
  authDeps: AuthDeps & { clientAddress: ClientAddress },
): ContractRoutes {
  // What a procedure threw, as the api answers it: on oRPC's path from its interceptor, on a GET's from get-answers.
  const settle: GetAnswerOptions['settle'] = (thrown, path, procedure) => {
    // Contention that outlasted transact()'s retries is the caller's to try again, never a fault (a 409).
    const error = isContention(thrown)
      ? new DecidedError('CONFLICT', { status: 409, message: contentionText, cause: thrown })
      : thrown;
    if (error !== thrown) log.warn('API request lost to contention', { endpoint: path.join('.') });
    // An endpoint's own faults are logged where they happen (a use case's failure arrives as a DecidedError,
    // declared or not); here only what escaped one.
    const answered = error instanceof DecidedError || (error instanceof ORPCError && error.status < 500);
    if (!answered) {
      log.error('unhandled API error', error, { endpoint: path.join('.') });
    }
    return inField(error, (procedure['~orpc'].meta as EndpointMeta).errorField);
  };
  const handler = new OpenAPIHandler(router, {
    customErrorResponseBodyEncoder: errorBody,
    clientInterceptors: [
      async ({ next, path, procedure }) => {
        try {
          return await next();
        } catch (thrown) {
          throw settle(thrown, path, procedure);
        }
      },
    ],
  });
  const answerGet = getAnswers<ApiContext>(router, { errorBody, settle });
  const contextOf = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Pick<ApiContext, 'rawBody' | 'multipart'>,
  ): ApiContext => ({
    headers: req.headers,
    authDeps,
    client: authDeps.clientAddress(req),
    // Node merges these into the head the handler writes (oRPC's ResponseHeadersPlugin made a Headers object and
    // copied it for every request, for the few endpoints that set one).
    resHeaders: { set: (name, value) => void res.setHeader(name, value) },
    ...body,
  });
  return {
    withBody: async (req, res, next) => {
      try {
        // oRPC decodes a body Express has already read (req.body): a form, read here with bounds.
        const multipart = isMultipart(req);
        if (multipart) {
          const form = await readMultipart(req, rawBodyOf(req));
          if (!form.ok) return void res.status(statusFor(form.error.code)).json({ error: form.error.message });
          req.body = form.value;
        }
        const context = contextOf(req, res, { rawBody: rawBodyOf(req), multipart });
        if (!(await handler.handle(req, res, { prefix: '/api', context })).matched) next();
      } catch (error) {
        next(error);
      }
    },
    // Async, so a fault in reading the request (the client's address) rejects as the answer's own faults do.
    withoutBody: async (req, res) => answerGet(req, res, contextOf(req, res, { rawBody: undefined, multipart: false })),
  };
}

/**
 * The body's bytes as they arrived: locally app.ts reads the webhook's body raw into `req.body`, before the JSON
 * parser; on Cloud Functions the framework has parsed every body already and keeps its bytes in `req.rawBody`.
 */
function rawBodyOf(req: Request): Buffer | undefined {
  if (Buffer.isBuffer(req.body)) return req.body;
  const { rawBody } = req as Request & { rawBody?: unknown };
  return Buffer.isBuffer(rawBody) ? rawBody : undefined;
}
