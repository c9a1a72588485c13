// One chart as a person meets it (decision 037): its title, each series over the whole period with the change on the
// period before, the drawing (an image with a summary for its accessible name), a table view of the same numbers and
// a CSV download. The drawing's code (visx) loads with the first chart shown, in a chunk of its own.
import { lazy, Suspense, useId, useState } from 'react';
import { csvOf, type ChartData } from '@marketplace/shared/insights/chart-data';
import { insightsTexts } from '@marketplace/shared/insights/insights-texts';
import { formatValue } from '@marketplace/shared/insights/metrics';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import type { Granularity } from '@marketplace/shared/insights/periods';
import { downloadText } from './download-text.ts';
import { useInsightsTexts } from './insights-texts.ts';

const ChartDrawing = lazy(() => import('./chart-drawing.tsx'));

/** An axis tick: short (₹12.3k, 1.2k, 45%, 12 h). */
function tickOf(unit: ChartData['chart']['unit']) {
  const short = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) =>
    unit === 'rupees'
      ? `₹${short.format(value)}`
      : unit === 'percent'
        ? `${short.format(value)}%`
        : unit === 'hours'
          ? `${short.format(value)} h`
          : short.format(value);
}

type InsightsWords = ReturnType<typeof useInsightsTexts>;

/** A chart's name with its span, for its table's caption and its drawing's summary: 'Orders, 30 days'. */
const chartOver = (t: InsightsWords, { chart, rows }: ChartData, granularity: Granularity) =>
  t('insights.chartOver', { title: chart.title, count: rows.length, granularity });

/** The drawing's accessible name: what it shows, and each series' highest bucket. */
function summaryOf(t: InsightsWords, data: ChartData, granularity: Granularity): string {
  const { chart, rows } = data;
  const series = chart.series.map((one, index) => {
    const best = rows.reduce<{ when: string; value: number } | null>((top, row) => {
      const value = row.values[index];
      return value !== null && value !== undefined && value > 0 && (!top || value > top.value)
        ? { when: row.label, value }
        : top;
    }, null);
    return best
      ? t('insights.summary.highest', { label: one.label, value: formatValue(best.value, chart.unit), when: best.when })
      : t('insights.summary.none', { label: one.label });
  });
  return `${chartOver(t, data, granularity)}. ${series.join('; ')}.`;
}

export function InsightChart({
  data,
  granularity,
  comparedWith,
  fileName,
  definition,
}: {
  data: ChartData;
  granularity: Granularity;
  /** What the period is compared with ('the 30 days before'); null shows no change. */
  comparedWith: string | null;
  fileName: string;
  /** The figure's definition in the shown language; its English (the glossary's) unless given. */
  definition?: string;
}) {
  const t = useInsightsTexts();
  const { chart, rows, totals } = data;
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className="card insight" aria-labelledby={headingId}>
      <h3 id={headingId} className="insight__title">
        {chart.title}
      </h3>
      {chart.figure && <p className="insight__definition">{definition ?? moneyFigures[chart.figure].definition}</p>}
      <dl className="insight__totals">
        {chart.series.map((series, index) => (
          <div key={series.id} className="insight__total">
            <dt>{series.label}</dt>
            <dd>
              <strong>{formatValue(totals[index]?.current ?? null, chart.unit)}</strong>
              {comparedWith !== null && (
                <span className="insight__change">
                  {insightsTexts.change(totals[index]?.change ?? null, comparedWith)}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<div className="insight__drawing insight__drawing--loading" />}>
        <ChartDrawing
          shape={chart.shape}
          labels={rows.map((row) => row.label)}
          series={chart.series.map((series, index) => ({
            label: series.label,
            values: rows.map((row) => row.values[index] ?? null),
          }))}
          tick={tickOf(chart.unit)}
          whole={chart.unit === 'count'}
          label={summaryOf(t, data, granularity)}
        />
      </Suspense>
      <div className="insight__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('insights.hideTable') : t('insights.showTable')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('insights.downloadCsvOf', { title: chart.title })}
          onClick={() => downloadText(`${fileName}.csv`, 'text/csv', csvOf(data, granularity))}
        >
          {t('insights.downloadCsv')}
        </button>
      </div>
      <div
        id={tableId}
        className="insight__table"
        hidden={!tableShown}
        role="region"
        aria-labelledby={headingId}
        tabIndex={tableShown ? 0 : -1}
      >
        {tableShown && (
          <table>
            <caption>{chartOver(t, data, granularity)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`insights.period.${granularity}`)}</th>
                {chart.series.map((series) => (
                  <th key={series.id} scope="col">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.bucket.key}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, index) => (
                    <td key={chart.series[index]!.id}>{formatValue(value, chart.unit)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </figure>
  );
}
