// Runs the Verification contract against the simulated adapter and the production one (Cashfree's PAN check and
// RazorpayX's fund account validation) over fakes of their HTTP APIs, and their sandboxes when credentials are set;
// then what only one adapter does.
import { describe, expect, it } from 'vitest';
import { verificationContract } from '../ports/verification.contract.ts';
import { cashfreePanCheck } from './cashfree-pan-check.ts';
import { razorpayXAccountValidation } from './razorpayx-account-validation.ts';
import { SIMULATED_OTHER_PAN_NAME, simulatedVerification } from './simulated-verification.ts';

const razorpayXKeys = {
  keyId: 'rzp_test_validation',
  keySecret: 'validation-secret',
  accountNumber: '2323230041626905',
};
const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Cashfree's PAN API: ABCPE1234F is Asha Verma's; any other PAN is unknown. */
function fakeCashfree() {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { pan: string };
    sent.push({ url: String(input), headers: init?.headers as Record<string, string>, body });
    return body.pan === 'ABCPE1234F'
      ? json(200, { pan: body.pan, valid: true, registered_name: 'ASHA VERMA', message: 'PAN verified successfully' })
      : json(200, { pan: body.pan, valid: false, message: 'Invalid PAN' });
  };
  return {
    sent,
    pan: cashfreePanCheck({ clientId: 'cf-id', clientSecret: 'cf-secret', apiBase: 'https://cashfree.test' }, fetch),
  };
}

/** RazorpayX's validations: created first, completed when asked again; invalid@razorpay is no account. */
function fakeRazorpayX() {
  const sent: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
  const validations = new Map<string, string>();
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    sent.push({ method: init?.method ?? 'GET', url, body });
    if (url.endsWith('/v1/contacts')) return json(200, { id: 'cont_1' });
    if (url.endsWith('/v1/fund_accounts')) {
      const vpa = (body?.vpa as { address?: string } | undefined)?.address ?? '';
      return json(200, { id: `fa_${vpa || 'bank'}` });
    }
    if (url.endsWith('/v1/fund_accounts/validations')) {
      const id = `fav_${validations.size + 1}`;
      validations.set(id, (body?.fund_account as { id: string }).id);
      return json(200, { id, status: 'created', results: { account_status: null, registered_name: null } });
    }
    const id = /validations\/([^/]+)$/.exec(url)?.[1] ?? '';
    const invalid = validations.get(id) === 'fa_invalid@razorpay';
    return json(200, {
      id,
      status: 'completed',
      results: invalid
        ? { account_status: 'invalid', registered_name: null }
        : { account_status: 'active', registered_name: 'ASHA VERMA' },
    });
  };
  return {
    sent,
    accounts: razorpayXAccountValidation(
      razorpayXKeys,
      { fetch, apiBase: 'https://razorpayx.test' },
      { attempts: 3, intervalMs: 1 },
    ),
  };
}

const examples = {
  knownPan: 'ABCPE1234F',
  unknownPan: 'ABCPE0000F',
  activeAccount: { method: 'upi', upiId: 'asha@okaxis' },
  missingAccount: { method: 'upi', upiId: 'invalid@razorpay' },
} as const;

verificationContract('simulated', async () => ({ verification: simulatedVerification(), ...examples }));
verificationContract('Cashfree PAN and RazorpayX validation (their HTTP faked)', async () => ({
  verification: { ...fakeCashfree().pan, ...fakeRazorpayX().accounts },
  ...examples,
}));

const sandbox = {
  cashfreeId: process.env.CASHFREE_TEST_CLIENT_ID,
  cashfreeSecret: process.env.CASHFREE_TEST_CLIENT_SECRET,
  knownPan: process.env.CASHFREE_TEST_KNOWN_PAN,
  keyId: process.env.RAZORPAYX_TEST_KEY_ID,
  keySecret: process.env.RAZORPAYX_TEST_KEY_SECRET,
  accountNumber: process.env.RAZORPAYX_TEST_ACCOUNT_NUMBER,
};
if (Object.values(sandbox).every(Boolean)) {
  verificationContract('Cashfree and RazorpayX sandboxes', async () => ({
    verification: {
      ...cashfreePanCheck({
        clientId: sandbox.cashfreeId!,
        clientSecret: sandbox.cashfreeSecret!,
        apiBase: 'https://sandbox.cashfree.com',
      }),
      ...razorpayXAccountValidation({
        keyId: sandbox.keyId!,
        keySecret: sandbox.keySecret!,
        accountNumber: sandbox.accountNumber!,
      }),
    },
    ...examples,
    knownPan: sandbox.knownPan!,
    activeAccount: { method: 'upi', upiId: 'success@razorpay' },
    missingAccount: { method: 'upi', upiId: 'failure@razorpay' },
  }));
} else {
  describe('Verification contract: Cashfree and RazorpayX sandboxes', () => {
    it.skip('skipped: CASHFREE_TEST_CLIENT_ID, CASHFREE_TEST_CLIENT_SECRET, CASHFREE_TEST_KNOWN_PAN and the RAZORPAYX_TEST_* keys are not set (no network here)', () => {});
  });
}

describe('Cashfree PAN check', () => {
  it('sends the PAN and the name with the client id and secret', async () => {
    const { sent, pan } = fakeCashfree();
    await pan.checkPan({ pan: 'ABCPE1234F', name: 'Asha Verma' });
    expect(sent).toEqual([
      {
        url: 'https://cashfree.test/verification/pan',
        headers: expect.objectContaining({ 'x-client-id': 'cf-id', 'x-client-secret': 'cf-secret' }),
        body: { pan: 'ABCPE1234F', name: 'Asha Verma' },
      },
    ]);
  });

  it('throws when the provider cannot answer, so the check is asked again', async () => {
    const down = cashfreePanCheck({ clientId: 'a', clientSecret: 'b', apiBase: 'https://x.test' }, async () =>
      json(503, { message: 'unavailable' }),
    );
    await expect(down.checkPan({ pan: 'ABCPE1234F', name: 'Asha' })).rejects.toThrow(/503/);
  });
});

describe('RazorpayX fund account validation', () => {
  it("validates the seller's fund account from the business account, and asks again until it completes", async () => {
    const { sent, accounts } = fakeRazorpayX();
    await accounts.checkAccount({ referenceId: 'seller-1', details: examples.activeAccount, name: 'Asha Verma' });
    expect(sent.map(({ method, url }) => `${method} ${url.replace('https://razorpayx.test', '')}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/fund_accounts/validations',
      'GET /v1/fund_accounts/validations/fav_1',
    ]);
    expect(sent[2]!.body).toMatchObject({
      account_number: razorpayXKeys.accountNumber,
      fund_account: { id: 'fa_asha@okaxis' },
    });
  });

  it('throws while the validation is still pending after its polls, so the check is asked again later', async () => {
    const pending = razorpayXAccountValidation(
      razorpayXKeys,
      {
        fetch: async (input) =>
          String(input).includes('validations')
            ? json(200, { id: 'fav_1', status: 'created' })
            : json(200, { id: 'x_1' }),
        apiBase: 'https://razorpayx.test',
      },
      { attempts: 2, intervalMs: 1 },
    );
    await expect(
      pending.checkAccount({ referenceId: 'seller-1', details: examples.activeAccount, name: 'Asha' }),
    ).rejects.toThrow(/still created/);
  });
});

describe('simulated verification', () => {
  it('can be told to fail: by the PAN or UPI id typed, or by its switch', async () => {
    const simulated = simulatedVerification();
    expect(await simulated.checkPan({ pan: 'ABCPE9999F', name: 'Asha Verma' })).toEqual({
      valid: true,
      registeredName: SIMULATED_OTHER_PAN_NAME,
    });
    simulated.failNextAccountCheckOf('seller-1');
    const request = { referenceId: 'seller-1', details: examples.activeAccount, name: 'Asha Verma' };
    expect((await simulated.checkAccount(request)).valid).toBe(false);
    expect(await simulated.checkAccount(request)).toEqual({ valid: true, registeredName: 'ASHA VERMA', reason: null });
  });
});
