// The orders' API calls: the COD order: SPEC 7's COD body, with the modal's request id as the Idempotency-Key.
import type { Auth } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpOrders } from './http-orders.ts';

afterEach(() => vi.unstubAllGlobals());

describe('placeCodOrder', () => {
  it('posts SPEC 7’s body and sends the request id as the Idempotency-Key header', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ orderId: 'cod_1' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const auth = { currentUser: { getIdToken: async () => 'token-1' } } as unknown as Auth;
    const orders = httpOrders(auth);
    const placed = await orders.placeCodOrder({
      productId: 'p1',
      deliveryAddress: '12 MG Road, Indore',
      requestId: 'a3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    });
    expect(placed).toEqual({ orderId: 'cod_1' });
    // However the client hands it to fetch (a Request, or a URL and options), this is what goes out.
    const request = new Request(...(fetch.mock.calls[0] as unknown as [RequestInfo, RequestInit?]));
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/create-cod-order');
    expect(await request.json()).toEqual({
      product: { id: 'p1' },
      deliveryAddress: '12 MG Road, Indore',
      paymentMethod: 'cod',
    });
    expect(request.headers.get('Idempotency-Key')).toBe('a3c1f2e4-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    expect(request.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
