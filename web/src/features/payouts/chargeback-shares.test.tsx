import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { aChargeback } from '@marketplace/shared/payments/test-chargeback';
import { showIn } from '../../i18n/language-choice.ts';
import { fakePayouts, payoutsListPorts } from './testing/fake-payouts.ts';
import { PayoutsList } from './payouts-list.tsx';

afterEach(cleanup);

async function renderCases(cases: Chargeback[]) {
  const payouts = fakePayouts();
  render(<PayoutsList sellerId="seller-1" {...payoutsListPorts(payouts.port)} />);
  payouts.seller.push([]);
  payouts.chargebacks.push(cases);
  const list = await screen.findByRole('region', { name: 'Your Payouts' });
  // Both pushed lists arrive a microtask after their subscriptions: wait for the payouts' one to show.
  await waitFor(() => expect(within(list).queryByText('Loading payouts...')).toBeNull());
  const name = 'Held or taken back after a chargeback';
  const shown = cases.some((one) => one.sellerSharePaise > 0);
  return {
    payouts,
    section: shown ? await screen.findByRole('region', { name }) : screen.queryByRole('region', { name }),
  };
}

const rowOf = (section: HTMLElement | null, title: string) => within(section!).getByText(title).closest('li')!;

describe("Your Payouts' chargebacks", () => {
  it('shows a share held in escrow with the amount, why, and by when the bank is answered', async () => {
    const { section, payouts } = await renderCases([aChargeback()]);
    expect(payouts.port.watchSellerChargebacks).toHaveBeenCalledWith('seller-1');
    const row = rowOf(section, 'Weather station');
    expect(row.getAttribute('data-status')).toBe('open');
    expect(row.textContent).toContain('₹700.00');
    expect(row.textContent).toContain(
      "Held: the payer's bank disputed the payment of ₹1,000.00 (a chargeback). It stays held until the bank decides. We answer the bank by 23 Nov 2026.",
    );
    expect(row.textContent).toContain("The bank's reason: The cardholder says the work never arrived.");
  });

  it('shows a recovered share as taken back from the earnings, and a held payout as held', async () => {
    const { section } = await renderCases([
      aChargeback({ id: 'a', title: 'Rain gauge', treatment: 'recovered', reason: '' }),
      aChargeback({ id: 'b', title: 'Soil sensor', treatment: 'payout-held', status: 'under_review' }),
    ]);
    const recovered = rowOf(section, 'Rain gauge');
    expect(recovered.textContent).toContain(
      "Taken back from your earnings: the payer's bank disputed the payment of ₹1,000.00 (a chargeback) after it was paid out to you. Your next earnings pay it first",
    );
    // No description from the bank: its reason code in words.
    expect(recovered.textContent).toContain("The bank's reason: Product not received.");
    expect(rowOf(section, 'Soil sensor').textContent).toContain('Your payout is held:');
  });

  it('says what became of the share once the bank decided', async () => {
    const decidedAt = Date.UTC(2026, 10, 25, 12);
    const { section } = await renderCases([
      aChargeback({ id: 'a', title: 'Rain gauge', status: 'won', updatedAt: decidedAt }),
      aChargeback({ id: 'b', title: 'Soil sensor', status: 'lost', treatment: 'recovered', updatedAt: decidedAt }),
      aChargeback({ id: 'c', title: 'Drone', status: 'closed', treatment: 'payout-held', updatedAt: decidedAt }),
    ]);
    expect(rowOf(section, 'Rain gauge').textContent).toContain(
      'Chargeback won on 25 Nov 2026: your share is no longer held.',
    );
    expect(rowOf(section, 'Soil sensor').textContent).toContain(
      'Chargeback lost on 25 Nov 2026: the amount taken back stays taken.',
    );
    expect(rowOf(section, 'Drone').getAttribute('data-status')).toBe('closed');
    expect(rowOf(section, 'Drone').textContent).toContain('your payout is no longer held.');
  });

  it('shows nothing when no case holds a share of the seller', async () => {
    const { section } = await renderCases([aChargeback({ sellerSharePaise: 0, treatment: 'none', sellerId: null })]);
    expect(section).toBeNull();
  });
});

describe("Your Payouts' chargebacks in Hindi (decision 071)", () => {
  it("say what was done with the share in Hindi, the bank's reason as it gave it", async () => {
    await showIn('hi');
    try {
      const payouts = fakePayouts();
      render(<PayoutsList sellerId="seller-1" {...payoutsListPorts(payouts.port)} />);
      payouts.seller.push([]);
      payouts.chargebacks.push([
        aChargeback({ id: 'a', title: 'Rain gauge', treatment: 'payout-held', reason: 'Not received.' }),
        aChargeback({ id: 'b', title: 'Drone', status: 'lost', treatment: 'recovered', reason: 'Fraud.' }),
      ]);
      const section = await screen.findByRole('region', { name: 'चार्जबैक के बाद रोका गया या वापस लिया गया' });
      expect(rowOf(section, 'Rain gauge').textContent).toContain(
        'आपका भुगतान रुका हुआ है: भुगतान करने वाले के बैंक ने ₹1,000.00 के भुगतान पर आपत्ति की है (चार्जबैक)।',
      );
      expect(rowOf(section, 'Drone').textContent).toContain('चार्जबैक में हार');
      const latin = (section.textContent!.match(/[A-Za-z]+/g) ?? []).filter(
        (word) => !['Rain', 'gauge', 'Drone', 'Not', 'received', 'Fraud'].includes(word),
      );
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
