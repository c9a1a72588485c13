// A payout's status check (decision 027): a sent payout whose webhooks are lost (here: a simulated provider whose
// webhooks go nowhere, as a local host stopped before they were sent) is settled by asking the provider, processed
// with its UTR or failed with the bank's reason, as its webhooks would have; a check changes a payout once however
// often it runs, and nothing once the payout has moved on (its webhooks came, or an admin retried it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { simulatedPayouts, type SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import { payoutTriggers, sendPayout } from '../../functions/src/features/payouts/payout-movement.ts';
import type { DocumentChange } from '../../functions/src/platform/triggers.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { TEST_PAYOUT_MS, TEST_STATUS_CHECK_MS, eventually, testKeys, type Backend } from './support/emulators.ts';
import { call, startPaymentsApi, state, type PaymentsApi, type Person } from './support/payments.ts';
import { aRelease, saveUpiDetails, verifiedFor, writeReleasedPayout } from './support/payouts.ts';
import { keptTasks, useSubscribers, whileDelivered } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, seller: Person, admin: Person;
useApiSuite({ serve: startPaymentsApi, people: ['seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [seller, admin] = suite.people;
});
// The backend's own provider's webhooks reach the subscriber, for the payout settled by its webhooks.
useSubscribers(() => backend, { handlePayoutEvent: triggers.handlePayoutEvent });

/** The provider whose webhooks are lost: the same simulated provider, its outbox wired to nothing. */
const lostProvider = (delayMs = TEST_PAYOUT_MS) => simulatedPayouts(testKeys, { delayMs });
let lost = lostProvider();
const { enqueued, taskQueue } = keptTasks();
/** The backend with the lost provider and a task queue that keeps what is enqueued (the test runs the tasks). */
const withLostWebhooks = () => ({ ...backend, payouts: lost, taskQueue });
// These suites send payouts; the seller is verified for the UPI id they save (decision 033: verification.test.ts).
beforeEach(() => verifiedFor(backend, seller));
afterEach(async () => {
  await lost.idle();
  await (backend.payouts as SimulatedPayouts).idle();
  lost = lostProvider();
  enqueued.length = 0;
  vi.restoreAllMocks();
});

const payoutOf = async (payoutId: string) => (await backend.db.doc(paths.payout(payoutId)).get()).data();
const stored = async (payoutId: string) => state(await backend.db.doc(paths.payout(payoutId)).get());
const payoutChange = async (payoutId: string, before: DocumentChange['before'] = null): Promise<DocumentChange> => ({
  id: `change-${payoutId}`,
  path: paths.payout(payoutId),
  params: { projectId: payoutId },
  before,
  after: (await payoutOf(payoutId)) ?? null,
});

/** Project `payoutId` released, its payout sent to the lost provider: it waits in 'queued'. */
async function sentWithLostWebhooks(payoutId: string, { fails = false } = {}) {
  await saveUpiDetails(api, seller);
  if (fails) lost.failNextPayoutOf(payoutId);
  await writeReleasedPayout(backend, aRelease(payoutId, seller));
  await sendPayout(withLostWebhooks(), await payoutChange(payoutId));
  expect(await payoutOf(payoutId)).toMatchObject({ status: 'queued', attempt: 1, sentAttempt: 1 });
}

/** The task of the `check`-th check of `attempt`, run as the queue runs it. */
const runCheck = (payoutId: string, attempt = 1, check = 0) =>
  payoutTriggers.runCheck(withLostWebhooks(), { data: { id: payoutId, attempt, check } });

describe('scheduling a payout check', () => {
  it('enqueues the first check once the attempt is sent, not again when it moves to processing', async () => {
    await saveUpiDetails(api, seller);
    await writeReleasedPayout(backend, aRelease('p1', seller));
    const unsent = await payoutChange('p1');
    await payoutTriggers.scheduleFirstCheck(withLostWebhooks(), unsent);
    expect(enqueued).toEqual([]);
    await sendPayout(withLostWebhooks(), unsent);
    const sent = await payoutChange('p1', unsent.after);
    await payoutTriggers.scheduleFirstCheck(withLostWebhooks(), sent);
    await payoutTriggers.scheduleFirstCheck(withLostWebhooks(), {
      ...sent,
      before: sent.after,
      after: { ...sent.after, status: 'processing' },
    });
    expect(enqueued).toEqual([
      {
        queue: payoutTriggers.checkQueue,
        data: { id: 'p1', attempt: 1, check: 0 },
        options: { id: 'p1-check-1', delayMs: TEST_STATUS_CHECK_MS },
      },
    ]);
  });

  it('is delivered beside the send trigger as the local host delivers it', async () => {
    await saveUpiDetails(api, seller);
    const delivered = { sendPayout: triggers.sendPayout, schedulePayoutCheck: triggers.schedulePayoutCheck };
    await whileDelivered(backend.db, delivered, withLostWebhooks(), async () => {
      await writeReleasedPayout(backend, aRelease('p2', seller));
      await eventually(
        async () => enqueued.map((task) => task.options.id),
        (ids) => ids.includes('p2-check-1'),
      );
    });
  });
});

describe('a payout whose webhooks are lost', () => {
  it('is settled processed with its UTR by the check, after being checked again while queued', async () => {
    // Slow enough that the first check surely comes while the provider still has it queued.
    lost = lostProvider(1000);
    await sentWithLostWebhooks('p3');
    expect(await runCheck('p3')).toBe('checked-again');
    expect((await payoutOf('p3'))?.status).toBe('queued');
    expect(enqueued.map((task) => [task.options.id, task.options.delayMs])).toEqual([
      ['p3-check-1-1', 2 * TEST_STATUS_CHECK_MS],
    ]);
    await lost.idle();
    expect(await runCheck('p3', 1, 1)).toBe('recorded');
    expect(await payoutOf('p3')).toMatchObject({
      status: 'processed',
      attempt: 1,
      reference: expect.stringMatching(/^SIMUTR/),
      failureReason: null,
    });
    expect(enqueued).toHaveLength(1);
  });

  it("is settled failed with the bank's reason, also by a provider started again", async () => {
    await sentWithLostWebhooks('p4', { fails: true });
    lost = lostProvider();
    expect(await runCheck('p4')).toBe('recorded');
    expect(await payoutOf('p4')).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/bank is down/),
      providerPayoutId: expect.stringMatching(/^pout_simfail_/),
    });
  });

  it('is changed once by a check run twice at once and twice in a row', async () => {
    const log = vi.spyOn(console, 'log');
    await sentWithLostWebhooks('p5');
    await lost.idle();
    await Promise.all([runCheck('p5'), runCheck('p5')]);
    const settled = await stored('p5');
    expect(settled.data).toMatchObject({ status: 'processed' });
    await runCheck('p5');
    await runCheck('p5');
    expect(await stored('p5')).toEqual(settled);
    const updated = log.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { message?: string; result?: string })
      .filter((line) => line.message === 'payout status checked' && line.result === 'updated');
    expect(updated).toHaveLength(1);
  });

  it('is left alone by a check of an attempt an admin has since retried', async () => {
    await sentWithLostWebhooks('p6', { fails: true });
    await lost.idle();
    await runCheck('p6');
    expect(await call(api, 'POST', '/admin/payouts/p6/retry', { as: admin })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const retried = await stored('p6');
    const asked = vi.spyOn(lost, 'status');
    expect(await runCheck('p6')).toBe('not-waiting');
    expect(await stored('p6')).toEqual(retried);
    await sendPayout(withLostWebhooks(), await payoutChange('p6'));
    const sent = await stored('p6');
    expect(sent.data).toMatchObject({ status: 'queued', attempt: 2, sentAttempt: 2 });
    expect(await runCheck('p6', 1, 2)).toBe('not-waiting');
    expect(await stored('p6')).toEqual(sent);
    expect(asked).not.toHaveBeenCalled();
    await lost.idle();
    expect(await runCheck('p6', 2)).toBe('recorded');
    expect(await payoutOf('p6')).toMatchObject({ status: 'processed', attempt: 2 });
  });
});

describe('a payout settled by its webhooks', () => {
  it('is left alone by its check, which asks the provider nothing', async () => {
    await saveUpiDetails(api, seller);
    await whileDelivered(backend.db, { sendPayout: triggers.sendPayout }, backend, async () => {
      await writeReleasedPayout(backend, aRelease('p7', seller));
      await eventually(payoutOf.bind(null, 'p7'), (payout) => payout?.status === 'processed');
    });
    await (backend.payouts as SimulatedPayouts).idle();
    const settled = await stored('p7');
    const asked = vi.spyOn(backend.payouts, 'status');
    expect(await payoutTriggers.runCheck(backend, { data: { id: 'p7', attempt: 1, check: 0 } })).toBe('not-waiting');
    expect(await stored('p7')).toEqual(settled);
    expect(asked).not.toHaveBeenCalled();
  });
});
