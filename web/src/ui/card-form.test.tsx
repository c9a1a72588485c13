import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CardDetails } from '@marketplace/shared/payments/card';
import { CardForm } from './card-form.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The form as a checkout holds it: the details live with the caller. */
function Harness({ onPay }: { onPay: (card: CardDetails) => void }) {
  const [details, setDetails] = useState<CardDetails>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  return <CardForm idPrefix="card" details={details} onChange={setDetails} onPay={onPay} onCancel={() => {}} />;
}

function setup(card: Partial<CardDetails> = {}) {
  const onPay = vi.fn();
  render(<Harness onPay={onPay} />);
  const filled = { cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'Asha Verma', ...card };
  type(/Card number/, filled.cardNumber);
  type(/Expiry/, filled.expiry);
  type(/CVC/, filled.cvc);
  type(/Name on card/, filled.name);
  return { onPay };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('CardForm', () => {
  it('pays with a good card, the number as digits', () => {
    const { onPay } = setup();
    pay();
    expect(alertText()).toBeNull();
    expect(onPay).toHaveBeenCalledWith({
      cardNumber: '4111111111111111',
      expiry: '12/30',
      cvc: '123',
      name: 'Asha Verma',
    });
  });

  it.each([
    ['an expired card (01/20)', { expiry: '01/20' }, 'This card has expired.'],
    ['last month’s expiry', { expiry: '10/26' }, 'This card has expired.'],
    ['a number that fails the Luhn check', { cardNumber: '4111 1111 1111 1112' }, 'Enter a valid card number.'],
    ['a made-up number', { cardNumber: '1234 5678 9012 3456' }, 'Enter a valid card number.'],
    ['a 4-digit code on a Visa', { cvc: '1234' }, 'Enter the 3 digit CVC.'],
  ])('refuses %s before any call', (_name, card, message) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T06:30:00Z'));
    const { onPay } = setup(card);
    pay();
    expect(alertText()).toBe(message);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('takes a stale CVC error away as soon as the code is fixed, and shows the next problem instead', () => {
    setup({ cvc: '12', name: '' });
    pay();
    expect(alertText()).toBe('Enter the 3 digit CVC.');
    type(/CVC/, '123');
    expect(alertText()).toBe('Enter the name on the card.');
    type(/Name on card/, 'Asha Verma');
    expect(alertText()).toBeNull();
  });
});
