// A seller's earnings by month on 'Your Payouts' (decision 037): the last 12 months as a chart, with its table view
// and CSV, from their own documents of the daily fold (the rules let only them and admins read those).
import { useMemo } from 'react';
import type { ChartData } from '@marketplace/shared/insights/chart-data';
import { earningsData, firstEarningsMonth } from '@marketplace/shared/insights/earnings';
import { indiaDay } from '@marketplace/shared/ledger/india-day';
import { intlLocale, type Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/i18n.ts';
import { useWatch } from '../../lib/use-watch.ts';
import { InsightChart } from './insight-chart.tsx';
import { useInsightsTexts } from './insights-texts.ts';
import type { InsightsPort } from './insights.port.ts';
import './insights.css';

/** The chart's title, series and months in the shown language (the figures are the same in both). */
function shownIn(data: ChartData, t: ReturnType<typeof useInsightsTexts>, locale: Locale): ChartData {
  const month = new Intl.DateTimeFormat(intlLocale[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    ...data,
    chart: {
      ...data.chart,
      title: t('insights.earnings.title'),
      series: data.chart.series.map((series) => ({ ...series, label: t('insights.earnings.series') })),
    },
    rows: data.rows.map((row) => ({ ...row, label: month.format(Date.parse(`${row.bucket.key}-01T00:00:00Z`)) })),
  };
}

export function EarningsByMonth({
  sellerId,
  insights,
  now = Date.now,
}: {
  sellerId: string;
  insights: Pick<InsightsPort, 'watchEarnings'>;
  now?: () => number;
}) {
  const t = useInsightsTexts();
  const locale = useLocale();
  const today = indiaDay(now());
  const months = useWatch(
    useMemo(() => insights.watchEarnings(sellerId, firstEarningsMonth(today)), [insights, sellerId, today]),
  );
  if (months.status === 'loading') return <p role="status">{t('insights.earnings.loading')}</p>;
  if (months.status === 'failed') return <p role="alert">{t('insights.earnings.failed')}</p>;
  return (
    <div className="earnings-by-month">
      <InsightChart
        data={shownIn(earningsData(months.value, today), t, locale)}
        granularity="month"
        comparedWith={null}
        fileName="earnings-by-month"
        definition={t('insights.earnings.definition')}
      />
      <p className="insights__note">{t('insights.earnings.note')}</p>
    </div>
  );
}
