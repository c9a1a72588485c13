import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { payoutDetailsErrors, type PayoutDetails } from '@marketplace/shared/payouts/payout-details';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { PayoutsList } from './payouts-list.tsx';
import type { PayoutsApi } from './payouts.port.ts';
import { aPayout, fakePayoutDetails, fakePayouts, fakePayoutsApi } from './testing/fake-payouts.ts';

afterEach(cleanup);

const upi: PayoutDetails = { method: 'upi', upiId: 'asha@okaxis' };
const bank: PayoutDetails = {
  method: 'bank',
  accountNumber: '123456789012',
  ifsc: 'HDFC0001234',
  holderName: 'Asha Rao',
};

/** The seller's payouts (one waiting for details) and their saved details, which the test pushes (`saved`). */
function renderPanel(save?: PayoutsApi['saveDetails']) {
  const payouts = fakePayouts();
  const details = { ...fakePayoutDetails(), api: fakePayoutsApi(save) };
  render(<PayoutsList sellerId="seller-1" payouts={payouts.port} details={details.port} api={details.api} />);
  payouts.seller.push([aPayout()]);
  return details;
}

/** With nothing saved yet: the form, opened from 'Add payout details'. */
function renderList(save: PayoutsApi['saveDetails']) {
  const details = renderPanel(save);
  details.saved.push(null);
  return details.api;
}

async function openForm() {
  const section = await screen.findByRole('region', { name: 'Your Payouts' });
  expect(await within(section).findByText('A payout is waiting for your payout details.')).toBeTruthy();
  fireEvent.click(await within(section).findByRole('button', { name: 'Add payout details' }));
  return within(section).getByRole('form', { name: 'Payout details' });
}

describe('Saved payout details', () => {
  it("reads the seller's own details, and offers no button until they are known", async () => {
    const details = renderPanel();
    expect(details.port.watchPayoutDetails).toHaveBeenCalledWith('seller-1');
    expect(await screen.findByText('Loading your payout details...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /payout details/ })).toBeNull();
  });

  it('asks for details when none are saved', async () => {
    renderPanel().saved.push(null);
    expect(await screen.findByRole('button', { name: 'Add payout details' })).toBeTruthy();
    expect(screen.queryByText(/Payouts go to/)).toBeNull();
  });

  it('shows where payouts go from the start when a UPI id is saved', async () => {
    renderPanel().saved.push(upi);
    expect(await screen.findByText('Payouts go to UPI •••@okaxis.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change payout details' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('asha@okaxis');
  });

  it('shows only the last four digits of a saved bank account', async () => {
    renderPanel().saved.push(bank);
    expect(await screen.findByText('Payouts go to Bank •••• 9012.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change payout details' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('123456789012');
    expect(document.body.textContent).not.toContain('HDFC0001234');
  });

  it("shows the save's answer at once, then follows the details as saved (another tab's change too)", async () => {
    const details = renderPanel(async () => ({ hint: 'UPI •••@ybl' }));
    details.saved.push(upi);
    fireEvent.click(await screen.findByRole('button', { name: 'Change payout details' }));
    const form = screen.getByRole('form', { name: 'Payout details' });
    fireEvent.change(within(form).getByLabelText('UPI id'), { target: { value: 'asha@ybl' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The watch has not delivered the new document yet: the server's answer stands in for it.
    expect(await screen.findByText('Payouts go to UPI •••@ybl.')).toBeTruthy();
    act(() => details.saved.push(bank));
    expect(await screen.findByText('Payouts go to Bank •••• 9012.')).toBeTruthy();
  });
});

describe('Payout details', () => {
  it('checks a UPI id with the shared schema and sends nothing when it is bad', async () => {
    const details = renderList(async () => ({ hint: 'UPI •••@okaxis' }));
    const form = await openForm();
    expect(within(form).getByRole('radio', { name: 'UPI' })).toHaveProperty('checked', true);
    fireEvent.change(within(form).getByLabelText('UPI id'), { target: { value: 'not-a-upi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe(payoutDetailsErrors.upiId);
    expect(details.saveDetails).not.toHaveBeenCalled();
  });

  it('sends a valid UPI id and shows where payouts go', async () => {
    const details = renderList(async () => ({ hint: 'UPI •••@okaxis' }));
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('UPI id'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payouts go to UPI •••@okaxis.')).toBeTruthy();
    expect(details.saveDetails).toHaveBeenCalledWith({ method: 'upi', upiId: 'asha@okaxis' });
    expect(screen.queryByRole('form', { name: 'Payout details' })).toBeNull();
    // The focus, on the Save button that went with the form, lands on the button that opens it again.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change payout details' }));
  });

  it('sends a bank account with the fields for it', async () => {
    const details = renderList(async () => ({ hint: 'Bank •••• 6789' }));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: 'Bank account' }));
    fireEvent.change(within(form).getByLabelText('Account number'), { target: { value: '123456789' } });
    fireEvent.change(within(form).getByLabelText('IFSC'), { target: { value: 'hdfc0001234' } });
    fireEvent.change(within(form).getByLabelText("Account holder's name"), { target: { value: 'Asha Rao' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payouts go to Bank •••• 6789.')).toBeTruthy();
    expect(details.saveDetails).toHaveBeenCalledWith({
      method: 'bank',
      accountNumber: '123456789',
      ifsc: 'HDFC0001234',
      holderName: 'Asha Rao',
    });
  });

  it("shows the server's refusal and keeps the form", async () => {
    renderList(async () => {
      throw new ApiError(payoutErrors.notSeller, 403);
    });
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('UPI id'), { target: { value: 'asha@okaxis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(payoutErrors.notSeller);
  });
});
