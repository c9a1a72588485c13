// 'Your Payouts' for sellers: the records the server writes when a student releases payment (70%), what they add
// up to, where they are paid, (composed in by the app) their verification before the first payout, their tax
// details and monthly statements, their earnings by month, and each payout's documents.
import { useMemo, type ReactNode } from 'react';
import type { Payout } from '@marketplace/shared/payouts/payout';
import { sellerStepForHeldPayout } from '@marketplace/shared/verification/seller-verification';
import { useWatch } from '../../lib/use-watch.ts';
import { ChargebackShares } from './chargeback-shares.tsx';
import { PayoutsSection, type PayoutsView } from './payouts-section.tsx';
import { PayoutDetailsPanel } from './payout-details-panel.tsx';
import type { PayoutDetailsPort } from './payout-details.port.ts';
import { PayoutTotalsFigures } from './payout-totals-figures.tsx';
import type { PayoutsApi, PayoutsPort } from './payouts.port.ts';
import { usePayoutAmount, usePayoutsTexts } from './payouts-texts.ts';

type Texts = ReturnType<typeof usePayoutsTexts>;

/** What the seller does next about a payout that is not moving; nothing while it moves or once paid. */
function nextStep(t: Texts, payout: Payout): string | null {
  switch (payout.status) {
    case 'waiting-for-details':
      return t('payouts.nextDetails');
    case 'failed':
    case 'reversed':
      return t('payouts.nextCheck');
    case 'waiting-for-verification': {
      const held = sellerStepForHeldPayout(payout.failureReason);
      if (!held) return null;
      return t('payouts.next', {
        step: held.waitingFor === 'no-pan' ? t('payouts.nextPan') : t(`payouts.change.${held.waitingFor}`),
      });
    }
    default:
      return null;
  }
}

export function PayoutsList({
  sellerId,
  payouts,
  details,
  api,
  earnings,
  verification,
  statements,
  payoutDocuments,
}: {
  sellerId: string;
  payouts: PayoutsPort;
  details: PayoutDetailsPort;
  /** Saving the details goes through the server. */
  api: PayoutsApi;
  /** Under the details: the seller's verification (decision 033). */
  verification?: ReactNode;
  /** Their earnings by month, between where they are paid and the payouts (decision 037). */
  earnings?: ReactNode;
  /** After the verification: their tax details and monthly statements (decision 039). */
  statements?: ReactNode;
  /** Beside each payout: its documents (the platform's invoice, the payout statement). */
  payoutDocuments?: (payout: Payout) => ReactNode;
}) {
  const watched = useWatch(useMemo(() => payouts.watchSellerPayouts(sellerId), [payouts, sellerId]));
  const t = usePayoutsTexts();
  const amount = usePayoutAmount();
  const view = useMemo(
    (): PayoutsView => ({
      id: 'project-payouts-title',
      title: t('payouts.title'),
      summary: (list) => <PayoutTotalsFigures payouts={list} />,
      failedText: t('payouts.failed'),
      emptyText: t('payouts.empty'),
      amount,
      about: (payout) => nextStep(t, payout),
      action: payoutDocuments,
    }),
    [t, amount, payoutDocuments],
  );
  return (
    <PayoutsSection
      view={view}
      payouts={watched}
      above={(list) => (
        <>
          <PayoutDetailsPanel
            sellerId={sellerId}
            details={details}
            api={api}
            waiting={list.some((payout) => payout.status === 'waiting-for-details')}
          />
          <ChargebackShares sellerId={sellerId} payouts={payouts} />
          {verification}
          {statements}
          {earnings}
        </>
      )}
    />
  );
}
