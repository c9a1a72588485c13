import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formatRupees } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import { fakeCheckoutLogic, fakePaymentsClient } from '../../lib/testing/fake-payments.ts';
import { FundModal, fundedText, fundingNote } from './fund-modal.tsx';

afterEach(cleanup);

const project = { id: 'p1', title: 'Smart irrigation controller', budget: 1500 };

function setup(overrides: Parameters<typeof fakePaymentsClient>[0] = {}) {
  const payments = fakePaymentsClient(overrides);
  const onClose = vi.fn();
  render(
    <FundModal
      project={project}
      email="student@example.com"
      checkoutLogic={fakeCheckoutLogic(payments)}
      onClose={onClose}
    />,
  );
  return { payments, onClose };
}

/** Fills the card form and presses Pay Now. */
async function payWithCard(cardNumber = '4111 1111 1111 1111') {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Asha Verma' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
}

const failing = (message: string) =>
  vi.fn(async () => {
    throw new Error(message);
  });

describe('FundModal', () => {
  it('says the payment is held by the platform until the student releases it', () => {
    setup();
    expect(screen.getByText(fundingNote(1500))).toBeTruthy();
    expect(fundingNote(1500)).toBe(
      `The platform holds your ${formatRupees(1500)} until you release it to the seller; it is not paid out before.`,
    );
  });

  it('creates the order, pays with the card after processing, verifies, and says the project is funded', async () => {
    const { payments, onClose } = setup();
    expect(screen.getByText(formatRupees(1500))).toBeTruthy();
    await payWithCard();

    expect(screen.getByRole('status').textContent).toBe(texts.projects.paymentProcessing);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText(fundedText)).toBeTruthy();
    const request = { purpose: 'project', projectId: 'p1' };
    expect(payments.createOrder).toHaveBeenCalledWith(request);
    expect(payments.pay).toHaveBeenCalledWith({
      order: { id: 'order_1', amount: 150_000, currency: 'INR' },
      config: { provider: 'simulated' },
      method: {
        kind: 'card',
        card: { cardNumber: '4111111111111111', expiry: '12/30', cvc: '123', name: 'Asha Verma' },
      },
      description: project.title,
      email: 'student@example.com',
    });
    expect(payments.verify).toHaveBeenCalledWith({
      request,
      result: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks the card before any call', async () => {
    const { payments } = setup();
    await payWithCard('1234');

    expect(screen.getByRole('alert').textContent).toBe('Enter a valid card number.');
    expect(payments.createOrder).not.toHaveBeenCalled();
  });

  it("shows SPEC 8's order failure when the order cannot be created", async () => {
    setup({ createOrder: failing('offline') });
    await payWithCard();

    expect((await screen.findByRole('alert')).textContent).toBe(texts.payments.orderFailed);
  });

  it("shows SPEC 8's payment failure and keeps the card details for another try", async () => {
    setup({ verify: failing('bad signature') });
    await payWithCard();

    expect((await screen.findByRole('alert')).textContent).toBe(texts.projects.paymentFailed);
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Asha Verma');
  });
});
