// The admin's view of every payout record (sellers see their own; admins see all): by status, with who is paid,
// and Retry on a failed or reversed payout, which sends it again as a new attempt once the admin confirms the
// amount and the seller (money moves). The row's status then changes through the watch.
import { useCallback, useState } from 'react';
import { payoutStatusLabels, retryablePayoutStatuses, type Payout } from '@marketplace/shared/payouts/payout';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { errorText } from '../../lib/error-text.ts';
import { usePagedWatch } from '../../lib/use-paged-watch.ts';
import { FigureDefinitions } from '../../ui/figure-definitions.tsx';
import { LoadMoreButton } from '../../ui/load-more-button.tsx';
import { useRetry } from '../../ui/use-retry.tsx';
import { PayoutStatusFilter } from './payout-status-filter.tsx';
import { payoutAmountText } from './payout-amount.ts';
import { PayoutsSection, type PayoutsView } from './payouts-section.tsx';
import { PAYOUTS_PAGE, type PayoutFilter, type PayoutsApi, type PayoutsPort } from './payouts.port.ts';

const rupees = (paise: number) => formatRupees(fromPaise(paise));
const adminTexts = {
  // Of the payout records listed (the pages shown), not of all of the ledger as Money counts it.
  platformShareOfPayouts: `${moneyFigures.platformShare.name} of these payouts`,
};
const titleOf = (payout: Payout) => payout.title || 'Untitled project';
const sellerOf = (payout: Payout) => payout.sellerEmail || payout.sellerId || 'an unknown seller';

const adminView: PayoutsView = {
  id: 'all-payouts-title',
  title: 'Payouts',
  summary: (payouts) => (
    <>
      <p className="project-payouts__total">
        {adminTexts.platformShareOfPayouts}:{' '}
        <strong>{rupees(payouts.reduce((sum, payout) => sum + payout.platformPaise, 0))}</strong>
      </p>
      <FigureDefinitions figures={['platformShare', 'grossEarned', 'taxWithheld', 'netPaid']} />
    </>
  ),
  failedText: 'Payouts could not be loaded.',
  emptyText: 'No payouts yet.',
  amount: (payout) => (
    <>
      {payoutAmountText(payout)}
      <span className="muted"> to seller · {rupees(payout.platformPaise)} platform</span>
    </>
  ),
  about: (payout) => `Seller: ${sellerOf(payout)}`,
};

/** Newest first, a page at a time (decision 076): the first screen reads one page however many payouts there are. */
export function AllPayoutsPanel({ payouts, api }: { payouts: PayoutsPort; api: PayoutsApi }) {
  const [filter, setFilter] = useState<PayoutFilter>('all');
  const { watched, loadMore } = usePagedWatch(
    useCallback((count: number) => payouts.watchAllPayouts(filter, count), [payouts, filter]),
    PAYOUTS_PAGE,
  );
  const retries = useRetry<Payout>({
    send: async (payout) => void (await api.retry({ payoutId: payout.id })),
    sentText: (payout) => `The payout for ${titleOf(payout)} was sent again.`,
    failureText: (error) => errorText(error, 'The payout could not be sent again. Please try again.'),
    confirm: {
      title: 'Retry payout',
      confirmLabel: 'Retry payout',
      question: (payout) => (
        <p>
          Send {rupees(payout.sellerPaise)} to {sellerOf(payout)} again for “{titleOf(payout)}”? It goes to the payout
          details the seller has now.
        </p>
      ),
    },
  });
  const view: PayoutsView = {
    ...adminView,
    emptyText: filter === 'all' ? adminView.emptyText : `No payouts with the status ${payoutStatusLabels[filter]}.`,
    action: (payout) =>
      retryablePayoutStatuses.includes(payout.status) &&
      retries.button(payout, `Retry the payout for ${titleOf(payout)}`),
  };
  return (
    <PayoutsSection
      view={view}
      payouts={watched}
      above={(shown) => (
        <>
          {retries.messages}
          {(shown.length > 0 || filter !== 'all') && <PayoutStatusFilter value={filter} onChange={setFilter} />}
        </>
      )}
      below={<LoadMoreButton loadMore={loadMore} what="payouts" />}
    />
  );
}
