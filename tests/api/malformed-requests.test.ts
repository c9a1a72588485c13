// Every route of the api app against malformed input: ids that are not Firestore document ids in
// every field and path parameter that carries one, bodies of the wrong shape, content types and sizes. None
// may answer 5xx and none may write a document. The routes are read from the contract, which declares every one
// (decision 022), so a new one is covered without being listed here.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from '@marketplace/shared/contract';
import { providerSigns } from '../../functions/src/ports/payments.contract.ts';
import { expectConsole } from '../support/fail-on-console.ts';
import { useApiSuite } from './support/api-suite.ts';
import type { Backend } from './support/emulators.ts';
import { startPaymentsApi, testKeys, type PaymentsApi, type Person } from './support/payments.ts';

let backend: Backend;
let api: PaymentsApi;
let student: Person;
let admin: Person;

useApiSuite(
  {
    // POST /visits takes no input and counting any request is its job; its publisher is a stand-in here (the
    // test project has no visits topic), so what is tried is that a malformed body cannot break it.
    serve: (backend) => startPaymentsApi({ ...backend, visits: { publishVisit: () => Promise.resolve('stand-in') } }),
    people: ['student', 'admin'],
  },
  (suite) => {
    ({ backend, api } = suite);
    [student, admin] = suite.people;
  },
);

/** Every document in the test project with its update time: a write of any kind changes this. */
async function everyDocument(db: Firestore): Promise<string[]> {
  const found: string[] = [];
  const visit = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snapshot = await ref.get();
      if (snapshot.exists) found.push(`${ref.path}@${snapshot.updateTime?.toMillis()}`);
      for (const sub of await ref.listCollections()) await visit(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) await visit(await collection.listDocuments());
  return found.sort();
}

const badIds: unknown[] = [
  '',
  'a/b',
  '.',
  '..',
  '__x__',
  'p1/private/delivery',
  'x'.repeat(129),
  'x'.repeat(200),
  'x'.repeat(1_501),
  'a/',
  '/a',
  '__id__',
  '\uD800',
  'a\u0000b',
  ' ',
  123,
  null,
  true,
  {},
  [],
  ['a'],
  { id: 'a/b' },
];
const idFields = [
  'projectId',
  'productId',
  'orderId',
  'requestId',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
];

interface Route {
  method: string;
  path: string;
}

/** The api's routes: every endpoint is declared with the contract (decision 022), and createApp adds none. */
function routesOf(): Route[] {
  return declaredRoutes().map(({ method, path }) => ({
    method: method.toLowerCase(),
    path: path.replace(/\{(\w+)\}/g, ':$1'),
  }));
}

interface Attempt {
  method: string;
  path: string;
  contentType?: string;
  body?: string;
}

const badStrings = badIds.filter((id): id is string => typeof id === 'string' && id !== '');
/** encodeURIComponent refuses a lone surrogate; its UTF-8-style bytes are what a careless client sends. */
const encodeId = (id: string) => {
  try {
    return encodeURIComponent(id);
  } catch {
    return '%ED%A0%80';
  }
};

/** Each path parameter in turn given every malformed id (the others a plain one); the path as is without. */
function pathsOf(route: Route): string[] {
  const params = route.path.match(/:\w+/g) ?? [];
  if (params.length === 0) return [route.path];
  return params.flatMap((param) =>
    badStrings.map((id) => route.path.replace(/:\w+/g, (name) => (name === param ? encodeId(id) : 'plain-id'))),
  );
}

function attempts(routes: Route[]): Attempt[] {
  const list: Attempt[] = [];
  for (const route of routes) {
    const { method } = route;
    if (method === 'get' || method === 'head') {
      for (const path of pathsOf(route)) {
        for (const query of [
          '',
          '?lat=a/b&lng=..',
          '?lat=1e999&lng=-1e999',
          '?lat[]=1&lng[x]=2',
          `?id=${'9'.repeat(5_000)}`,
        ])
          list.push({ method, path: `${path}${query}` });
      }
      continue;
    }
    const paths = pathsOf(route);
    // A route with parameters gets its malformed ids there; the bodies are tried on one of its paths.
    for (const path of paths.slice(1)) list.push({ method, path, body: '{}' });
    const path = paths[0]!;
    const base = { deliveryAddress: 'Hostel 4', paymentMethod: 'cod', requestId: 'request-0000-0001' };
    for (const field of idFields) {
      for (const id of badIds) list.push({ method, path, body: JSON.stringify({ ...base, [field]: id }) });
    }
    for (const id of badIds) list.push({ method, path, body: JSON.stringify({ ...base, product: { id } }) });
    for (const body of ['{', '[]', '"text"', 'null', '123', '{"messages":"x"}', '{"messages":[{"role":1}]}'])
      list.push({ method, path, body });
    // Deeply nested, over the JSON limit, and in content types the route does not take.
    list.push({ method, path, body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` });
    list.push({ method, path, body: JSON.stringify({ projectId: 'p'.repeat(200_000) }) });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ])
      list.push({ method, path, contentType, body: 'projectId=a%2Fb' });
  }
  return list;
}

describe('the api app, given malformed requests', () => {
  it('answers each with a status below 500 and writes no document', async () => {
    // Refusals are logged as warnings on purpose; an error (a 5xx is logged as one) still fails the test.
    expectConsole('warn', /./);
    const before = await everyDocument(backend.db);
    expect(before.length).toBeGreaterThan(0); // the student's profile: the listing sees what is there
    const failures: string[] = [];
    const routes = routesOf();
    const listed = routes.map((route) => `${route.method} ${route.path}`);
    expect(listed).toContain('post /create-order');
    expect(listed).toContain('post /payments/simulated/pay');
    const all = attempts(routes);
    for (const { method, path, contentType, body } of all) {
      for (const as of [undefined, student]) {
        const headers: Record<string, string> = { 'content-type': contentType ?? 'application/json' };
        if (as) headers.authorization = `Bearer ${as.token}`;
        const response = await fetch(`${api.url}/api${path}`, { method: method.toUpperCase(), headers, body });
        await response.arrayBuffer();
        if (response.status >= 500)
          failures.push(
            `${response.status} ${method} ${path.slice(0, 80)} ${contentType ?? ''} ${(body ?? '').slice(0, 80)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(500);
    expect(await everyDocument(backend.db)).toEqual(before);
  }, 300_000);

  // The admin routes refuse everyone else before they look at the id, so the ids are tried as an admin too.
  it('answers an admin’s malformed ids (long, reserved, empty) on every admin route below 500 and writes nothing', async () => {
    expectConsole('warn', /./);
    const before = await everyDocument(backend.db);
    // The routes that take an id (the ledger's overview and a day's reconciliation take none).
    const adminRoutes = routesOf().filter((route) => route.path.startsWith('/admin/') && route.path.includes(':'));
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'delete /admin/users/:id',
        'delete /admin/projects/:id',
        'get /admin/applications/:id/resume',
      ]),
    );
    const failures: string[] = [];
    for (const route of adminRoutes) {
      for (const id of ['', ...badStrings]) {
        const path = route.path.replace(/:\w+/g, encodeId(id));
        const response = await fetch(`${api.url}/api${path}`, {
          method: route.method.toUpperCase(),
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const body = await response.text();
        if (response.status >= 500) failures.push(`${response.status} ${route.method} ${path.slice(0, 80)} ${body}`);
        // A clear refusal: one text ('.' and '..' never get here: the URL resolves them, to the api's 404).
        else expect(Object.values(JSON.parse(body) as object)).toEqual([expect.stringMatching(/\w/)]);
      }
    }
    expect(failures).toEqual([]);
    expect(await everyDocument(backend.db)).toEqual(before);
  }, 120_000);

  it('answers signed webhooks whose event id is long, reserved or empty below 500 and records nothing', async () => {
    expectConsole('warn', /./);
    const before = await everyDocument(backend.db);
    const body = JSON.stringify({ event: 'payment.captured', payload: {} });
    const failures: string[] = [];
    // A header cannot carry NUL or a lone surrogate: fetch refuses to send them.
    const sendable = badStrings.filter((id) => !id.includes('\u0000') && !id.includes('\uD800'));
    for (const eventId of ['', ...sendable]) {
      const response = await fetch(`${api.url}/api/razorpay/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': providerSigns.webhook(body, testKeys.webhookSecret),
          'x-razorpay-event-id': eventId,
        },
        body,
      });
      const text = await response.text();
      if (response.status !== 400) failures.push(`${response.status} ${JSON.stringify(eventId.slice(0, 40))} ${text}`);
    }
    expect(failures).toEqual([]);
    expect(api.published).toEqual([]);
    expect(await everyDocument(backend.db)).toEqual(before);
  }, 60_000);
});
