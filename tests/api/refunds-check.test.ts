// A refund's status check (decision 027): a sent refund whose webhook is lost (here: a simulated provider whose
// webhooks go nowhere, as a local host stopped before they were sent) is settled by asking the provider, processed
// or failed as its webhook would have; a check changes a refund once however often it runs, and nothing once the
// refund has moved on (its webhook came, or an admin retried it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@marketplace/shared/paths';
import { refundFailureReasons } from '@marketplace/shared/payments/refund';
import { simulatedPayments } from '../../functions/src/adapters/simulated-payments.ts';
import { refundTriggers, sendRefund } from '../../functions/src/features/payments/refund-movement.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { TEST_REFUND_MS, TEST_STATUS_CHECK_MS, eventually, testKeys, type Backend } from './support/emulators.ts';
import { call, state, type PaymentsApi, type Person } from './support/payments.ts';
import {
  fundedProject,
  refundOf,
  refundStatusOf,
  requestRefund,
  requestedChange,
  simulatedOf,
  useRefundsSuite,
  withRefundTrigger,
} from './support/refunds.ts';
import { keptTasks, whileDelivered } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, student: Person, seller: Person, admin: Person;
// The simulated provider's webhooks reach the real subscriber, as on the local host.
useRefundsSuite((suite) => ({ backend, api, student, seller, admin } = suite));

/** The provider whose webhooks are lost: the same simulated provider, its outbox wired to nothing. */
let lost = simulatedPayments(testKeys, { refundDelayMs: TEST_REFUND_MS });
const { enqueued, taskQueue } = keptTasks();
/** The backend with the lost provider and a task queue that keeps what is enqueued (the test runs the tasks). */
const withLostWebhooks = () => ({ ...backend, payments: lost, taskQueue });
afterEach(async () => {
  await lost.idle();
  lost = simulatedPayments(testKeys, { refundDelayMs: TEST_REFUND_MS });
  enqueued.length = 0;
  vi.restoreAllMocks();
});

/** A funded project's refund, requested and sent to the lost provider: it waits in 'requested'. */
async function sentWithLostWebhook({ fails = false } = {}) {
  const funded = await fundedProject(backend, student, seller);
  if (fails) lost.failNextRefundOf(funded.paymentId);
  await requestRefund(backend, funded.projectId, funded.amountPaise);
  await sendRefund(withLostWebhooks(), await requestedChange(backend, funded.refundId));
  expect(await refundOf(backend, funded.refundId)).toMatchObject({ status: 'requested', attempt: 1, sentAttempt: 1 });
  return funded;
}

/** The task of the `check`-th check of `attempt`, run as the queue runs it. */
const runCheck = (refundId: string, attempt = 1, check = 0) =>
  refundTriggers.runCheck(withLostWebhooks(), { data: { id: refundId, attempt, check } });

/** The refund's status-check log lines that say it was changed. */
const recordedChecks = (log: { mock: { calls: unknown[][] } }) =>
  log.mock.calls
    .map(([line]) => JSON.parse(String(line)) as { message?: string; result?: string })
    .filter((line) => line.message === 'refund status checked' && line.result === 'updated');

describe('scheduling a refund check', () => {
  it('enqueues the first check once the attempt is sent, and again on a catch-up, under one id', async () => {
    const deps = withLostWebhooks();
    const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
    await requestRefund(backend, projectId, amountPaise);
    const requested = await requestedChange(backend, refundId);
    // Requested but not sent yet: nothing to ask the provider about.
    await refundTriggers.scheduleFirstCheck(deps, requested);
    expect(enqueued).toEqual([]);
    await sendRefund(deps, requested);
    const sent = await requestedChange(backend, refundId);
    // The send's own change schedules the check; a redelivery of it, or another field changing, adds nothing.
    await refundTriggers.scheduleFirstCheck(deps, { ...sent, before: requested.after });
    await refundTriggers.scheduleFirstCheck(deps, { ...sent, before: sent.after });
    // The catch-up at a local host's start has no before: it schedules the same task again (the queue keeps one),
    // which is what heals a restart.
    await refundTriggers.scheduleFirstCheck(deps, sent);
    const task = { queue: refundTriggers.checkQueue, data: { id: refundId, attempt: 1, check: 0 } };
    const options = { id: `${refundId}-check-1`, delayMs: TEST_STATUS_CHECK_MS };
    expect(enqueued).toEqual([
      { ...task, options },
      { ...task, options },
    ]);
  });

  it('is delivered beside the send trigger as the local host delivers it', async () => {
    const delivered = { sendRefund: triggers.sendRefund, scheduleRefundCheck: triggers.scheduleRefundCheck };
    await whileDelivered(backend.db, delivered, withLostWebhooks(), async () => {
      const { projectId, refundId, amountPaise } = await fundedProject(backend, student, seller);
      await requestRefund(backend, projectId, amountPaise);
      await eventually(
        async () => enqueued.map((task) => task.options.id),
        (ids) => ids.includes(`${refundId}-check-1`),
      );
    });
  });
});

describe('a refund whose webhook is lost', () => {
  it('is settled processed by the check, for the refunded project too', async () => {
    // Slow enough that the first check surely comes while the provider still has it pending.
    lost = simulatedPayments(testKeys, { refundDelayMs: 1000 });
    const { projectId, refundId } = await sentWithLostWebhook();
    // Still pending at the provider: checked again later, twice as late.
    expect(await runCheck(refundId)).toBe('checked-again');
    expect((await refundOf(backend, refundId))?.status).toBe('requested');
    expect(enqueued.map((task) => [task.options.id, task.options.delayMs, task.data])).toEqual([
      [`${refundId}-check-1-1`, 2 * TEST_STATUS_CHECK_MS, { id: refundId, attempt: 1, check: 1 }],
    ]);
    await lost.idle();
    expect(await runCheck(refundId, 1, 1)).toBe('recorded');
    expect(await refundOf(backend, refundId)).toMatchObject({ status: 'processed', attempt: 1, failureReason: null });
    expect(await refundStatusOf(backend, projectId)).toBe('processed');
    expect(enqueued).toHaveLength(1);
  });

  it("is settled failed with the provider's reason when the refund failed", async () => {
    const { projectId, refundId } = await sentWithLostWebhook({ fails: true });
    await lost.idle();
    expect(await runCheck(refundId)).toBe('recorded');
    expect(await refundOf(backend, refundId)).toMatchObject({
      status: 'failed',
      failureReason: refundFailureReasons.providerFailed,
      providerRefundId: expect.stringMatching(/^rfnd_simfail_/),
    });
    expect(await refundStatusOf(backend, projectId)).toBe('failed');
  });

  it('is settled by a provider started again, which answers from the id', async () => {
    const { refundId } = await sentWithLostWebhook({ fails: true });
    lost = simulatedPayments(testKeys, { refundDelayMs: TEST_REFUND_MS });
    expect(await runCheck(refundId)).toBe('recorded');
    expect((await refundOf(backend, refundId))?.status).toBe('failed');
  });

  it('is changed once by a check run twice at once and twice in a row', async () => {
    const log = vi.spyOn(console, 'log');
    const { refundId } = await sentWithLostWebhook();
    await lost.idle();
    await Promise.all([runCheck(refundId), runCheck(refundId)]);
    const settled = state(await backend.db.doc(paths.refund(refundId)).get());
    expect(settled.data).toMatchObject({ status: 'processed' });
    await runCheck(refundId);
    await runCheck(refundId);
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(settled);
    expect(recordedChecks(log)).toHaveLength(1);
    expect(enqueued).toEqual([]);
  });

  it('is left alone by a check of an attempt an admin has since retried', async () => {
    const { refundId } = await sentWithLostWebhook({ fails: true });
    await lost.idle();
    await runCheck(refundId);
    expect(await call(api, 'POST', `/admin/refunds/${refundId}/retry`, { as: admin })).toEqual({
      status: 200,
      body: { ok: true },
    });
    const retried = state(await backend.db.doc(paths.refund(refundId)).get());
    const asked = vi.spyOn(lost, 'refundStatus');
    // Before the retry is sent, and after: the first attempt's check changes nothing and asks nothing.
    expect(await runCheck(refundId)).toBe('not-waiting');
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(retried);
    await sendRefund(withLostWebhooks(), await requestedChange(backend, refundId));
    const sent = state(await backend.db.doc(paths.refund(refundId)).get());
    expect(sent.data).toMatchObject({ status: 'requested', attempt: 2, sentAttempt: 2 });
    expect(await runCheck(refundId, 1, 3)).toBe('not-waiting');
    expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(sent);
    expect(asked).not.toHaveBeenCalled();
    // The retry's own check settles it.
    await lost.idle();
    expect(await runCheck(refundId, 2)).toBe('recorded');
    expect(await refundOf(backend, refundId)).toMatchObject({ status: 'processed', attempt: 2 });
  });
});

describe('a refund settled by its webhook', () => {
  it('is left alone by its check, which asks the provider nothing', async () => {
    await withRefundTrigger(backend, async () => {
      const { refundId, projectId, amountPaise } = await fundedProject(backend, student, seller);
      await requestRefund(backend, projectId, amountPaise);
      await eventually(
        () => refundOf(backend, refundId),
        (refund) => refund?.status === 'processed',
      );
      await simulatedOf(backend).idle();
      const settled = state(await backend.db.doc(paths.refund(refundId)).get());
      const asked = vi.spyOn(backend.payments, 'refundStatus');
      expect(await refundTriggers.runCheck(backend, { data: { id: refundId, attempt: 1, check: 0 } })).toBe(
        'not-waiting',
      );
      expect(state(await backend.db.doc(paths.refund(refundId)).get())).toEqual(settled);
      expect(asked).not.toHaveBeenCalled();
    });
  });
});
