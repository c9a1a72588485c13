// A GET answered without oRPC's pipeline (get-answers.ts) answers as oRPC's own handler does: the same status,
// headers and body for answers, SPEC 7's errors, bad input, faults, callers refused and paths no endpoint declares,
// each request sent both ways. And every GET's answer is JSON as its schema leaves it, which the path writes as is.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiContract } from '@marketplace/shared/contract';
import { adminEndpoint, contentionText, endpoint, errorsWith } from '@marketplace/shared/api/endpoint';
import { isContractProcedure } from '@orpc/contract';
import { expectConsole } from '../../../../tests/support/fail-on-console.ts';
import type { AuthDeps } from '../auth.ts';
import { contractRoutes } from './handler.ts';
import { endpointsOf } from './implement.ts';

const texts = { tooLong: 'Say at most 5 characters.', gone: 'No such item.' } as const;

const contract = {
  echo: endpoint
    .route({ method: 'GET', path: '/echo' })
    .input(z.object({ q: z.string().max(5, texts.tooLong), n: z.coerce.number().optional() }))
    .output(z.object({ q: z.string(), n: z.number().nullable() })),
  item: endpoint
    .route({ method: 'GET', path: '/items/{id}', outputStructure: 'detailed' })
    .input(z.object({ id: z.string() }))
    .output(z.object({ headers: z.object({ 'cache-control': z.string() }), body: z.object({ id: z.string() }) }))
    .errors(errorsWith({ NOT_FOUND: texts.gone })),
  empty: endpoint.route({ method: 'GET', path: '/empty' }),
  broken: endpoint.route({ method: 'GET', path: '/broken' }).output(z.object({ ok: z.boolean() })),
  wrongAnswer: endpoint.route({ method: 'GET', path: '/wrong-answer' }).output(z.object({ ok: z.boolean() })),
  contended: endpoint.route({ method: 'GET', path: '/contended' }).output(z.object({ ok: z.boolean() })),
  mine: endpoint
    .meta({ caller: 'member' })
    .route({ method: 'GET', path: '/mine/{id}' })
    .input(z.object({ id: z.string().max(3) }))
    .output(z.object({})),
  console: adminEndpoint.route({ method: 'GET', path: '/console' }).output(z.object({})),
};

const api = endpointsOf(contract);
const router = api.router({
  echo: api.echo.handler(({ input }) => ({ q: input.q, n: input.n ?? null })),
  item: api.item.handler(({ input, errors }) => {
    if (input.id === 'missing') throw errors.NOT_FOUND();
    return { headers: { 'cache-control': 'private, no-store' }, body: { id: input.id } };
  }),
  empty: api.empty.handler(() => undefined),
  broken: api.broken.handler(() => {
    throw new Error('the database is down');
  }),
  wrongAnswer: api.wrongAnswer.handler(() => ({ ok: 'yes' }) as never),
  contended: api.contended.handler(() => {
    throw Object.assign(new Error('10 ABORTED: too much contention'), { code: 10 });
  }),
  mine: api.mine.handler(() => ({})),
  console: api.console.handler(() => ({})),
});

// No endpoint here reaches Auth or Firestore: the callers refused below carry no token.
const routes = contractRoutes(router, { clientAddress: () => 'test-client' } as unknown as AuthDeps & {
  clientAddress: () => string;
});
const notFound = (res: ServerResponse) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('none');

/** The GET path as app.ts calls it, and oRPC's handler as it answers every other request (after Express). */
const ways = {
  'the GET path': createServer((req: IncomingMessage, res: ServerResponse) => {
    void routes.withoutBody(req, res).then((matched) => matched || notFound(res));
  }),
  "oRPC's handler": createServer(
    express()
      .use('/api', routes.withBody)
      .use((_req, res) => notFound(res)),
  ),
};
const ports: Record<string, number> = {};

beforeAll(async () => {
  for (const [name, server] of Object.entries(ways)) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports[name] = (server.address() as AddressInfo).port;
  }
});
afterAll(async () => {
  for (const server of Object.values(ways)) await new Promise((resolve) => server.close(resolve));
});

/** The path sent as written (fetch would resolve its dot segments first), and what came back. */
function get(port: number, path: string) {
  return new Promise<{ status: number; type: string | undefined; cache: string | undefined; body: string }>(
    (resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            type: res.headers['content-type'],
            cache: res.headers['cache-control'],
            body,
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const bothWays = async (path: string) => {
  const [ours, theirs] = [await get(ports['the GET path']!, path), await get(ports["oRPC's handler"]!, path)];
  expect(ours, path).toEqual(theirs);
  return ours;
};

describe('a GET answered without oRPC’s pipeline', () => {
  it('answers as oRPC’s handler does: answers, path parameters, detailed answers with headers, no body', async () => {
    expect(JSON.parse((await bothWays('/api/echo?q=abc&n=7')).body)).toEqual({ q: 'abc', n: 7 });
    expect(JSON.parse((await bothWays('/api/echo/?q=abc')).body)).toEqual({ q: 'abc', n: null });
    expect(JSON.parse((await bothWays('/api/echo?q=%20a%26b')).body)).toEqual({ q: ' a&b', n: null });
    const item = await bothWays('/api/items/x%201');
    expect([item.status, item.cache, JSON.parse(item.body)]).toEqual([200, 'private, no-store', { id: 'x 1' }]);
    expect(await bothWays('/api/empty')).toMatchObject({ status: 200, body: '' });
  });

  it('answers bad input, declared errors and refused callers with the same SPEC 7 texts', async () => {
    expect(JSON.parse((await bothWays('/api/echo?q=abcdefg')).body)).toEqual({ error: texts.tooLong });
    expect(JSON.parse((await bothWays('/api/echo')).body)).toEqual({ error: 'q is missing or invalid.' });
    expect((await bothWays('/api/echo?q[a]=1')).status).toBe(400);
    expect((await bothWays('/api/echo?q=a&n=many')).status).toBe(400);
    expect(await bothWays('/api/items/missing')).toMatchObject({
      status: 404,
      body: JSON.stringify({ error: texts.gone }),
    });
    // Who calls is checked before what they sent, as the procedure's middleware comes before its input's check.
    expect((await bothWays('/api/mine/far-too-long')).status).toBe(401);
    // The console's endpoints put their text under `message` (SPEC 7).
    expect(Object.keys(JSON.parse((await bothWays('/api/console')).body))).toEqual(['message']);
  });

  it('answers a fault and a wrong answer with SPEC’s plain text, logged, and contention as 409', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = { status: 500, body: JSON.stringify({ error: 'Something went wrong. Please try again.' }) };
    expect(await bothWays('/api/broken')).toMatchObject(failed);
    expect(await bothWays('/api/wrong-answer')).toMatchObject(failed);
    expect(errors.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message)).toEqual(
      Array(4).fill('unhandled API error'),
    );
    errors.mockRestore();
    expectConsole('warn', /lost to contention/);
    expect(await bothWays('/api/contended')).toMatchObject({
      status: 409,
      body: JSON.stringify({ error: contentionText }),
    });
  });

  it('leaves to the app what no endpoint declares, with dot segments resolved as oRPC resolves them', async () => {
    const paths = ['/api/nowhere', '/api/echo/more?q=a', '/api/../api/echo?q=a', '/api/x/../echo?q=ab', '/api/'];
    for (const path of paths) await bothWays(path);
    expect((await bothWays('/api/nowhere')).status).toBe(404);
    // Out of /api/ once resolved: not the contract's, though what follows its first four characters is a route.
    expect((await bothWays('/api/../abc/echo?q=a')).status).toBe(404);
    expect((await bothWays('/api/x/../echo?q=ab')).status).toBe(200);
  });
});

/** The kinds of value a zod schema's output can hold anywhere inside it. */
function kindsIn(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  const inner = Object.values(def).flatMap((value) => {
    if (Array.isArray(value)) return value.flatMap((one) => kindsIn(one, seen));
    if (value && typeof value === 'object' && !('_zod' in value))
      return Object.values(value).flatMap((one) => kindsIn(one, seen));
    return kindsIn(value, seen);
  });
  return [String(def.type), ...inner];
}

function outputsOfGets(router: object): [string, unknown][] {
  return Object.entries(router).flatMap(([name, entry]: [string, object]): [string, unknown][] => {
    if (!isContractProcedure(entry)) return outputsOfGets(entry).map(([inner, schema]) => [`${name}.${inner}`, schema]);
    const { route, outputSchema } = entry['~orpc'];
    return route.method === 'GET' ? [[name, outputSchema]] : [];
  });
}

describe('every GET’s answer', () => {
  it('holds only JSON’s own values, so JSON.stringify writes it as oRPC’s serializer would', () => {
    const notJson = ['set', 'map', 'bigint', 'date', 'file', 'symbol', 'function', 'promise', 'nan', 'custom'];
    const gets = outputsOfGets(apiContract);
    expect(gets.length).toBeGreaterThan(10);
    for (const [name, schema] of gets) {
      expect(kindsIn(schema), name).toContain('object');
      expect(
        kindsIn(schema).filter((kind) => notJson.includes(kind)),
        name,
      ).toEqual([]);
    }
    // The check sees what it looks for.
    expect(kindsIn(z.object({ at: z.array(z.date().optional()) }))).toContain('date');
  });
});
