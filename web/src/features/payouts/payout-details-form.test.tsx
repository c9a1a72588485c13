import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { unsentPayout, type Payout } from '@marketplace/shared/payouts/payout';
import { payoutDetailsErrors } from '@marketplace/shared/payouts/payout-details';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { feed, never } from '../../lib/testing/feed.ts';
import { PayoutsList } from './payouts-list.tsx';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import type { PayoutsPort } from './payouts.port.ts';

afterEach(cleanup);

const waitingPayout: Payout = {
  id: 'p9',
  projectId: 'p9',
  title: 'Weather station',
  sellerPaise: 70_000,
  platformPaise: 30_000,
  budgetPaise: 100_000,
  sellerId: 'seller-1',
  ...unsentPayout,
  createdAt: null,
};

function renderList(saveDetails: PayoutDetailsPort['saveDetails']) {
  const payouts = feed<Payout[]>();
  const port: PayoutsPort = { watchSellerPayouts: () => payouts.watch, watchAllPayouts: () => never };
  const details: PayoutDetailsPort = { saveDetails: vi.fn(saveDetails) };
  render(<PayoutsList sellerId="seller-1" payouts={port} details={details} />);
  payouts.push([waitingPayout]);
  return details;
}

async function openForm() {
  const section = await screen.findByRole('region', { name: 'Your Payouts' });
  expect(await within(section).findByText('A payout is waiting for your payout details.')).toBeTruthy();
  fireEvent.click(within(section).getByRole('button', { name: 'Add payout details' }));
  return within(section).getByRole('form', { name: 'Payout details' });
}

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
    expect(screen.getByRole('button', { name: 'Change payout details' })).toBeTruthy();
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
