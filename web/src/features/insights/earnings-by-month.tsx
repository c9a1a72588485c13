// A seller's earnings by month on 'Your Payouts' (decision 037): the last 12 months as a chart, with its table view
// and CSV, from their own documents of the daily fold (the rules let only them and admins read those).
import { useMemo } from 'react';
import { earningsData, firstEarningsMonth } from '@marketplace/shared/insights/earnings';
import { insightsTexts } from '@marketplace/shared/insights/insights-texts';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { useWatch } from '../../lib/use-watch.ts';
import { InsightChart } from './insight-chart.tsx';
import type { InsightsPort } from './insights.port.ts';
import './insights.css';

export function EarningsByMonth({
  sellerId,
  insights,
  now = Date.now,
}: {
  sellerId: string;
  insights: Pick<InsightsPort, 'watchEarnings'>;
  now?: () => number;
}) {
  const today = indiaDay(now());
  const months = useWatch(
    useMemo(() => insights.watchEarnings(sellerId, firstEarningsMonth(today)), [insights, sellerId, today]),
  );
  if (months.status === 'loading') return <p role="status">{insightsTexts.earningsLoading}</p>;
  if (months.status === 'failed') return <p role="alert">{insightsTexts.earningsFailed}</p>;
  return (
    <div className="earnings-by-month">
      <InsightChart
        data={earningsData(months.value, today)}
        granularity="month"
        comparedWith={null}
        fileName="earnings-by-month"
      />
      <p className="insights__note">{insightsTexts.earningsNote}</p>
    </div>
  );
}
