import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import {
  verificationFailed,
  verificationTexts,
  whatToChange,
} from '@marketplace/shared/verification/seller-verification';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { aPayout, fakePayouts, payoutsListPorts } from './testing/fake-payouts.ts';
import { PayoutsList } from './payouts-list.tsx';

afterEach(cleanup);

async function renderList(list: Payout[]) {
  const payouts = fakePayouts();
  render(<PayoutsList sellerId="seller-1" {...payoutsListPorts(payouts.port)} />);
  payouts.seller.push(list);
  const section = await screen.findByRole('region', { name: 'Your Payouts' });
  // The pushed list arrives a microtask after the subscription: wait for it, not for the section alone.
  await waitFor(() => expect(within(section).queryByText('Loading payouts...')).toBeNull());
  return { section, port: payouts.port };
}

/** The figure under a label of the totals (`<dt>` then its `<dd>`). */
const figure = (section: HTMLElement, label: string) =>
  within(section).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;

describe('PayoutsList', () => {
  it("shows the seller's own payouts with their status", async () => {
    const { section, port } = await renderList([aPayout()]);
    expect(within(section).getByText('Weather station')).toBeTruthy();
    expect(within(section).getAllByText('₹700.00').length).toBeGreaterThan(0);
    expect(within(section).getByText(/Waiting for payout details/)).toBeTruthy();
    expect(port.watchSellerPayouts).toHaveBeenCalledWith('seller-1');
  });

  it('shows a payout whose tax was withheld as its share, what was withheld and what it pays (decision 039)', async () => {
    const { section } = await renderList([aPayout({ status: 'processed', sellerPaise: 70_000, withheldPaise: 350 })]);
    expect(within(section).getByText('₹700.00 less ₹3.50 tax withheld: ₹696.50 net')).toBeTruthy();
    expect(figure(section, 'Tax withheld')).toBe('₹3.50');
    expect(figure(section, 'Net paid')).toBe('₹696.50');
  });

  it.each([
    {
      what: 'adds up what was earned, what is on its way and what was paid',
      list: [
        aPayout({ id: 'a', status: 'processed', sellerPaise: 70_000 }),
        aPayout({ id: 'b', status: 'queued', sellerPaise: 1_050 }),
        aPayout({ id: 'c', status: 'processing', sellerPaise: 2_000 }),
      ],
      // Nothing waits or failed, so no fourth figure.
      figures: {
        'Gross earned': '₹730.50',
        'On its way': '₹30.50',
        'Net paid': '₹700.00',
        'Waiting for your details': null,
        Failed: null,
      },
    },
    {
      what: 'shows what waits for details apart from what failed, so the figures add up to what was earned',
      list: [
        aPayout({ id: 'a', status: 'waiting-for-details', sellerPaise: 70_000 }),
        aPayout({ id: 'b', status: 'failed', sellerPaise: 10_000 }),
        aPayout({ id: 'c', status: 'reversed', sellerPaise: 5_000 }),
        aPayout({ id: 'd', status: 'processed', sellerPaise: 100 }),
      ],
      figures: {
        'Gross earned': '₹851.00',
        'On its way': '₹0.00',
        'Net paid': '₹1.00',
        'Waiting for your details': '₹700.00',
        Failed: '₹150.00',
      },
    },
    {
      what: "does not ask for details a seller gave when their payout waits for their account's check",
      list: [aPayout({ id: 'a', status: 'waiting-for-verification', sellerPaise: 70_000 })],
      figures: {
        'Waiting for your verification': '₹700.00',
        'Waiting for your details': null,
      },
    },
  ])('$what', async ({ list, figures }) => {
    const { section } = await renderList(list);
    for (const [label, amount] of Object.entries(figures)) expect(figure(section, label), label).toBe(amount);
  });

  it('never shows a failed payout as waiting or paid, and says what to do next', async () => {
    const { section } = await renderList([
      aPayout({ id: 'f', title: 'Soil sensor', status: 'failed', failureReason: 'Invalid VPA' }),
      aPayout({ id: 'w', title: 'Rain gauge', status: 'waiting-for-details' }),
    ]);
    const failed = within(section).getByText('Soil sensor').closest('li')!;
    expect(failed.getAttribute('data-status')).toBe('failed');
    expect(failed.textContent).toContain('Failed: Invalid VPA');
    expect(failed.textContent).toContain('Next: check your payout details above; an admin will send it again.');
    const waiting = within(section).getByText('Rain gauge').closest('li')!;
    expect(waiting.textContent).toContain('Next: add your payout details above, and it is sent at once.');
    expect(within(section).getByText('Failed', { selector: 'dt' }).closest('div')!.className).toContain('--failed');
  });

  it('says what a payout held for verification waits for the seller to change, and nothing while it is checked', async () => {
    const reason = verificationFailed(`${verificationTexts.accountInvalid}: Invalid VPA.`);
    const { section } = await renderList([
      aPayout({ id: 'h', title: 'Soil sensor', status: 'waiting-for-verification', failureReason: reason }),
      aPayout({
        id: 'c',
        title: 'Rain gauge',
        status: 'waiting-for-verification',
        failureReason: verificationTexts.checking,
      }),
    ]);
    const held = within(section).getByText('Soil sensor').closest('li')!;
    expect(held.textContent).toContain(`Next: ${whatToChange.account}`);
    expect(within(section).getByText('Rain gauge').closest('li')!.textContent).not.toContain('Next:');
  });

  it('shows no figures before there is a payout', async () => {
    const { section } = await renderList([]);
    expect(within(section).getByText(/No payouts yet/)).toBeTruthy();
    expect(figure(section, 'Gross earned')).toBeNull();
  });

  it('names each figure as the glossary does and offers its definition (decision 044)', async () => {
    const { section } = await renderList([aPayout({ id: 'a', status: 'processed', sellerPaise: 70_000 })]);
    const earned = await within(section).findByText('Gross earned', { selector: 'dt' });
    expect(earned.getAttribute('title')).toBe(moneyFigures.grossEarned.definition);
    const help = within(section).getByText('What is this?').closest('details')!;
    expect(help.textContent).toContain(moneyFigures.netPaid.definition);
    expect(help.textContent).toContain(moneyFigures.onItsWay.definition);
  });
});
