import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { texts } from '../texts.ts';
import { fundMachine, type PaymentOrder, type PaymentResult } from './fund.machine.ts';

type Step = 'createOrder' | 'pay' | 'verify';

const order: PaymentOrder = { id: 'order_1', amount: 250000, currency: 'INR' };
const result: PaymentResult = {
  razorpay_order_id: 'order_1',
  razorpay_payment_id: 'pay_1',
  razorpay_signature: 'signature_1',
};

/** The Fund Project modal with recording steps; `fail(step, attempt)` makes a step throw on that attempt. */
function startFund(fail: (step: Step, attempt: number) => boolean = () => false) {
  const calls: { step: Step; input: unknown }[] = [];
  const attempts: Record<Step, number> = { createOrder: 0, pay: 0, verify: 0 };
  const record = (step: Step, input: unknown) => {
    calls.push({ step, input });
    attempts[step] += 1;
    if (fail(step, attempts[step])) throw new Error(`${step} failed`);
  };
  const actor = createActor(
    fundMachine.provide({
      actors: {
        createOrder: fromPromise<PaymentOrder, { projectId: string }>(async ({ input }) => {
          record('createOrder', input);
          return order;
        }),
        pay: fromPromise<PaymentResult, { order: PaymentOrder }>(async ({ input }) => {
          record('pay', input);
          return result;
        }),
        verify: fromPromise<void, { projectId: string; result: PaymentResult }>(async ({ input }) => {
          record('verify', input);
        }),
      },
    }),
    { input: { projectId: 'project-1' } },
  );
  const states: string[] = [];
  actor.subscribe((snapshot) => {
    const value = String(snapshot.value);
    if (states.at(-1) !== value) states.push(value);
  });
  actor.start();
  return { actor, calls, states };
}

type FundActor = ReturnType<typeof startFund>['actor'];
const settled = (actor: FundActor) =>
  waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('funded'));

describe('fund machine', () => {
  it('creates an order, pays it and verifies the payment, passing each result on', async () => {
    const { actor, calls, states } = startFund();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'fund.pay' });
    await waitFor(actor, (snapshot) => snapshot.matches('funded'));
    expect(states).toEqual(['ready', 'creatingOrder', 'paying', 'verifying', 'funded']);
    expect(calls).toEqual([
      { step: 'createOrder', input: { projectId: 'project-1' } },
      { step: 'pay', input: { order } },
      { step: 'verify', input: { projectId: 'project-1', result } },
    ]);
    expect(actor.getSnapshot().context).toEqual({ projectId: 'project-1', order, error: null });
  });

  it.each([
    ['createOrder', ['createOrder']],
    ['pay', ['createOrder', 'pay']],
    ['verify', ['createOrder', 'pay', 'verify']],
  ] as const)('goes back to ready with the payment failure text when %s fails', async (failing, reached) => {
    const { actor, calls } = startFund((step) => step === failing);
    actor.send({ type: 'fund.pay' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(texts.projects.paymentFailed);
    expect(calls.map((call) => call.step)).toEqual(reached);
  });

  it.each(['createOrder', 'pay', 'verify'] as const)('funds on retry after %s failed once', async (failing) => {
    const { actor, calls } = startFund((step, attempt) => step === failing && attempt === 1);
    actor.send({ type: 'fund.pay' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'fund.pay' });
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('funded');
    expect(calls.filter((call) => call.step === 'verify').at(-1)?.input).toEqual({ projectId: 'project-1', result });
  });

  it('closes from ready without paying, and from funded', async () => {
    const unpaid = startFund();
    unpaid.actor.send({ type: 'fund.close' });
    expect(unpaid.actor.getSnapshot().status).toBe('done');
    expect(unpaid.calls).toEqual([]);

    const paid = startFund();
    paid.actor.send({ type: 'fund.pay' });
    await waitFor(paid.actor, (snapshot) => snapshot.matches('funded'));
    paid.actor.send({ type: 'fund.close' });
    expect(paid.actor.getSnapshot().status).toBe('done');
  });
});
