import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { formatRupees } from '@marketplace/shared/projects/money';
import type { StoreOrder } from '@marketplace/shared/store/order';
import { cancellationTexts } from '@marketplace/shared/store/order-cancellation';
import { CANCELLATION_WINDOW_MS } from '@marketplace/shared/store/order-process';
import { CancelOrderButton, RefundState } from './cancel-order.tsx';
import type { OrdersPort } from './store.port.ts';
import { anOrder } from './test-orders.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const bought = (status: StoreOrder['orderStatus'] = 'Shipped', extra: Partial<StoreOrder> = {}): StoreOrder => ({
  ...anOrder('o1', 'Desk lamp', status),
  ...extra,
});
const ORDERED_AT = bought().orderedAt!;

function renderButton(order: StoreOrder, { now = ORDERED_AT + 1000, buyerId = 'buyer-1', cancel = vi.fn() } = {}) {
  const orders = { cancelOrder: cancel } as unknown as OrdersPort;
  render(<CancelOrderButton order={order} buyerId={buyerId} orders={orders} now={() => now} />);
  return cancel;
}
const cancelButton = () => screen.queryByRole('button', { name: 'Cancel Order: Desk lamp' });

describe('CancelOrderButton (SPEC 9: 24 hours from purchase, before Delivered)', () => {
  it('is offered to the buyer inside the window, up to its last moment', () => {
    renderButton(bought(), { now: ORDERED_AT + CANCELLATION_WINDOW_MS - 1 });
    expect(cancelButton()).toBeTruthy();
  });

  it.each([
    ['once the 24 hours are over', bought(), { now: ORDERED_AT + CANCELLATION_WINDOW_MS }],
    ['once Delivered', bought('Delivered'), {}],
    ['once Cancelled', bought('Cancelled'), {}],
    ['to anyone but the buyer', bought(), { buyerId: 'seller-1' }],
  ])('is not offered %s', (_when, order, options) => {
    renderButton(order, options);
    expect(cancelButton()).toBeNull();
  });

  it('asks first, and cancels only when confirmed; a card order is told of its refund', async () => {
    const cancel = renderButton(bought('Shipped', { paymentMethod: 'card' }), {
      cancel: vi.fn().mockResolvedValue({ refund: 'requested' }),
    });
    fireEvent.click(cancelButton()!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Order' });
    // What then happens: the refund goes at once (the order shows 'Refund requested', then 'Refunded').
    expect(dialog.textContent).toContain(
      `The full ${formatRupees(bought().product.price)} is refunded to your card as soon as it is cancelled; your bank may take 7 to 10 business days to show it.`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep Order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(cancelButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect(cancel).toHaveBeenCalledWith('o1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says nothing of a refund for cash on delivery', () => {
    renderButton(bought());
    fireEvent.click(cancelButton()!);
    expect(screen.getByRole('dialog').textContent).not.toContain('refunded');
  });

  it('says why, where it watches the order, once the order can no longer be cancelled', () => {
    const orders = { cancelOrder: vi.fn() } as unknown as OrdersPort;
    const { rerender } = render(
      <CancelOrderButton order={bought('Delivered')} buyerId="buyer-1" orders={orders} explainClosed />,
    );
    expect(cancelButton()).toBeNull();
    expect(screen.getByText(cancellationTexts.closedDelivered)).toBeTruthy();
    const late = () => ORDERED_AT + CANCELLATION_WINDOW_MS;
    rerender(<CancelOrderButton order={bought()} buyerId="buyer-1" orders={orders} now={late} explainClosed />);
    expect(screen.getByText(cancellationTexts.closedWindow)).toBeTruthy();
    rerender(<CancelOrderButton order={bought('Cancelled')} buyerId="buyer-1" orders={orders} explainClosed />);
    expect(screen.queryByText(/can no longer be cancelled|could be cancelled/)).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    renderButton(bought(), { cancel: vi.fn().mockRejectedValue(new ApiError(cancellationTexts.outsidePolicy, 409)) });
    fireEvent.click(cancelButton()!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(cancellationTexts.outsidePolicy);
  });
});

describe('RefundState', () => {
  it.each([
    ['requested', 'Refund requested'],
    ['processed', 'Refunded'],
    ['failed', 'Refund failed'],
  ] as const)('shows a %s refund as %s', (refundStatus, text) => {
    render(<RefundState order={bought('Cancelled', { paymentMethod: 'upi', refundStatus })} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows nothing for an order without a refund', () => {
    const { container } = render(<RefundState order={bought('Cancelled')} />);
    expect(container.textContent).toBe('');
  });
});
