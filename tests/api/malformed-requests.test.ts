// Every route of the api app against malformed input (issue 12): ids that are not Firestore document ids in
// every field that carries one, bodies of the wrong shape, content types and sizes. None may answer 5xx and
// none may write a document.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsole } from '../support/fail-on-console.ts';
import { clearFirestore, startBackend, type Backend } from './support/emulators.ts';
import {
  restoreProfiles,
  signedInPerson,
  startPaymentsApi,
  type PaymentsApi,
  type Person,
} from './support/payments.ts';

let backend: Backend;
let api: PaymentsApi;
let student: Person;

beforeAll(async () => {
  backend = startBackend();
  api = await startPaymentsApi(backend);
  student = await signedInPerson(backend, 'student');
  await clearFirestore();
  await restoreProfiles(backend, { student: [student] });
});
afterAll(async () => {
  await api.close();
  await backend.close();
});

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
  'x'.repeat(1_501),
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
const postRoutes = [
  '/create-order',
  '/verify-payment',
  '/payments/simulated/pay',
  '/create-cod-order',
  '/assistant',
  '/uploads/product-image',
  '/razorpay/webhook',
];

interface Attempt {
  route: string;
  contentType?: string;
  body: string;
}

function attempts(): Attempt[] {
  const list: Attempt[] = [];
  for (const route of postRoutes) {
    const base = { deliveryAddress: 'Hostel 4', paymentMethod: 'cod', requestId: 'request-0000-0001' };
    for (const field of idFields) {
      for (const id of badIds) list.push({ route, body: JSON.stringify({ ...base, [field]: id }) });
    }
    for (const id of badIds) list.push({ route, body: JSON.stringify({ ...base, product: { id } }) });
    for (const body of ['{', '[]', '"text"', 'null', '123', '{"messages":"x"}', '{"messages":[{"role":1}]}'])
      list.push({ route, body });
    // Deeply nested, over the JSON limit, and in content types the route does not take.
    list.push({ route, body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` });
    list.push({ route, body: JSON.stringify({ projectId: 'p'.repeat(200_000) }) });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/octet-stream',
    ])
      list.push({ route, contentType, body: 'projectId=a%2Fb' });
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
    const all = attempts();
    for (const { route, contentType, body } of all) {
      for (const as of [undefined, student]) {
        const headers: Record<string, string> = { 'content-type': contentType ?? 'application/json' };
        if (as) headers.authorization = `Bearer ${as.token}`;
        const response = await fetch(`${api.url}/api${route}`, { method: 'POST', headers, body });
        await response.arrayBuffer();
        if (response.status >= 500)
          failures.push(`${response.status} ${route} ${contentType ?? ''} ${body.slice(0, 80)}`);
      }
    }
    for (const query of [
      '',
      '?lat=a/b&lng=..',
      '?lat=1e999&lng=-1e999',
      '?lat[]=1&lng[x]=2',
      `?lat=${'9'.repeat(5_000)}`,
    ]) {
      const response = await fetch(`${api.url}/api/geocode/reverse${query}`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${response.status} GET /geocode/reverse${query.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(500);
    expect(await everyDocument(backend.db)).toEqual(before);
  }, 300_000);
});
