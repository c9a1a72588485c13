// The Fund Project modal: create an order on the server, pay it (Razorpay Checkout, or locally the
// simulated card form with its 1.5 s processing), then have the server verify the signature.
import { assign, fromPromise, setup } from 'xstate';
import { texts } from '../texts.ts';

export interface PaymentOrder {
  id: string;
  /** In paise, as Razorpay counts. */
  amount: number;
  currency: string;
}

export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export type FundEvent = { type: 'fund.pay' } | { type: 'fund.close' };

export const FUNDING_DELAY_MS = 1500;

export const fundMachine = setup({
  types: {
    context: {} as { projectId: string; order: PaymentOrder | null; error: string | null },
    events: {} as FundEvent,
    input: {} as { projectId: string },
  },
  actors: {
    createOrder: fromPromise<PaymentOrder, { projectId: string }>(async () => {
      throw new Error('createOrder is not provided');
    }),
    pay: fromPromise<PaymentResult, { order: PaymentOrder }>(async () => {
      throw new Error('pay is not provided');
    }),
    verify: fromPromise<void, { projectId: string; result: PaymentResult }>(async () => {
      throw new Error('verify is not provided');
    }),
  },
  actions: {
    fail: assign({ error: texts.projects.paymentFailed }),
  },
}).createMachine({
  id: 'fund',
  context: ({ input }) => ({ projectId: input.projectId, order: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'fund.pay': { target: 'creatingOrder', actions: assign({ error: null }) }, 'fund.close': 'closed' },
    },
    creatingOrder: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({ projectId: context.projectId }),
        onDone: { target: 'paying', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    paying: {
      invoke: {
        src: 'pay',
        input: ({ context }) => ({ order: context.order! }),
        onDone: { target: 'verifying' },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context, event }) => ({
          projectId: context.projectId,
          result: (event as unknown as { output: PaymentResult }).output,
        }),
        onDone: 'funded',
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    funded: { on: { 'fund.close': 'closed' } },
    closed: { type: 'final' },
  },
});
