import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { payoutStatuses, type Payout } from '@marketplace/shared/payouts/payout';
import { payoutErrors } from '@marketplace/shared/payouts/payouts-api';
import { formatRupees } from '@marketplace/shared/projects/money';
import { AllPayoutsPanel } from './all-payouts-panel.tsx';
import { PAYOUTS_PAGE } from './payouts.port.ts';
import { aPayout, fakePayouts, fakePayoutsApi } from './testing/fake-payouts.ts';

afterEach(cleanup);

function renderPanel() {
  const payouts = { ...fakePayouts(), api: fakePayoutsApi() };
  render(<AllPayoutsPanel payouts={payouts.port} api={payouts.api} />);
  return payouts;
}

async function showing(list: Payout[]) {
  const payouts = renderPanel();
  act(() => payouts.all.push(list));
  const panel = await screen.findByRole('region', { name: 'Payouts' });
  return { panel, port: payouts.port, api: payouts.api, all: payouts.all };
}

const day = Date.UTC(2026, 10, 20);
const titles = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('listitem')
    .map((row) => row.querySelector('.project-payouts__title')?.firstChild?.textContent);
const rowOf = (panel: HTMLElement, title: string) =>
  within(panel)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.startsWith(title))!;
const filter = (panel: HTMLElement) => within(panel).getByRole('group', { name: 'Show payouts by status' });

/** One payout in each status, titled by it, with the reason on the failed and reversed ones. */
const oneOfEach = payoutStatuses.map((status, index) =>
  aPayout({
    id: status,
    title: status,
    status,
    failureReason: status === 'failed' ? 'Invalid VPA' : status === 'reversed' ? 'Account closed' : null,
    sellerEmail: `seller${index}@example.com`,
  }),
);

describe('AllPayoutsPanel', () => {
  it('lists every payout in the order the port gives (newest first), with both shares and the platform total', async () => {
    const payouts = renderPanel();
    expect(screen.getByRole('status').textContent).toBe('Loading payouts...');
    act(() =>
      payouts.all.push([
        aPayout({ id: 'b', title: 'Newer', sellerPaise: 1_050, platformPaise: 451, createdAt: day + 86_400_000 }),
        aPayout({ id: 'a', title: 'Older', sellerPaise: 70_000, platformPaise: 30_000, createdAt: day }),
      ]),
    );
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    expect(titles(panel)).toEqual(['Newer', 'Older']);
    const rows = within(panel).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain(`${formatRupees(10.5)} to seller · ${formatRupees(4.51)} platform`);
    expect(within(panel).getByText(formatRupees(304.51)).closest('p')?.textContent).toBe(
      `Platform's share of these payouts: ${formatRupees(304.51)}`,
    );
  });

  it('shows the tax withheld from a share and the net sent (decision 039)', async () => {
    const { panel } = await showing([
      aPayout({ id: 'w', title: 'Withheld', sellerPaise: 70_000, withheldPaise: 424, platformPaise: 30_000 }),
    ]);
    expect(rowOf(panel, 'Withheld').textContent).toContain(
      `${formatRupees(700)} less ${formatRupees(4.24)} tax withheld: ${formatRupees(695.76)} net to seller`,
    );
  });

  it('says when there are none, and when they could not be loaded', async () => {
    const empty = renderPanel();
    act(() => empty.all.push([]));
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Show payouts by status' })).toBeNull();
    cleanup();
    const broken = renderPanel();
    act(() => broken.all.fail(new Error('permission-denied')));
    expect(await screen.findByText('Payouts could not be loaded.')).toBeTruthy();
  });

  it('names the seller of each payout, and why a failed or reversed one was not paid', async () => {
    const { panel } = await showing(oneOfEach);
    expect(rowOf(panel, 'queued').textContent).toContain(
      `Seller: seller${payoutStatuses.indexOf('queued')}@example.com`,
    );
    expect(rowOf(panel, 'carried').textContent).toContain('Below ₹1.00: sent with your next payout');
    expect(rowOf(panel, 'failed').textContent).toContain('Failed: Invalid VPA');
    expect(rowOf(panel, 'reversed').textContent).toContain('Returned by the bank: Account closed');
    cleanup();
    // A record written before the trigger stored the email names the seller by id.
    const { panel: older } = await showing([aPayout({ sellerEmail: '', sellerId: 'seller-7' })]);
    expect(older.textContent).toContain('Seller: seller-7');
  });
});

describe('AllPayoutsPanel: by status, a page at a time', () => {
  const failedOnes = [
    aPayout({ id: 'failed', title: 'failed', status: 'failed' }),
    aPayout({ id: 'x', title: 'second failed', status: 'failed' }),
  ];

  it('reads one page of every status first, and offers All first, then each status; All is chosen', async () => {
    const { panel, port } = await showing(oneOfEach);
    expect(port.watchAllPayouts).toHaveBeenLastCalledWith('all', PAYOUTS_PAGE);
    const buttons = within(filter(panel)).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All',
      'Waiting for details',
      'Waiting for verification',
      'Carried to the next payout',
      'Queued',
      'Processing',
      'Processed',
      'Failed',
      'Reversed',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', ...Array(8).fill('false')]);
    expect(titles(panel)).toHaveLength(8);
  });

  it("asks for the chosen status's page, and every status's again", async () => {
    const { panel, port, all } = await showing(oneOfEach);
    fireEvent.click(within(filter(panel)).getByRole('button', { name: 'Failed' }));
    expect(port.watchAllPayouts).toHaveBeenLastCalledWith('failed', PAYOUTS_PAGE);
    act(() => all.push(failedOnes));
    expect(titles(panel)).toEqual(['failed', 'second failed']);
    expect(within(filter(panel)).getByRole('button', { name: 'Failed' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filter(panel)).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(filter(panel)).getByRole('button', { name: 'All' }));
    expect(port.watchAllPayouts).toHaveBeenLastCalledWith('all', PAYOUTS_PAGE);
  });

  it('says when no payout has the chosen status, and keeps the filter to choose another', async () => {
    const { panel, all } = await showing(oneOfEach);
    fireEvent.click(within(filter(panel)).getByRole('button', { name: 'Failed' }));
    act(() => all.push([]));
    expect(await within(panel).findByText('No payouts with the status Failed.')).toBeTruthy();
    expect(within(filter(panel)).getByRole('button', { name: 'Queued' })).toBeTruthy();
  });

  it("offers 'Load more' on a full page, which asks for one page more, and none once the list is all there", async () => {
    const page = (count: number) =>
      Array.from({ length: count }, (_, n) => aPayout({ id: `p${n}`, title: `Payout ${n}` }));
    const { panel, port, all } = await showing(page(PAYOUTS_PAGE));
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more payouts' }));
    expect(port.watchAllPayouts).toHaveBeenLastCalledWith('all', 2 * PAYOUTS_PAGE);
    act(() => all.push(page(PAYOUTS_PAGE + 3)));
    expect(titles(panel)).toHaveLength(PAYOUTS_PAGE + 3);
    expect(within(panel).queryByRole('button', { name: 'Load more payouts' })).toBeNull();
  });
});

describe('AllPayoutsPanel: Retry', () => {
  const failed = aPayout({ id: 'f1', title: 'Rover', status: 'failed', sellerEmail: 'sam@example.com' });
  const retryButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Retry the payout for Rover' });

  it('is offered on failed and reversed payouts only', async () => {
    const { panel } = await showing(oneOfEach);
    const offered = oneOfEach
      .filter((payout) => within(rowOf(panel, payout.title)).queryByRole('button', { name: /^Retry/ }))
      .map((payout) => payout.status);
    expect(offered).toEqual(['failed', 'reversed']);
  });

  it('asks first, naming the amount and the seller, and sends nothing on Cancel', async () => {
    const { panel, api } = await showing([failed]);
    fireEvent.click(retryButton(panel));
    const dialog = screen.getByRole('dialog', { name: 'Retry payout' });
    expect(dialog.textContent).toContain(`Send ${formatRupees(700)} to sam@example.com again for “Rover”?`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.retry).not.toHaveBeenCalled();
  });

  it('sends it again once confirmed, with the buttons disabled while it is sent', async () => {
    const { panel, api } = await showing([failed]);
    let answer!: () => void;
    api.retry.mockReturnValue(new Promise((resolve) => (answer = () => resolve({ ok: true }))));
    fireEvent.click(retryButton(panel));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry payout' }));
    expect(api.retry).toHaveBeenCalledWith({ payoutId: 'f1' });
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Working...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(panel).getByRole('button', { name: 'Retry the payout for Rover' })).toHaveProperty('disabled', true);
    await act(async () => answer());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByRole('status').textContent).toBe('The payout for Rover was sent again.');
    expect(retryButton(panel)).toHaveProperty('disabled', false);
  });

  it("shows the server's refusal in the dialog and leaves the payout as it was", async () => {
    const { panel, api } = await showing([failed]);
    api.retry.mockRejectedValue(new ApiError(payoutErrors.notRetryable, 409));
    fireEvent.click(retryButton(panel));
    const dialog = screen.getByRole('dialog', { name: 'Retry payout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(payoutErrors.notRetryable);
    expect(within(dialog).getByRole('button', { name: 'Retry payout' })).toHaveProperty('disabled', false);
    expect(within(panel).queryByRole('status')).toBeNull();
  });
});
