import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api-error.ts';
import { texts } from '../texts.ts';
import {
  checkoutMachine,
  isCheckoutBusy,
  type CheckoutTexts,
  type PayInput,
  type PayMethod,
  type VerifyInput,
} from './checkout.machine.ts';
import type * as api from './payments-api.ts';

type Step = 'loadConfig' | 'createOrder' | 'pay' | 'verify';

const order: api.PaymentOrder = { id: 'order_1', amount: 250000, currency: 'INR' };
const result: api.PaymentResult = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'signature_1',
};
const request: api.CreateOrderRequest = { purpose: 'project', projectId: 'project-1' };
const goodCard = { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'Asha Verma' };
const card: PayMethod = { kind: 'card', card: goodCard };
const fundTexts: CheckoutTexts = {
  orderFailed: texts.payments.orderFailed,
  paymentFailed: texts.projects.paymentFailed,
};

interface Options {
  /** Makes a step throw on that attempt; `error` is what it throws. */
  fail?: (step: Step, attempt: number) => unknown;
  config?: api.PaymentsConfig;
  checkoutTexts?: CheckoutTexts;
}

/** A checkout with recording steps and no real wait for the simulated processing. */
function startCheckout({
  fail = () => null,
  config = { provider: 'simulated' },
  checkoutTexts = fundTexts,
}: Options = {}) {
  const calls: { step: Step; input: unknown }[] = [];
  const attempts: Record<Step, number> = { loadConfig: 0, createOrder: 0, pay: 0, verify: 0 };
  const record = (step: Step, input: unknown) => {
    calls.push({ step, input });
    attempts[step] += 1;
    const error = fail(step, attempts[step]);
    if (error) throw error;
  };
  const actor = createActor(
    checkoutMachine.provide({
      delays: { processing: 5 },
      actors: {
        loadConfig: fromPromise<api.PaymentsConfig, void>(async () => {
          record('loadConfig', undefined);
          return config;
        }),
        createOrder: fromPromise<api.PaymentOrder, api.CreateOrderRequest>(async ({ input }) => {
          record('createOrder', input);
          return order;
        }),
        pay: fromPromise<api.PaymentResult, PayInput>(async ({ input }) => {
          record('pay', input);
          return result;
        }),
        verify: fromPromise<api.VerifyPaymentResponse, VerifyInput>(async ({ input }) => {
          record('verify', input);
          return { paymentStatus: 'Funded' as const };
        }),
      },
    }),
    { input: { request, texts: checkoutTexts, description: 'Line follower', email: 'student@example.com' } },
  );
  const states: string[] = [];
  actor.subscribe((snapshot) => {
    const value = String(snapshot.value);
    if (states.at(-1) !== value) states.push(value);
  });
  actor.start();
  return { actor, calls, states };
}

type CheckoutActor = ReturnType<typeof startCheckout>['actor'];
const ready = (actor: CheckoutActor) => waitFor(actor, (snapshot) => snapshot.matches('ready'));
const settled = (actor: CheckoutActor) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('paid'));
const failed = (actor: CheckoutActor) => waitFor(actor, (snapshot) => snapshot.context.error !== null);
const boom = (step: Step) => new Error(`${step} failed`);

describe('checkout machine', () => {
  it('loads the config, creates the order, waits out the simulated processing, pays and verifies', async () => {
    const { actor, calls, states } = startCheckout();
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: card });
    expect(isCheckoutBusy(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(states).toEqual(['loadingConfig', 'ready', 'creatingOrder', 'processing', 'paying', 'verifying', 'paid']);
    expect(calls).toEqual([
      { step: 'loadConfig', input: undefined },
      { step: 'createOrder', input: request },
      {
        step: 'pay',
        input: {
          order,
          config: { provider: 'simulated' },
          method: card,
          description: 'Line follower',
          email: 'student@example.com',
        },
      },
      { step: 'verify', input: { request, result } },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      order,
      result,
      confirmation: { paymentStatus: 'Funded' },
      error: null,
    });
  });

  it.each([
    ['an expired card', { expiry: '01/20' }],
    ['a number that fails the Luhn check', { cardNumber: '4111111111111112' }],
    ['a made-up number', { cardNumber: '1234567890123456' }],
    ['a 4-digit code on a Visa', { cvc: '1234' }],
  ])('refuses %s with SPEC’s payment failure, and creates no order', async (_name, change) => {
    const { actor, calls } = startCheckout();
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: { kind: 'card', card: { ...goodCard, ...change } } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(texts.projects.paymentFailed);
    expect(calls.map(({ step }) => step)).toEqual(['loadConfig']);
    // Fixed, the same checkout pays.
    actor.send({ type: 'checkout.pay', method: card });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('goes straight from the order to Razorpay Checkout, without the simulated wait', async () => {
    const { actor, states } = startCheckout({ config: { provider: 'razorpay', keyId: 'rzp_test_1' } });
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: { kind: 'checkout' } });
    await waitFor(actor, (snapshot) => snapshot.matches('paid'));
    expect(states).not.toContain('processing');
  });

  it.each([
    ['createOrder', ['createOrder'], texts.payments.orderFailed],
    ['pay', ['createOrder', 'pay'], texts.projects.paymentFailed],
    ['verify', ['createOrder', 'pay', 'verify'], texts.projects.paymentFailed],
  ] as const)('goes back to ready with SPEC’s text when %s fails', async (failing, reached, text) => {
    const { actor, calls } = startCheckout({ fail: (step) => step === failing && boom(step) });
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: card });
    await failed(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(calls.map((call) => call.step).slice(1)).toEqual(reached);
  });

  it('shows the server’s reason when it refuses the verification', async () => {
    const refusal = new ApiError('Payment verification failed: the signature does not match.', 400);
    const { actor } = startCheckout({ fail: (step) => step === 'verify' && refusal });
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: card });
    await failed(actor);
    expect(actor.getSnapshot().context.error).toBe(refusal.message);
  });

  it('keeps SPEC’s text over a server fault, and over every reason when the feature names one', async () => {
    const fault = startCheckout({ fail: (step) => step === 'verify' && new ApiError('Something went wrong.', 500) });
    await ready(fault.actor);
    fault.actor.send({ type: 'checkout.pay', method: card });
    await failed(fault.actor);
    expect(fault.actor.getSnapshot().context.error).toBe(texts.projects.paymentFailed);

    const store = startCheckout({
      fail: (step) => step === 'verify' && new ApiError('This payment has already been recorded.', 409),
      checkoutTexts: { ...fundTexts, notRecorded: texts.payments.orderNotSaved },
    });
    await ready(store.actor);
    store.actor.send({ type: 'checkout.pay', method: card });
    await failed(store.actor);
    expect(store.actor.getSnapshot().context.error).toBe(texts.payments.orderNotSaved);
  });

  it.each(['createOrder', 'pay', 'verify'] as const)('pays on retry after %s failed once', async (failing) => {
    const { actor, calls } = startCheckout({
      fail: (step, attempt) => step === failing && attempt === 1 && boom(step),
    });
    await ready(actor);
    actor.send({ type: 'checkout.pay', method: card });
    await failed(actor);
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'checkout.pay', method: card });
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('paid');
    expect(calls.filter((call) => call.step === 'verify').at(-1)?.input).toEqual({ request, result });
  });

  it('cannot be paid when the config does not load, and says so', async () => {
    const { actor, calls } = startCheckout({ fail: (step) => step === 'loadConfig' && boom(step) });
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe(texts.projects.paymentFailed);
    actor.send({ type: 'checkout.pay', method: card });
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'checkout.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls.map((call) => call.step)).toEqual(['loadConfig']);
  });

  it('closes from ready without paying, and from paid, but not while busy', async () => {
    const unpaid = startCheckout();
    await ready(unpaid.actor);
    unpaid.actor.send({ type: 'checkout.close' });
    expect(unpaid.actor.getSnapshot().status).toBe('done');
    expect(unpaid.calls.map((call) => call.step)).toEqual(['loadConfig']);

    const paid = startCheckout();
    await ready(paid.actor);
    paid.actor.send({ type: 'checkout.pay', method: card });
    paid.actor.send({ type: 'checkout.close' });
    expect(paid.actor.getSnapshot().status).toBe('active');
    await waitFor(paid.actor, (snapshot) => snapshot.matches('paid'));
    paid.actor.send({ type: 'checkout.close' });
    expect(paid.actor.getSnapshot().status).toBe('done');
  });
});
