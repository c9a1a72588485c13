// Payouts to sellers through the provider: a payout waits for the seller's details, is sent once when
// they are added, and follows the simulated provider's signed payout.* webhooks (through the webhook's acceptance,
// Pub/Sub and the payout subscriber) to processed, or to failed; late or repeated events and repeated releases
// change nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchKeyTargets } from '@marketplace/shared/admin/search-keys';
import { paths } from '@marketplace/shared/paths';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import type { SimulatedPayouts } from '../../functions/src/adapters/simulated-payouts.ts';
import type { PayoutRequest } from '../../functions/src/ports/payouts.port.ts';
import { deliverFirestore } from '../../functions/src/local/deliver-firestore.ts';
import { triggers } from '../../functions/src/triggers.ts';
import { useApiSuite } from './support/api-suite.ts';
import { eventually, type Backend } from './support/emulators.ts';
import { call, postSignedEvent, startPaymentsApi, type PaymentsApi, type Person } from './support/payments.ts';
import { aRelease, saveUpiDetails, verifiedFor, writeReleasedPayout } from './support/payouts.ts';
import { searchKeyTargetsOf } from './support/search-keys.ts';
import { useSubscribers } from './support/triggers.ts';

let backend: Backend, api: PaymentsApi, seller: Person, admin: Person;
let stopTriggers: (() => Promise<void>) | null = null;
useApiSuite({ serve: startPaymentsApi, people: ['seller', 'admin'] }, (suite) => {
  ({ backend, api } = suite);
  [seller, admin] = suite.people;
});
useSubscribers(() => backend, { handlePayoutEvent: triggers.handlePayoutEvent });
// These suites send payouts; the seller is verified for the UPI id they save (decision 033: verification.test.ts).
beforeEach(() => verifiedFor(backend, seller));
afterEach(async () => {
  await stopTriggers?.();
  stopTriggers = null;
  await simulated().idle();
  vi.restoreAllMocks();
});

const simulated = () => backend.payouts as SimulatedPayouts;

async function withSendTrigger(): Promise<void> {
  const stop = deliverFirestore(backend.db, { sendPayout: triggers.sendPayout }, backend);
  await stop.listening;
  stopTriggers = stop;
}

const released = (projectId: string) => aRelease(projectId, seller);

const payoutOf = async (projectId: string) => (await backend.db.doc(paths.payout(projectId)).get()).data();

const settled = (projectId: string, status: string) =>
  eventually(
    () => payoutOf(projectId),
    (payout) => payout?.status === status,
  );

const saveUpi = (upiId?: string) => saveUpiDetails(api, seller, upiId);

/** A signed RazorpayX payout event for `entity`, posted to the webhook as the provider posts it. */
const postPayoutEvent = (eventId: string, event: string, entity: Record<string, unknown>) =>
  postSignedEvent(api, eventId, { entity: 'event', event, contains: ['payout'], payload: { payout: { entity } } });

/**
 * What reached the provider, each request once: two deliveries of one change may both send before either records
 * the send (under load); they carry the same idempotency key, which the provider pays once. What matters is one
 * request per attempt.
 */
const distinctRequests = (sends: { mock: { calls: [PayoutRequest][] } }) => [
  ...new Map(sends.mock.calls.map(([request]) => [JSON.stringify(request), request])).values(),
];

describe('a payout', () => {
  it('waits for details, then is sent once and processed with its UTR, showing only a masked hint', async () => {
    const sends = vi.spyOn(backend.payouts, 'send');
    await withSendTrigger();
    await writeReleasedPayout(backend, released('p1'));
    await writeReleasedPayout(backend, released('p1'));
    expect(await payoutOf('p1')).toMatchObject({ status: 'waiting-for-details', attempt: 0, sellerPaise: 70_000 });
    await saveUpi();
    const processed = await settled('p1', 'processed');
    expect(processed).toMatchObject({
      status: 'processed',
      attempt: 1,
      sentAttempt: 1,
      reference: expect.stringMatching(/^SIMUTR/),
      providerPayoutId: expect.stringMatching(/^pout_sim_/),
      detailsHint: 'UPI •••@okaxis',
      failureReason: null,
    });
    expect(JSON.stringify(processed)).not.toContain('sally@');
    // The console search finds it by its UTR and its provider id, each one read by id (decision 063).
    const path = paths.payout('p1');
    expect(await searchKeyTargetsOf(backend.db, processed!.reference)).toContainEqual(searchKeyTargets.utr(path));
    expect(await searchKeyTargetsOf(backend.db, processed!.providerPayoutId)).toContainEqual(
      searchKeyTargets.payoutId(path),
    );
    expect(distinctRequests(sends)).toEqual([
      {
        payoutId: 'p1',
        attempt: 1,
        amountPaise: 70_000,
        details: { method: 'upi', upiId: 'sally@okaxis' },
        idempotencyKey: 'payout-p1-1',
      },
    ]);
  });

  it('is sent at once when the seller already has details, and a repeated release makes no second payout', async () => {
    await saveUpi();
    const sends = vi.spyOn(backend.payouts, 'send');
    await withSendTrigger();
    await Promise.all([writeReleasedPayout(backend, released('p2')), writeReleasedPayout(backend, released('p2'))]);
    await settled('p2', 'processed');
    await simulated().idle();
    expect(distinctRequests(sends).map((request) => request.idempotencyKey)).toEqual(['payout-p2-1']);
    expect((await backend.db.collection(paths.payouts).get()).size).toBe(1);
  });

  it("fails with the provider's reason when the provider fails it", async () => {
    await saveUpi();
    simulated().failNextPayoutOf('p3');
    await withSendTrigger();
    await writeReleasedPayout(backend, released('p3'));
    const failed = await settled('p3', 'failed');
    expect(failed).toMatchObject({ attempt: 1, failureReason: expect.stringMatching(/bank is down/) });
  });

  it('ignores a late or repeated webhook: a processed payout stays processed', async () => {
    await saveUpi();
    await withSendTrigger();
    await writeReleasedPayout(backend, released('p4'));
    const processed = await settled('p4', 'processed');
    const late = { id: processed!.providerPayoutId, status: 'processing', notes: { payoutId: 'p4', attempt: '1' } };
    const post = (eventId: string) => postPayoutEvent(eventId, 'payout.processing', late);
    expect((await post('evt_late_1')).status).toBe(200);
    expect((await post('evt_late_1')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payoutOf('p4')).toMatchObject({ status: 'processed', reference: processed!.reference });
  });
  it('is reversed with the bank’s reason when a processed payout comes back, and an admin may send it again', async () => {
    await saveUpi();
    await withSendTrigger();
    await writeReleasedPayout(backend, released('p6'));
    const processed = await settled('p6', 'processed');
    const reversal = {
      id: processed!.providerPayoutId,
      status: 'reversed',
      utr: processed!.reference,
      failure_reason: 'Beneficiary account closed',
      notes: { payoutId: 'p6', attempt: '1' },
    };
    expect((await postPayoutEvent('evt_reversed_1', 'payout.reversed', reversal)).status).toBe(200);
    const reversed = await settled('p6', 'reversed');
    expect(reversed).toMatchObject({ attempt: 1, failureReason: 'Beneficiary account closed' });
    expect((await call(api, 'POST', '/admin/payouts/p6/retry', { as: admin })).status).toBe(200);
    expect(await settled('p6', 'processed')).toMatchObject({ attempt: 2, failureReason: null });
  });
});

describe("an admin's retry", () => {
  const retry = (payoutId: string, as: Person) => call(api, 'POST', `/admin/payouts/${payoutId}/retry`, { as });

  it('sends a failed payout again as a new attempt, which is processed; the seller cannot retry', async () => {
    await saveUpi();
    simulated().failNextPayoutOf('p5');
    const sends = vi.spyOn(backend.payouts, 'send');
    await withSendTrigger();
    await writeReleasedPayout(backend, released('p5'));
    await settled('p5', 'failed');
    expect((await retry('p5', seller)).status).toBe(403);
    expect(await retry('p5', admin)).toEqual({ status: 200, body: { ok: true } });
    const processed = await settled('p5', 'processed');
    expect(processed).toMatchObject({ attempt: 2, sentAttempt: 2, failureReason: null });
    // Two deliveries of one change may both reach the provider before either records the send; they carry the same
    // key, which the provider dedupes (one payout per attempt). What matters: each attempt has its own key, in order.
    const keys = sends.mock.calls.map(([request]) => request.idempotencyKey);
    expect([...new Set(keys)]).toEqual(['payout-p5-1', 'payout-p5-2']);
    expect(await retry('p5', admin)).toEqual({ status: 409, body: { message: payoutErrors.notRetryable } });
  });

  it('puts a payout back to wait when the seller has no details, and sends it once they add them', async () => {
    await withSendTrigger();
    await backend.db.doc(paths.payout('p7')).set({
      projectId: 'p7',
      sellerId: seller.uid,
      sellerEmail: seller.email,
      studentId: 'student-1',
      title: 'Line-following robot',
      currency: 'INR',
      budgetPaise: 100_000,
      sellerPaise: 70_000,
      platformPaise: 30_000,
      status: 'failed',
      attempt: 1,
      sentAttempt: 1,
      reference: null,
      failureReason: 'Invalid beneficiary account',
      detailsHint: 'Bank •••• 4321',
    });
    expect(await retry('p7', admin)).toEqual({ status: 200, body: { ok: true } });
    expect(await payoutOf('p7')).toMatchObject({ status: 'waiting-for-details', attempt: 1, failureReason: null });
    await saveUpi();
    expect(await settled('p7', 'processed')).toMatchObject({
      attempt: 2,
      sentAttempt: 2,
      detailsHint: 'UPI •••@okaxis',
    });
  });

  it('is refused for an unknown payout (404) and a bad id (400)', async () => {
    expect(await retry('nope', admin)).toEqual({ status: 404, body: { message: payoutErrors.notFound } });
    expect((await retry('__id__', admin)).status).toBe(400);
  });
});

describe('a payout below the providers’ minimum (decision 029)', () => {
  it('is carried, not sent, and goes with the seller’s next payout, which is paid for both', async () => {
    const sends = vi.spyOn(backend.payouts, 'send');
    await saveUpi();
    await withSendTrigger();
    // A ₹1 budget: the seller's 70% is 70 paise, which RazorpayX would refuse for ever.
    await writeReleasedPayout(backend, aRelease('tiny', seller, 1));
    await settled('tiny', 'carried');
    expect(sends).not.toHaveBeenCalled();
    // A second of 70 paise makes ₹1.40 with the first: both go as one payout.
    await writeReleasedPayout(backend, aRelease('tiny-2', seller, 1));
    const carrier = await settled('tiny-2', 'processed');
    expect(carrier).toMatchObject({ sellerPaise: 70, amountPaise: 140, carried: ['tiny'] });
    expect(await settled('tiny', 'processed')).toMatchObject({ carriedInto: 'tiny-2', reference: carrier!.reference });
    // Both went with one UTR: the search finds both by it.
    expect(await searchKeyTargetsOf(backend.db, carrier!.reference)).toEqual(
      expect.arrayContaining([
        searchKeyTargets.utr(paths.payout('tiny-2')),
        searchKeyTargets.utr(paths.payout('tiny')),
      ]),
    );
    expect(distinctRequests(sends).map(({ payoutId, amountPaise }) => ({ payoutId, amountPaise }))).toEqual([
      { payoutId: 'tiny-2', amountPaise: 140 },
    ]);
    const paid = await backend.db.doc(paths.ledgerEntry('payout-paid-tiny-2-1')).get();
    expect(paid.get('totals')).toMatchObject({ sellerDue: 140, provider: -140 });
  });

  it('is refused a retry of its own once another payout took it along', async () => {
    await saveUpi();
    await withSendTrigger();
    await writeReleasedPayout(backend, aRelease('small', seller, 1));
    await settled('small', 'carried');
    await writeReleasedPayout(backend, released('big'));
    await settled('big', 'processed');
    await backend.db.doc(paths.payout('small')).update({ status: 'reversed' });
    const retry = await call(api, 'POST', '/admin/payouts/small/retry', { as: admin, body: {} });
    expect(retry).toEqual({ status: 409, body: { message: payoutErrors.notRetryable } });
  });
});
