import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api-error.ts';
import { texts } from '../texts.ts';
import {
  purchaseMachine,
  type LocatedAddress,
  type PlaceCodOrderInput,
  type PurchaseInput,
} from './purchase.machine.ts';

const product = { id: 'product-1', name: 'Line Following Robot', price: 1899 };

interface Effects {
  locate?: () => Promise<LocatedAddress>;
  placeCodOrder?: (input: PlaceCodOrderInput) => Promise<{ orderId: string }>;
}

function startPurchase(input: Partial<PurchaseInput> = {}, effects: Effects = {}) {
  const reported = vi.fn();
  const placed: PlaceCodOrderInput[] = [];
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        locate: fromPromise<LocatedAddress, void>(
          effects.locate ?? (async () => ({ address: '5 Lake Road, Bhopal, Madhya Pradesh, India', warning: null })),
        ),
        placeCodOrder: fromPromise<{ orderId: string }, PlaceCodOrderInput>(async ({ input: order }) => {
          placed.push(order);
          return (effects.placeCodOrder ?? (async () => ({ orderId: 'cod_1' })))(order);
        }),
      },
      actions: { reportPurchase: (_, params) => reported(params) },
    }),
    { input: { product, signedIn: true, savedAddress: '', requestId: 'request-0001', ...input } },
  );
  actor.start();
  return { actor, reported, placed };
}

type PurchaseActor = ReturnType<typeof startPurchase>['actor'];
const settled = (actor: PurchaseActor) =>
  waitFor(actor, (s) => s.matches('details') || s.matches('ordered') || s.matches('checkingOut'));

describe('purchase machine (SPEC 5 Purchase)', () => {
  it('asks a visitor to log in; declining shows SPEC’s text, accepting goes to login', () => {
    const declined = startPurchase({ signedIn: false });
    expect(declined.actor.getSnapshot().value).toBe('loginRequired');
    declined.actor.send({ type: 'login.decline' });
    expect(declined.actor.getSnapshot().value).toBe('loginRefused');
    expect(declined.actor.getSnapshot().context.error).toBe(texts.store.loginRequired);
    declined.actor.send({ type: 'login.accept' });
    expect(declined.actor.getSnapshot().value).toBe('toLogin');

    const accepted = startPurchase({ signedIn: false });
    accepted.actor.send({ type: 'login.accept' });
    expect(accepted.actor.getSnapshot().status).toBe('done');
  });

  it('offers a member the profile’s address, and refuses an empty one with SPEC’s text', () => {
    const { actor, placed } = startPurchase({ savedAddress: '12 MG Road, Indore' });
    expect(actor.getSnapshot().context.address).toBe('12 MG Road, Indore');
    actor.send({ type: 'address.change', value: '   ' });
    actor.send({ type: 'method.choose', method: 'cod' });
    actor.send({ type: 'purchase.submit' });
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toBe(texts.store.addressRequired);
    expect(placed).toEqual([]);
    actor.send({ type: 'address.change', value: '1' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('places a cash-on-delivery order with the trimmed address and the request id, then reports the purchase once', async () => {
    const { actor, placed, reported } = startPurchase();
    actor.send({ type: 'address.change', value: '  12 MG Road, Indore ' });
    actor.send({ type: 'method.choose', method: 'cod' });
    actor.send({ type: 'purchase.submit' });
    expect(actor.getSnapshot().value).toBe('placingCod');
    actor.send({ type: 'purchase.submit' });
    await waitFor(actor, (s) => s.matches('ordered'));
    expect(placed).toEqual([
      { productId: 'product-1', deliveryAddress: '12 MG Road, Indore', requestId: 'request-0001' },
    ]);
    expect(actor.getSnapshot().context.orderId).toBe('cod_1');
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith({ orderId: 'cod_1', product, method: 'cod' });
  });

  it.each([
    [
      'the server refuses it',
      new ApiError('This product is no longer in the store.', 404),
      texts.store.codOrderNotCreated,
    ],
    ['the request does not get through', new TypeError('Failed to fetch'), texts.store.codOrderFailed],
  ])('shows SPEC’s COD text when %s, and lets the person try again', async (_case, failure, text) => {
    const { actor, reported } = startPurchase(
      { savedAddress: '12 MG Road' },
      {
        placeCodOrder: async () => {
          throw failure;
        },
      },
    );
    actor.send({ type: 'method.choose', method: 'cod' });
    actor.send({ type: 'purchase.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().value).toBe('details');
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(reported).not.toHaveBeenCalled();
  });

  it('sends card and UPI to the checkout, back to the details, and on to the order once paid', async () => {
    const { actor, reported } = startPurchase({ savedAddress: '12 MG Road' });
    actor.send({ type: 'method.choose', method: 'upi' });
    actor.send({ type: 'purchase.submit' });
    expect(actor.getSnapshot().value).toBe('checkingOut');
    actor.send({ type: 'checkout.back' });
    expect(actor.getSnapshot().value).toBe('details');
    actor.send({ type: 'purchase.submit' });
    actor.send({ type: 'checkout.paid', orderId: 'order_sim_1' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ordered');
    expect(reported).toHaveBeenCalledWith({ orderId: 'order_sim_1', product, method: 'upi' });
  });

  it('fills the address from the location, and shows why when it cannot', async () => {
    const located = startPurchase();
    located.actor.send({ type: 'location.request' });
    await settled(located.actor);
    expect(located.actor.getSnapshot().context.address).toBe('5 Lake Road, Bhopal, Madhya Pradesh, India');

    const fallback = startPurchase(
      {},
      {
        locate: async () => ({
          address: 'Latitude: 1.000000, Longitude: 2.000000',
          warning: texts.store.addressLookupFailed,
        }),
      },
    );
    fallback.actor.send({ type: 'location.request' });
    await settled(fallback.actor);
    expect(fallback.actor.getSnapshot().context).toMatchObject({
      address: 'Latitude: 1.000000, Longitude: 2.000000',
      notice: texts.store.addressLookupFailed,
    });

    const denied = startPurchase(
      { savedAddress: 'kept' },
      {
        locate: async () => {
          throw new Error(texts.store.locationFailed('User denied Geolocation'));
        },
      },
    );
    denied.actor.send({ type: 'location.request' });
    await settled(denied.actor);
    expect(denied.actor.getSnapshot().context).toMatchObject({
      address: 'kept',
      error: 'Could not get location: User denied Geolocation',
    });
  });

  it('closes from the details or the ordered order', async () => {
    const { actor } = startPurchase();
    actor.send({ type: 'purchase.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
