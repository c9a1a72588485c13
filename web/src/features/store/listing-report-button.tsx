// Report on a store listing (decision 031), the same wherever the listing is offered: its own page and the purchase
// dialog.
import type { SafetyApi } from '../../lib/safety.port.ts';
import { ReportButton } from '../../ui/report-button.tsx';
import { useStoreTexts } from './store-texts.ts';

export function ListingReportButton({ listingId, safety }: { listingId: string; safety: Pick<SafetyApi, 'report'> }) {
  const t = useStoreTexts();
  return (
    <ReportButton
      thing={{ kind: 'product', id: listingId }}
      what="this listing"
      label={t('store.report')}
      name={t('store.reportListing')}
      safety={safety}
      className="button button--link"
    />
  );
}
