// SPEC 5 'Purchase' as the Buy Now modal runs it: a visitor is asked to log in first (declining shows SPEC's
// text); a member gives a delivery address (typed, from the profile, or from their location) and a payment
// method; cash on delivery is placed at once, card and UPI go through the one checkout; then the order's
// tracking shows. Effects are provided at the composition root.
import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided.ts';
import { ApiError } from '../api-error.ts';
import { texts } from '../texts.ts';
import type { PaymentMethod } from './order.ts';
import { checkDeliveryAddress } from './purchase.ts';

export interface PurchaseProduct {
  id: string;
  name: string;
  price: number;
}

export interface PurchaseInput {
  product: PurchaseProduct;
  signedIn: boolean;
  /** The profile's saved address, offered first. */
  savedAddress: string;
  /** Makes a retried cash-on-delivery request the same order (one per opening of the modal). */
  requestId: string;
}

export interface PlaceCodOrderInput {
  productId: string;
  deliveryAddress: string;
  requestId: string;
}

export interface LocatedAddress {
  address: string;
  /** Set when the address fell back to the coordinates (SPEC 8). */
  warning: string | null;
}

export interface PurchaseContext extends PurchaseInput {
  address: string;
  method: PaymentMethod;
  error: string | null;
  notice: string | null;
  orderId: string | null;
}

export type PurchaseEvent =
  | { type: 'login.accept' }
  | { type: 'login.decline' }
  | { type: 'address.change'; value: string }
  | { type: 'location.request' }
  | { type: 'method.choose'; method: PaymentMethod }
  | { type: 'purchase.submit' }
  | { type: 'checkout.paid'; orderId: string }
  | { type: 'checkout.back' }
  | { type: 'purchase.close' };

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    locate: notProvided<LocatedAddress, void>('locate'),
    placeCodOrder: notProvided<{ orderId: string }, PlaceCodOrderInput>('placeCodOrder'),
  },
  actions: {
    /** The purchase analytics event (SPEC 7); provided at the composition root. */
    reportPurchase: (_, _params: { orderId: string; product: PurchaseProduct; method: PaymentMethod }) => {},
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    addressMissing: ({ context }) => !checkDeliveryAddress(context.address).ok,
    cashOnDelivery: ({ context }) => context.method === 'cod',
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    ...input,
    address: input.savedAddress,
    method: 'card',
    error: null,
    notice: null,
    orderId: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'signedIn', target: 'details' }, { target: 'loginRequired' }],
    },
    /** SPEC 5: a confirm dialog asks the visitor to log in. */
    loginRequired: {
      on: {
        'login.accept': 'toLogin',
        'login.decline': { target: 'loginRefused', actions: assign({ error: texts.store.loginRequired }) },
        'purchase.close': 'closed',
      },
    },
    loginRefused: {
      on: { 'login.accept': 'toLogin', 'purchase.close': 'closed' },
    },
    details: {
      on: {
        'address.change': {
          actions: assign({
            address: ({ event }) => event.value,
            // The 'enter an address' message goes once the person starts typing one; other messages stay.
            error: ({ context }) => (context.error === texts.store.addressRequired ? null : context.error),
          }),
        },
        'method.choose': { actions: assign({ method: ({ event }) => event.method, error: null }) },
        'location.request': { target: 'locating', actions: assign({ error: null, notice: null }) },
        'purchase.submit': [
          { guard: 'addressMissing', actions: assign({ error: texts.store.addressRequired }) },
          { guard: 'cashOnDelivery', target: 'placingCod', actions: assign({ error: null }) },
          { target: 'checkingOut', actions: assign({ error: null }) },
        ],
        'purchase.close': 'closed',
      },
    },
    locating: {
      invoke: {
        src: 'locate',
        onDone: {
          target: 'details',
          actions: assign({
            address: ({ event }) => event.output.address,
            notice: ({ event }) => event.output.warning,
          }),
        },
        onError: {
          target: 'details',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    placingCod: {
      invoke: {
        src: 'placeCodOrder',
        input: ({ context }) => ({
          productId: context.product.id,
          deliveryAddress: checkDeliveryAddress(context.address).ok ? context.address.trim() : context.address,
          requestId: context.requestId,
        }),
        onDone: { target: 'ordered', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        onError: {
          target: 'details',
          // SPEC 8: the server refusing the order, or the request not getting through.
          actions: assign({
            error: ({ event }) =>
              event.error instanceof ApiError ? texts.store.codOrderNotCreated : texts.store.codOrderFailed,
          }),
        },
      },
    },
    /** Card or UPI: the one checkout runs beside this machine and reports back. */
    checkingOut: {
      on: {
        'checkout.paid': { target: 'ordered', actions: assign({ orderId: ({ event }) => event.orderId }) },
        'checkout.back': 'details',
      },
    },
    ordered: {
      entry: {
        type: 'reportPurchase',
        params: ({ context }) => ({ orderId: context.orderId!, product: context.product, method: context.method }),
      },
      on: { 'purchase.close': 'closed' },
    },
    toLogin: { type: 'final' },
    closed: { type: 'final' },
  },
});
