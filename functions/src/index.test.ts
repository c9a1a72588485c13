// The exported Cloud Functions themselves (index.ts), through firebase-functions-test: one per trigger-table
// entry under its own name, each deployed with retries and the secrets its handler reads, and each handing
// a made-up event to its handler with the right params. The handlers are stubbed: no cloud is touched.
import { readFileSync } from 'node:fs';
import functionsTest from 'firebase-functions-test';
import type { CloudEvent, CloudFunction } from 'firebase-functions/v2';
import { Message } from 'firebase-functions/v2/pubsub';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../tests/support/fail-on-console.ts';
import * as index from './index.ts';
import { EVENT_MAX_AGE_MS } from './platform/event-age.ts';
import type { Trigger } from './platform/triggers.ts';
import { triggers } from './triggers.ts';

const test = functionsTest({ projectId: 'demo-index-test' });
afterAll(() => test.cleanup());
afterEach(() => vi.restoreAllMocks());

interface Endpoint {
  secretEnvironmentVariables?: { key: string }[];
  eventTrigger?: { retry?: boolean; eventFilters?: Record<string, string>; eventFilterPathPatterns?: unknown };
  taskQueueTrigger?: { retryConfig?: { maxAttempts?: number; maxRetrySeconds?: number } };
  scheduleTrigger?: { retryConfig?: { retryCount?: number; maxRetrySeconds?: number } };
}
const exported = index as unknown as Record<string, { __endpoint: Endpoint }>;
const endpointOf = (name: string) => exported[name]!.__endpoint;
const secretsOf = (name: string) => (endpointOf(name).secretEnvironmentVariables ?? []).map(({ key }) => key).sort();

/** Stubs one table entry's handler and returns the events it receives. */
function stubHandler(name: keyof typeof triggers) {
  const trigger = triggers[name] as Trigger<unknown>;
  return vi.spyOn(trigger, 'handle').mockResolvedValue();
}

const wrap = (name: string) =>
  test.wrap(exported[name] as unknown as CloudFunction<CloudEvent<unknown>>) as (
    event: Record<string, unknown>,
  ) => Promise<void>;

describe('functions/src/index.ts', () => {
  const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
  const exportedTriggers = [...source.matchAll(/^export const (\w+) = toCloudFunction\('(\w+)'\);$/gm)];

  it('exports every trigger under its own name', () => {
    for (const [, exportName, entry] of exportedTriggers) expect(exportName).toBe(entry);
    expect(exportedTriggers.map(([, name]) => name).sort()).toEqual(Object.keys(triggers).sort());
    for (const name of Object.keys(triggers)) expect(exported[name]?.__endpoint).toBeDefined();
  });

  it('exports the api function with the secrets its routes read', () => {
    expect(secretsOf('api')).toEqual([
      'CLOUDINARY_API_SECRET',
      'GEMINI_API_KEY',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      // GET /api/store/search asks Typesense.
      'TYPESENSE_API_KEY',
    ]);
  });

  it.each(Object.keys(triggers))('deploys %s with retries on and bounded by the event age', (name) => {
    const endpoint = endpointOf(name);
    const kind: Trigger<unknown>['kind'] = triggers[name as keyof typeof triggers].kind;
    if (kind === 'task') {
      expect(endpoint.taskQueueTrigger?.retryConfig).toMatchObject({ maxRetrySeconds: EVENT_MAX_AGE_MS / 1000 });
      expect(endpoint.taskQueueTrigger?.retryConfig?.maxAttempts).toBeGreaterThan(1);
    } else if (kind === 'schedule') {
      expect(endpoint.scheduleTrigger?.retryConfig).toMatchObject({ maxRetrySeconds: EVENT_MAX_AGE_MS / 1000 });
      expect(endpoint.scheduleTrigger?.retryConfig?.retryCount).toBeGreaterThan(0);
    } else {
      expect(endpoint.eventTrigger?.retry).toBe(true);
    }
  });

  it('gives each trigger the secrets its handler reads, and no other', () => {
    const secrets = Object.fromEntries(Object.keys(triggers).map((name) => [name, secretsOf(name)]));
    expect(secrets).toEqual({
      ...Object.fromEntries(Object.keys(triggers).map((name) => [name, []])),
      // The resume is removed from Cloudinary, with the account's secret.
      removeResume: ['CLOUDINARY_API_SECRET'],
      // Documents' files are stored as private Cloudinary assets (decision 039).
      issueDocuments: ['CLOUDINARY_API_SECRET'],
      issueMonthlyStatement: ['CLOUDINARY_API_SECRET'],
      // A person's download is read from and stored through the Media port (decision 040).
      buildDataExport: ['CLOUDINARY_API_SECRET'],
      expireDataExport: ['CLOUDINARY_API_SECRET'],
      // The refund goes to Razorpay, whose adapter is built with both of its secrets.
      sendRefund: ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      // A late refund's status is asked of Razorpay with the same adapter (decision 027).
      checkRefund: ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
      // The payout goes to RazorpayX with its key's secret.
      sendPayout: ['RAZORPAYX_KEY_SECRET'],
      // A seller's PAN goes to the PAN check provider, their account to RazorpayX's validation (decision 033).
      verifySeller: ['CASHFREE_CLIENT_SECRET', 'RAZORPAYX_KEY_SECRET'],
      // A late payout's status is asked of RazorpayX with the same key (decision 027).
      checkPayout: ['RAZORPAYX_KEY_SECRET'],
      // The store's search index is written to Typesense with its API key.
      keepStoreSearch: ['TYPESENSE_API_KEY'],
    });
  });
});

/** Sends the exported Firestore trigger `name` a change of the document at `path` (`{}`: none), as Eventarc would. */
/** When the made-up changes were written: recent, so within the event-age bound. */
const CHANGED_AT = new Date(Date.now() - 60_000).toISOString();

function changeDocument(
  name: keyof typeof triggers,
  event: { id: string; path: string; params: Record<string, string> },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const snapshot = (data: Record<string, unknown>) => test.firestore.makeDocumentSnapshot(data, event.path);
  return wrap(name)({
    id: event.id,
    time: CHANGED_AT,
    document: event.path,
    params: event.params,
    data: test.makeChange(snapshot(before), snapshot(after)),
  });
}

describe('the exported functions hand the event to their handler', () => {
  it('a Firestore trigger: path, params, before, after and when it was written', async () => {
    const handle = stubHandler('notifyRefund');
    const path = 'artifacts/default-project-board/public/data/refunds/project-p-42';
    const event = { id: 'event-1', path, params: { refundId: 'project-p-42' } };
    await changeDocument('notifyRefund', event, { status: 'requested' }, { status: 'processed' });
    expect(handle).toHaveBeenCalledOnce();
    expect(handle.mock.calls[0]![1]).toEqual({
      id: 'event-1',
      path,
      params: { refundId: 'project-p-42' },
      before: { status: 'requested' },
      after: { status: 'processed' },
      time: Date.parse(CHANGED_AT),
    });
  });

  it('a Firestore trigger: a created document has no before, a deleted one no after', async () => {
    const handle = stubHandler('removeResume');
    const path = 'artifacts/default-project-board/public/data/applications/a-1';
    const event = { id: 'event-2', path, params: { applicationId: 'a-1' } };
    await changeDocument('removeResume', event, { resumeRef: 'resumes/a-1.pdf' }, {});
    expect(handle.mock.calls[0]![1]).toMatchObject({ before: { resumeRef: 'resumes/a-1.pdf' }, after: null });
  });

  it('the Pub/Sub subscriber: the message id and its JSON', async () => {
    const handle = stubHandler('handleRazorpayEvent');
    const payload = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1' } } } };
    await wrap('handleRazorpayEvent')({
      id: 'event-3',
      time: new Date().toISOString(),
      data: {
        message: new Message({ messageId: 'm-7', data: Buffer.from(JSON.stringify(payload)).toString('base64') }),
      },
    });
    expect(handle).toHaveBeenCalledOnce();
    expect(handle.mock.calls[0]![1]).toEqual({ id: 'm-7', data: payload });
  });

  it('drops an event older than the bound: logged with its context, acknowledged, not handled', async () => {
    const handle = stubHandler('handleRazorpayEvent');
    expectConsole('error', /event dropped: older than the retry bound.*handleRazorpayEvent.*m-old/);
    const time = new Date(Date.now() - EVENT_MAX_AGE_MS - 60_000).toISOString();
    await expect(
      wrap('handleRazorpayEvent')({
        id: 'event-4',
        time,
        data: { message: new Message({ messageId: 'm-old', data: Buffer.from('{}').toString('base64') }) },
      }),
    ).resolves.toBeUndefined();
    expect(handle).not.toHaveBeenCalled();
  });

  it('a failing handler fails the function, so the platform retries the event', async () => {
    const handle = stubHandler('countProductTotals');
    handle.mockRejectedValue(new Error('DEADLINE_EXCEEDED'));
    const path = 'artifacts/default-project-board/public/data/storeProducts/s-1';
    await expect(
      wrap('countProductTotals')({
        id: 'event-5',
        time: new Date().toISOString(),
        document: path,
        params: { productId: 's-1' },
        data: test.makeChange(
          test.firestore.makeDocumentSnapshot({}, path),
          test.firestore.makeDocumentSnapshot({ price: 10 }, path),
        ),
      }),
    ).rejects.toThrow('DEADLINE_EXCEEDED');
  });

  it('the task-queue function: the task data', async () => {
    const handle = stubHandler('advanceOrder');
    const task = exported.advanceOrder as unknown as { run(request: unknown): Promise<void> };
    await task.run({ data: { orderId: 'o-1', from: 'Order Confirmed' } });
    expect(handle.mock.calls[0]![1]).toEqual({ data: { orderId: 'o-1', from: 'Order Confirmed' } });
  });
});
