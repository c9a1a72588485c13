// Your Payouts in both languages (decision 071): in English word for word what it said before its texts moved to
// the catalogue (the glossary's names and definitions, the verification's steps, the status lines the server's
// mails also use); in Hindi with no English of ours left.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import { payoutStatusText, payoutStatuses, type Payout } from '@marketplace/shared/payouts/payout';
import {
  verificationFailed,
  verificationTexts,
  whatToChange,
} from '@marketplace/shared/verification/seller-verification';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { payoutAmountText } from './payout-amount.ts';
import { PayoutsList } from './payouts-list.tsx';
import { payoutStatusLine, usePayoutAmount, usePayoutsTexts } from './payouts-texts.ts';
import { aPayout, fakePayouts, payoutsListPorts } from './testing/fake-payouts.ts';

afterEach(cleanup);

describe("Your Payouts' English", () => {
  it("is the glossary's and the verification's words", () => {
    for (const id of ['grossEarned', 'onItsWay', 'netPaid', 'taxWithheld'] as const) {
      expect(translate('en', `payouts.figure.${id}`)).toBe(moneyFigures[id].name);
      expect(translate('en', `payouts.figure.${id}.definition`)).toBe(moneyFigures[id].definition);
    }
    for (const [check, text] of Object.entries(whatToChange))
      expect(translate('en', `payouts.change.${check}`), check).toBe(text);
    expect(translate('en', 'payouts.nextPan')).toBe(verificationTexts.waitingForPan);
  });

  it('says each status and amount as shared says them', () => {
    const { result } = renderHook(() => ({ t: usePayoutsTexts(), amount: usePayoutAmount() }));
    for (const status of payoutStatuses)
      for (const extra of [
        {},
        { detailsHint: 'as••••@okaxis', reference: 'UTR123', failureReason: 'Account closed.' },
      ]) {
        const payout = aPayout({ status, ...extra });
        expect(payoutStatusLine(result.current.t, payout), `${status} ${JSON.stringify(extra)}`).toBe(
          payoutStatusText(payout),
        );
      }
    for (const withheldPaise of [0, 350])
      expect(result.current.amount(aPayout({ withheldPaise }))).toBe(payoutAmountText(aPayout({ withheldPaise })));
  });
});

describe('Your Payouts in Hindi', () => {
  it('has no English of ours left, whatever the payouts', async () => {
    await showIn('hi');
    try {
      const payouts = fakePayouts();
      render(<PayoutsList sellerId="seller-1" {...payoutsListPorts(payouts.port)} />);
      const list: Payout[] = [
        aPayout({ id: 'a', status: 'processed', withheldPaise: 350, detailsHint: 'as••••@okaxis', reference: 'UTR1' }),
        aPayout({ id: 'b', status: 'waiting-for-details', createdAt: 1_790_000_000_000 }),
        aPayout({ id: 'c', status: 'waiting-for-verification', failureReason: verificationTexts.waitingForPan }),
        aPayout({ id: 'd', status: 'waiting-for-verification', failureReason: verificationFailed('x') }),
        aPayout({ id: 'e', status: 'queued' }),
        aPayout({ id: 'f', status: 'failed', failureReason: null }),
      ];
      payouts.seller.push(list);
      const section = await screen.findByRole('region', { name: 'आपके भुगतान' });
      await waitFor(() => expect(within(section).queryByText('भुगतान लोड हो रहे हैं...')).toBeNull());
      expect(within(section).getByText('आगे: अपना PAN जाँचें और उसे फिर से भेजें।')).toBeTruthy();
      // What may stay Latin: the project's title, the data (the hint, the reference) and the acronyms.
      const allowed = new Set(['Weather', 'station', 'okaxis', 'UTR', 'PAN', 'UPI', 'as', 'TCS', 'TDS']);
      const text = section.textContent ?? '';
      const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowed.has(word));
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
