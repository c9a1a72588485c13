// The admin's Insights (decision 037): the marketplace's figures for a range (7, 30 or 90 days, 12 months) by day, week
// or month, each chart beside the period before, from the daily fold's day and month documents (at most a few hundred
// small reads for 12 months). The admin dashboard shows it as one of its sections.
import { useId, useMemo, useState } from 'react';
import { bucketLabel, chartDataOf } from '@marketplace/shared/insights/chart-data';
import { insightsTexts } from '@marketplace/shared/insights/insights-texts';
import { insightCharts } from '@marketplace/shared/insights/metrics';
import { rangeView, ranges, type Granularity, type Range } from '@marketplace/shared/insights/periods';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { useWatch } from '../../lib/use-watch.ts';
import { InsightChart } from './insight-chart.tsx';
import type { InsightsPort } from './insights.port.ts';
import './insights.css';

/** Which granularities make sense for a range: no months of a week, no 365 days unasked. */
const allowed: Record<Range, readonly Granularity[]> = {
  '7d': ['day'],
  '30d': ['day', 'week'],
  '90d': ['day', 'week', 'month'],
  '12m': ['day', 'week', 'month'],
};
const usual: Record<Range, Granularity> = { '7d': 'day', '30d': 'day', '90d': 'week', '12m': 'month' };

export function InsightsPanel({
  insights,
  now = Date.now,
}: {
  insights: Pick<InsightsPort, 'watchFigures'>;
  now?: () => number;
}) {
  const id = useId();
  const [range, setRange] = useState<Range>('30d');
  const [granularity, setGranularity] = useState<Granularity>('day');
  const today = indiaDay(now());
  const { period, buckets, reads } = useMemo(() => rangeView(range, granularity, today), [range, granularity, today]);
  const stored = useWatch(useMemo(() => insights.watchFigures(reads), [insights, reads]));
  const choose = (next: Range) => {
    setRange(next);
    if (!allowed[next].includes(granularity)) setGranularity(usual[next]);
  };
  const lastDay = bucketLabel({ key: period.current.to, from: period.current.to, to: period.current.to }, 'day');

  return (
    <div className="insights">
      <form className="insights__choices" aria-label={insightsTexts.title} onSubmit={(event) => event.preventDefault()}>
        <div className="field insights__choice">
          <label htmlFor={`${id}-range`}>{insightsTexts.rangeLegend}</label>
          <select
            id={`${id}-range`}
            className="input"
            value={range}
            onChange={(event) => choose(event.target.value as Range)}
          >
            {ranges.map((choice) => (
              <option key={choice} value={choice}>
                {insightsTexts.ranges[choice]}
              </option>
            ))}
          </select>
        </div>
        <div className="field insights__choice">
          <label htmlFor={`${id}-granularity`}>{insightsTexts.granularityLegend}</label>
          <select
            id={`${id}-granularity`}
            className="input"
            value={granularity}
            onChange={(event) => setGranularity(event.target.value as Granularity)}
          >
            {allowed[range].map((choice) => (
              <option key={choice} value={choice}>
                {insightsTexts.granularities[choice]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p className="insights__note">{insightsTexts.upTo(lastDay)}</p>
      <p className="insights__note">{insightsTexts.countsNote}</p>
      {stored.status === 'loading' && <p role="status">{insightsTexts.loading}</p>}
      {stored.status === 'failed' && <p role="alert">{insightsTexts.failed}</p>}
      {stored.status === 'ready' && (
        <div className="insights__charts">
          {insightCharts.map((chart) => (
            <InsightChart
              key={chart.id}
              data={chartDataOf(chart, period, buckets, granularity, stored.value)}
              granularity={granularity}
              comparedWith={insightsTexts.previous[range]}
              fileName={`${chart.id}-${period.current.from}-to-${period.current.to}-by-${granularity}`}
            />
          ))}
        </div>
      )}
    </div>
  );
}
