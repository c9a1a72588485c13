// Report on a store listing (decision 031), the same wherever the listing is offered: its own page and the purchase
// dialog.
import type { SafetyPort } from '../../lib/safety.port.ts';
import { ReportButton } from '../../ui/report-button.tsx';

export function ListingReportButton({ listingId, safety }: { listingId: string; safety: Pick<SafetyPort, 'report'> }) {
  return (
    <ReportButton
      thing={{ kind: 'product', id: listingId }}
      what="this listing"
      safety={safety}
      className="button button--link"
    />
  );
}
