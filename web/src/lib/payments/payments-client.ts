// The browser's side of the one checkout (shared/src/payments/checkout.machine.ts): which checkout to open,
// the order, the payment, the verification. It knows nothing of what is bought; the request says that.
import { fromPromise } from 'xstate';
import {
  checkoutMachine,
  type PayInput,
  type VerifyInput,
} from '@marketplace/shared/payments/checkout.machine';
import type {
  CreateOrderRequest,
  PaymentOrder,
  PaymentResult,
  PaymentsConfig,
  VerifyPaymentResponse,
} from '@marketplace/shared/payments/payments-api';

export interface PaymentsClient {
  config(): Promise<PaymentsConfig>;
  createOrder(request: CreateOrderRequest): Promise<PaymentOrder>;
  /** Razorpay Checkout in production; locally the simulated provider's card (or UPI) step. */
  pay(input: PayInput): Promise<PaymentResult>;
  /** Resolves to what the server answered once it recorded the payment. */
  verify(input: VerifyInput): Promise<VerifyPaymentResponse>;
}

/** The checkout machine with this client's effects: built once, at the composition root. */
export function checkoutLogic(client: PaymentsClient) {
  return checkoutMachine.provide({
    actors: {
      loadConfig: fromPromise<PaymentsConfig, void>(() => client.config()),
      createOrder: fromPromise<PaymentOrder, CreateOrderRequest>(({ input }) => client.createOrder(input)),
      pay: fromPromise<PaymentResult, PayInput>(({ input }) => client.pay(input)),
      verify: fromPromise<VerifyPaymentResponse, VerifyInput>(({ input }) => client.verify(input)),
    },
  });
}

export type CheckoutLogic = ReturnType<typeof checkoutLogic>;
