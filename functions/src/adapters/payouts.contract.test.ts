// Runs the Payouts contract against the simulated adapter, RazorpayX over a fake of its REST API, and RazorpayX's
// test mode when its credentials are set; then what only one adapter does.
import { describe, expect, it } from 'vitest';
import { payoutsContract } from '../ports/payouts.contract.ts';
import { PayoutRefused, payoutStatusFrom, type PayoutRequest } from '../ports/payouts.port.ts';
import { keepWebhooks } from './kept-webhooks.ts';
import { razorpaySignatureChecks } from './razorpay-payments.ts';
import { razorpayXPayouts } from './razorpayx-payouts.ts';
import { simulatedPayouts } from './simulated-payouts.ts';

const keys = { keyId: 'rzp_test_payouts', keySecret: 'payouts-key-secret', accountNumber: '2323230041626905' };
const webhookSecret = 'payouts-webhook-secret';

/** RazorpayX's REST API as far as payouts go: contacts, fund accounts, payouts deduplicated by their header. */
function fakeRazorpayX(answer: { status?: number; body?: unknown } = {}) {
  const sent: { url: string; headers: Record<string, string>; body: Record<string, unknown> | null }[] = [];
  const byKey = new Map<string, string>();
  let settled = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ url, headers, body });
    const json = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    const asked = /\/v1\/payouts\/([^/]+)$/.exec(url)?.[1];
    if (asked && answer.status) return json(answer.status, answer.body);
    if (asked && ![...byKey.values()].includes(asked))
      return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    if (asked) {
      const outcome = settled ? { status: 'processed', utr: 'UTR0000000001' } : { status: 'processing', utr: null };
      return json(200, { id: asked, entity: 'payout', ...outcome, ...(answer.body ?? {}) });
    }
    if (url.endsWith('/v1/contacts')) return json(200, { id: 'cont_00000000000001', entity: 'contact' });
    if (url.endsWith('/v1/fund_accounts')) return json(200, { id: 'fa_00000000000001', entity: 'fund_account' });
    if (answer.status) return json(answer.status, answer.body);
    const key = headers['X-Payout-Idempotency']!;
    if (!byKey.has(key)) byKey.set(key, `pout_${String(byKey.size + 1).padStart(14, '0')}`);
    return json(200, { id: byKey.get(key), entity: 'payout', status: 'processing', utr: null, ...(answer.body ?? {}) });
  };
  const settle = async () => void (settled = true);
  return { sent, settle, payouts: razorpayXPayouts(keys, { fetch, apiBase: 'https://razorpayx.test' }) };
}

payoutsContract('simulated', async () => {
  const payouts = simulatedPayouts({ webhookSecret });
  return { payouts, settle: () => payouts.idle() };
});
payoutsContract('razorpayx (its HTTP faked)', async () => fakeRazorpayX());

const razorpayXTest = {
  keyId: process.env.RAZORPAYX_TEST_KEY_ID,
  keySecret: process.env.RAZORPAYX_TEST_KEY_SECRET,
  accountNumber: process.env.RAZORPAYX_TEST_ACCOUNT_NUMBER,
};
if (razorpayXTest.keyId && razorpayXTest.keySecret && razorpayXTest.accountNumber) {
  const { keyId, keySecret, accountNumber } = razorpayXTest;
  payoutsContract('razorpayx test mode', async () => ({
    payouts: razorpayXPayouts({ keyId, keySecret, accountNumber }),
  }));
} else {
  describe('Payouts contract: razorpayx test mode', () => {
    it.skip('skipped: RAZORPAYX_TEST_KEY_ID, RAZORPAYX_TEST_KEY_SECRET and RAZORPAYX_TEST_ACCOUNT_NUMBER are not set (no network here)', () => {});
  });
}

const upiRequest: PayoutRequest = {
  payoutId: 'project-p1',
  attempt: 1,
  amountPaise: 70_000,
  details: { method: 'upi', upiId: 'sally@okaxis' },
  idempotencyKey: 'payout-project-p1-1',
};

describe('razorpayx adapter', () => {
  it('creates the contact, the fund account and the payout with the idempotency header', async () => {
    const { sent, payouts } = fakeRazorpayX();
    expect(await payouts.send(upiRequest)).toEqual({
      id: 'pout_00000000000001',
      status: 'processing',
      reference: null,
      failureReason: null,
    });
    expect(sent.map((request) => request.url)).toEqual([
      'https://razorpayx.test/v1/contacts',
      'https://razorpayx.test/v1/fund_accounts',
      'https://razorpayx.test/v1/payouts',
    ]);
    const [contact, fundAccount, payout] = sent as [
      (typeof sent)[number],
      (typeof sent)[number],
      (typeof sent)[number],
    ];
    expect(contact.headers.authorization).toBe(
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    );
    expect(contact.body).toEqual({ name: 'sally', type: 'vendor', reference_id: 'project-p1' });
    expect(fundAccount.body).toEqual({
      contact_id: 'cont_00000000000001',
      account_type: 'vpa',
      vpa: { address: 'sally@okaxis' },
    });
    expect(payout.headers['X-Payout-Idempotency']).toBe('payout-project-p1-1');
    expect(payout.body).toMatchObject({
      account_number: keys.accountNumber,
      fund_account_id: 'fa_00000000000001',
      amount: 70_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      notes: { payoutId: 'project-p1', attempt: '1' },
    });
  });

  it('pays a bank account by IMPS, naming its holder', async () => {
    const { sent, payouts } = fakeRazorpayX();
    const details = {
      method: 'bank',
      accountNumber: '123456789012',
      ifsc: 'HDFC0001234',
      holderName: 'Sally Rao',
    } as const;
    await payouts.send({ ...upiRequest, details });
    expect(sent[1]!.body).toEqual({
      contact_id: 'cont_00000000000001',
      account_type: 'bank_account',
      bank_account: { name: 'Sally Rao', ifsc: 'HDFC0001234', account_number: '123456789012' },
    });
    expect(sent[2]!.body?.mode).toBe('IMPS');
  });

  it("refuses for good on a 400, with RazorpayX's description as the reason", async () => {
    const { payouts } = fakeRazorpayX({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid VPA. Please enter a valid VPA' } },
    });
    const refused = await payouts.send(upiRequest).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PayoutRefused);
    expect((refused as PayoutRefused).reason).toBe('Invalid VPA. Please enter a valid VPA');
  });

  it.each([409, 401, 429, 500, 503])('throws an error that may pass on a %i (retried, not failed)', async (status) => {
    const { payouts } = fakeRazorpayX({ status, body: { error: { description: 'busy' } } });
    const error = await payouts.send(upiRequest).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PayoutRefused);
  });

  it("asks a payout's status with GET /v1/payouts/{id}, with the reason from its status details", async () => {
    const failed = {
      status: 'reversed',
      failure_reason: 'Payout reversed',
      status_details: { reason: 'beneficiary_account_closed', description: 'The account is closed.' },
    };
    const { sent, payouts } = fakeRazorpayX({ body: failed });
    const { id } = await payouts.send(upiRequest);
    expect(await payouts.status(id)).toEqual({
      id,
      status: 'reversed',
      reference: null,
      failureReason: 'The account is closed.',
    });
    const asked = sent.at(-1)!;
    expect([asked.url, asked.body, asked.headers.authorization]).toEqual([
      `https://razorpayx.test/v1/payouts/${id}`,
      null,
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    ]);
  });

  it.each([400, 500])("throws, to be asked again, when a payout's status is answered %i", async (status) => {
    const { payouts } = fakeRazorpayX({ status, body: { error: { description: 'The id provided does not exist' } } });
    await expect(payouts.status('pout_x')).rejects.toThrow(/does not exist/);
  });

  it("maps RazorpayX's statuses onto ours", () => {
    expect(
      ['pending', 'queued', 'processing', 'processed', 'cancelled', 'rejected', 'reversed', 'failed', 'odd'].map(
        payoutStatusFrom,
      ),
    ).toEqual(['queued', 'queued', 'processing', 'processed', 'failed', 'failed', 'reversed', 'failed', null]);
  });

  it('refuses to run without its keys or the account paid from', () => {
    expect(() => razorpayXPayouts({ ...keys, accountNumber: '' })).toThrow(/RAZORPAYX_ACCOUNT_NUMBER/);
  });
});

describe('simulated payouts', () => {
  function simulatedWithWebhooks() {
    const payouts = simulatedPayouts({ webhookSecret }, { delayMs: 2 });
    return { payouts, ...keepWebhooks(payouts) };
  }

  it('is queued, then sends signed payout.processing and payout.processed (with a UTR) carrying the notes', async () => {
    const { payouts, sent, events } = simulatedWithWebhooks();
    const payout = await payouts.send(upiRequest);
    expect(payout.status).toBe('queued');
    await payouts.send(upiRequest);
    await payouts.idle();
    expect(events().map((event) => event.event)).toEqual(['payout.processing', 'payout.processed']);
    for (const webhook of sent)
      expect(
        razorpaySignatureChecks({ keySecret: 'k', webhookSecret }).verifyWebhookSignature(
          webhook.rawBody,
          webhook.signature,
        ),
      ).toBe(true);
    expect(sent.map((webhook) => webhook.eventId)).toEqual([
      `evt_sim_${payout.id}_processing`,
      `evt_sim_${payout.id}_processed`,
    ]);
    expect(events()[1].payload.payout.entity).toMatchObject({
      id: payout.id,
      amount: 70_000,
      notes: { payoutId: 'project-p1', attempt: '1' },
      status: 'processed',
      utr: expect.stringMatching(/^SIMUTR/),
    });
  });

  it('fails the next payout of a payout id when told to, and processes the retry', async () => {
    const { payouts, events } = simulatedWithWebhooks();
    payouts.failNextPayoutOf('project-p1');
    await payouts.send(upiRequest);
    await payouts.send({ ...upiRequest, attempt: 2, idempotencyKey: 'payout-project-p1-2' });
    await payouts.idle();
    const outcomes = events().filter((event) => event.event !== 'payout.processing');
    expect(outcomes.map((event) => [event.event, event.payload.payout.entity.notes.attempt])).toEqual([
      ['payout.failed', '1'],
      ['payout.processed', '2'],
    ]);
    expect(outcomes[0].payload.payout.entity.failure_reason).toBeTruthy();
  });

  it('answers a payout queued, then failed once its webhooks are sent', async () => {
    const payouts = simulatedPayouts({ webhookSecret }, { delayMs: 2 });
    const seen: string[] = [];
    payouts.sendWebhooksWith(async () => true);
    payouts.failNextPayoutOf('project-p1');
    const { id } = await payouts.send(upiRequest);
    seen.push((await payouts.status(id)).status);
    await payouts.idle();
    expect([...seen, (await payouts.status(id)).status]).toEqual(['queued', 'failed']);
    expect((await payouts.status(id)).failureReason).toMatch(/simulated/);
  });

  it('answers, started again, the outcome its payouts were made with, as their lost webhooks would have', async () => {
    const before = simulatedPayouts({ webhookSecret });
    before.failNextPayoutOf('project-p1');
    const failing = await before.send(upiRequest);
    const paid = await before.send({ ...upiRequest, attempt: 2, idempotencyKey: 'payout-project-p1-2' });
    const restarted = simulatedPayouts({ webhookSecret });
    expect(await restarted.status(failing.id)).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    expect(await restarted.status(paid.id)).toMatchObject({
      status: 'processed',
      reference: expect.stringMatching(/^SIMUTR/),
    });
    await expect(restarted.status('pout_00000000000001')).rejects.toThrow(/does not exist/);
    await before.idle();
  });

  it('refuses another body under a key already used', async () => {
    const payouts = simulatedPayouts({ webhookSecret });
    await payouts.send(upiRequest);
    await expect(payouts.send({ ...upiRequest, amountPaise: 1000 })).rejects.toBeInstanceOf(PayoutRefused);
  });
});
