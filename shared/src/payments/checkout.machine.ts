// One checkout for everything the platform sells (ARCHITECTURE: a capability two features need lives once):
// load which checkout to open, create an order on the server for the request (its amount is the server's),
// pay it (Razorpay Checkout, or locally the simulated card form with SPEC 9's 1.5 s of processing), then have
// the server verify the signature and record the payment for the order's purpose. The effects are provided
// at the composition root; a failure shows SPEC's text for the step that failed.
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { serverExplanation } from '../api-error.ts';
import { checkCard, type CardDetails } from './card.ts';
import type {
  CreateOrderRequest,
  PaymentOrder,
  PaymentResult,
  PaymentsConfig,
  VerifyPaymentResponse,
} from './payments-api.ts';

/** SPEC 9: the simulated funding takes 1.5 s. */
export const SIMULATED_PROCESSING_MS = 1500;

/**
 * How the person pays: the simulated card form, UPI, or whatever Razorpay Checkout offers. A UPI id is typed
 * only for the local simulated provider; Razorpay Checkout takes UPI by intent or QR (vpa null).
 */
export type PayMethod =
  { kind: 'card'; card: CardDetails } | { kind: 'upi'; vpa: string | null } | { kind: 'checkout' };

/** The texts a failure shows, per step; each feature passes SPEC's words for its own checkout. */
export interface CheckoutTexts {
  orderFailed: string;
  paymentFailed: string;
  /** Shown when the payment went through but the server did not record it; else the server's reason. */
  notRecorded?: string;
}

export interface CheckoutInput {
  request: CreateOrderRequest;
  texts: CheckoutTexts;
  /** Shown in Razorpay Checkout: what is paid for, and the payer's email. */
  description: string;
  email: string;
}

export interface PayInput {
  order: PaymentOrder;
  config: PaymentsConfig;
  method: PayMethod;
  description: string;
  email: string;
}

export interface VerifyInput {
  request: CreateOrderRequest;
  result: PaymentResult;
}

export interface CheckoutContext extends CheckoutInput {
  config: PaymentsConfig | null;
  method: PayMethod | null;
  order: PaymentOrder | null;
  result: PaymentResult | null;
  /** What the server answered when it recorded the payment (e.g. the new store order's id). */
  confirmation: VerifyPaymentResponse | null;
  error: string | null;
}

export type CheckoutEvent = { type: 'checkout.pay'; method: PayMethod } | { type: 'checkout.close' };

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    loadConfig: notProvided<PaymentsConfig, void>('loadConfig'),
    createOrder: notProvided<PaymentOrder, CreateOrderRequest>('createOrder'),
    pay: notProvided<PaymentResult, PayInput>('pay'),
    verify: notProvided<VerifyPaymentResponse, VerifyInput>('verify'),
  },
  delays: {
    processing: SIMULATED_PROCESSING_MS,
  },
  guards: {
    simulated: ({ context }) => context.config?.provider === 'simulated',
    /** A card that its form would refuse (a bad check digit, expired) never gets as far as an order. */
    unacceptableCard: ({ event }) =>
      event.type === 'checkout.pay' && event.method.kind === 'card' && !checkCard(event.method.card, new Date()).ok,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    ...input,
    config: null,
    method: null,
    order: null,
    result: null,
    confirmation: null,
    error: null,
  }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      invoke: {
        src: 'loadConfig',
        onDone: { target: 'ready', actions: assign({ config: ({ event }) => event.output }) },
        onError: { target: 'unavailable', actions: assign({ error: ({ context }) => context.texts.paymentFailed }) },
      },
    },
    /** The checkout could not be set up; nothing can be paid, only closed. */
    unavailable: {
      on: { 'checkout.close': 'closed' },
    },
    ready: {
      on: {
        'checkout.pay': [
          { guard: 'unacceptableCard', actions: assign({ error: ({ context }) => context.texts.paymentFailed }) },
          { target: 'creatingOrder', actions: assign({ method: ({ event }) => event.method, error: null }) },
        ],
        'checkout.close': 'closed',
      },
    },
    creatingOrder: {
      invoke: {
        src: 'createOrder',
        input: ({ context }) => context.request,
        onDone: [
          { guard: 'simulated', target: 'processing', actions: assign({ order: ({ event }) => event.output }) },
          { target: 'paying', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ context }) => context.texts.orderFailed }) },
      },
    },
    processing: {
      after: { processing: 'paying' },
    },
    paying: {
      invoke: {
        src: 'pay',
        input: ({ context }) => ({
          order: context.order!,
          config: context.config!,
          method: context.method!,
          description: context.description,
          email: context.email,
        }),
        onDone: { target: 'verifying', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ context }) => context.texts.paymentFailed }) },
      },
    },
    verifying: {
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ request: context.request, result: context.result! }),
        onDone: { target: 'paid', actions: assign({ confirmation: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ context, event }) =>
              context.texts.notRecorded ?? serverExplanation(event.error) ?? context.texts.paymentFailed,
          }),
        },
      },
    },
    paid: {
      on: { 'checkout.close': 'closed' },
    },
    closed: { type: 'final' },
  },
});

/** Between Pay and the result: the form is hidden and the dialog cannot be closed. */
export const isCheckoutBusy = (state: { value: unknown }) =>
  ['creatingOrder', 'processing', 'paying', 'verifying'].includes(String(state.value));
