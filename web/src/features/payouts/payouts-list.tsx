// 'Your Payouts' for sellers: the records the server writes when a student releases payment (70%).
import { formatRupees, fromPaise } from '@marketplace/shared/projects/money';
import { PayoutsSection } from './payouts-section.tsx';
import type { Payout } from './projects.port.ts';
import type { Watched } from './use-watch.ts';

export function PayoutsList({ payouts }: { payouts: Watched<Payout[]> }) {
  return (
    <PayoutsSection
      id="project-payouts-title"
      title="Your Payouts"
      payouts={payouts}
      total={{ label: 'Total received', share: (payout) => payout.sellerPaise }}
      failedText="Your payouts could not be loaded."
      emptyText="No payouts yet. You are paid 70% of a project's budget when the student releases the payment."
      amount={(payout) => formatRupees(fromPaise(payout.sellerPaise))}
    />
  );
}
