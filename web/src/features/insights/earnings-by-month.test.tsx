import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { earningsChart } from '@marketplace/shared/insights/earnings';
import type { SellerMonth } from '@marketplace/shared/insights/figures';
import { insightsTexts } from '@marketplace/shared/insights/insights-texts';
import { moneyFigures } from '@marketplace/shared/ledger/money-figures';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { EarningsByMonth } from './earnings-by-month.tsx';

afterEach(cleanup);

describe('EarningsByMonth', () => {
  it('reads the seller’s last 12 months and shows them, with their total and a table', async () => {
    const months = feed<SellerMonth[]>();
    const watchEarnings = vi.fn(() => months.watch);
    render(
      <EarningsByMonth
        sellerId="seller-1"
        insights={{ watchEarnings }}
        now={() => Date.parse('2026-04-01T06:30:00Z')}
      />,
    );
    expect(watchEarnings).toHaveBeenCalledWith('seller-1', '2025-04');
    await act(async () => months.push([{ month: '2026-03', days: { '01': 86_420, '31': 70_001 } }]));
    const chart = screen.getByRole('figure', { name: 'Gross earned by month' });
    expect(within(chart).getByText('₹1,564.21')).toBeTruthy();
    fireEvent.click(within(chart).getByRole('button', { name: 'Show table' }));
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)!.textContent).toBe('Mar 2026₹1,564.21');
    expect(rows[1]!.textContent).toBe('Apr 2025₹0.00');
  });
});

describe('the earnings chart in both languages (decision 071)', () => {
  const render12 = async () => {
    const months = feed<SellerMonth[]>();
    render(
      <EarningsByMonth
        sellerId="seller-1"
        insights={{ watchEarnings: () => months.watch }}
        now={() => Date.parse('2026-04-01T06:30:00Z')}
      />,
    );
    await act(async () => months.push([{ month: '2026-03', days: { '01': 86_420 } }]));
  };

  it("says in English what shared's texts and the glossary say, word for word", () => {
    expect(translate('en', 'insights.showTable')).toBe(insightsTexts.showTable);
    expect(translate('en', 'insights.hideTable')).toBe(insightsTexts.hideTable);
    expect(translate('en', 'insights.downloadCsv')).toBe(insightsTexts.downloadCsv);
    for (const granularity of ['day', 'week', 'month'] as const) {
      expect(translate('en', `insights.period.${granularity}`)).toBe(insightsTexts.periodColumn[granularity]);
      for (const count of [1, 12, 90])
        expect(translate('en', 'insights.chartOver', { title: 'Orders', count, granularity })).toBe(
          insightsTexts.chartOver('Orders', count, granularity),
        );
    }
    expect(translate('en', 'insights.earnings.title')).toBe(earningsChart.title);
    expect(translate('en', 'insights.earnings.series')).toBe(earningsChart.series[0]!.label);
    expect(translate('en', 'insights.earnings.definition')).toBe(moneyFigures.grossEarned.definition);
    expect(translate('en', 'insights.earnings.loading')).toBe(insightsTexts.earningsLoading);
    expect(translate('en', 'insights.earnings.failed')).toBe(insightsTexts.earningsFailed);
    expect(translate('en', 'insights.earnings.note')).toBe(insightsTexts.earningsNote);
  });

  it('shows the chart, its table and its months in Hindi, with no English of ours left', async () => {
    await showIn('hi');
    try {
      await render12();
      const chart = await screen.findByRole('figure', { name: translate('hi', 'insights.earnings.title') });
      fireEvent.click(within(chart).getByRole('button', { name: translate('hi', 'insights.showTable') }));
      const rows = within(within(chart).getByRole('table')).getAllByRole('row');
      expect(rows.at(-1)!.textContent).toBe('मार्च 2026₹864.20');
      // Latin only in CSV's name.
      const latin = (chart.textContent!.match(/[A-Za-z]+/g) ?? []).filter((word) => word !== 'CSV');
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
