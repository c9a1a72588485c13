// The admin's Insights on a stand-in port: the reads it asks for at each range and granularity, a chart's totals and
// change, its table view, and its CSV download.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { noFigures, type Figures } from '@marketplace/shared/insights/figures';
import type { Reads, StoredFigures } from '@marketplace/shared/insights/periods';
import { feed } from '../../lib/testing/feed.ts';
import { InsightsPanel } from './insights-panel.tsx';
import type { InsightsPort } from './insights.port.ts';

afterEach(cleanup);

// Noon in India on 11 March 2026: the ranges end on the 10th.
const NOW = Date.parse('2026-03-11T06:30:00Z');
const day = (fields: Partial<Figures>): Figures => ({ ...noFigures(), ...fields });

function setUp() {
  const asked: Reads[] = [];
  const answers: ReturnType<typeof feed<StoredFigures>>[] = [];
  const port: InsightsPort = {
    watchFigures: (reads) => {
      asked.push(reads);
      const answer = feed<StoredFigures>();
      answers.push(answer);
      return answer.watch;
    },
    watchEarnings: vi.fn(),
  };
  render(<InsightsPanel insights={port} now={() => NOW} />);
  return { asked, answers };
}

const stored: StoredFigures = {
  months: new Map(),
  days: new Map([
    ['2026-02-05', day({ gmvPaise: 100_000, orders: 1 })],
    ['2026-03-03', day({ gmvPaise: 123_457, orders: 1, platformPaise: 37_037 })],
    ['2026-03-10', day({ gmvPaise: 26_543, orders: 1, platformPaise: 7_963 })],
  ]),
};

const chart = (title: string) => screen.getByRole('figure', { name: title });

describe('InsightsPanel', () => {
  it('shows 30 days by day, each chart with its total and the change on the 30 days before', async () => {
    const { asked, answers } = setUp();
    expect(screen.getByRole('status').textContent).toBe('Loading insights…');
    expect(asked[0]!.days).toHaveLength(60);
    expect(asked[0]!.days[0]).toBe('2026-01-10');
    await act(async () => answers[0]!.push(stored));
    const gmv = chart('Gross merchandise value');
    expect(within(gmv).getByText('₹1,500.00')).toBeTruthy();
    expect(within(gmv).getByText('+50.0% on the 30 days before')).toBeTruthy();
    expect(within(chart('Take rate')).getByText('Nothing to compare with in the 30 days before')).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(12);
    // The drawing (its own chunk) is an image named by what it shows and its highest day.
    // Its chunk loads in well over testing-library's 1 s default on a busy machine.
    await within(gmv).findByRole(
      'img',
      { name: 'Gross merchandise value, 30 days. GMV: highest ₹1,234.57, 3 Mar.' },
      { timeout: 10_000 },
    );
    expect(within(chart('Disputes')).getByRole('img').getAttribute('aria-label')).toBe(
      'Disputes, 30 days. Opened: none; Settled, released: none; Settled, refunded: none; Settled, split: none.',
    );
  });

  it('asks for the months of a year by month, and keeps only the granularities a range allows', async () => {
    const { asked } = setUp();
    const range = screen.getByRole('combobox', { name: 'Range' });
    const by = screen.getByRole('combobox', { name: 'Show by' });
    fireEvent.change(range, { target: { value: '7d' } });
    expect(within(by).queryByRole('option', { name: 'Week' })).toBeNull();
    fireEvent.change(range, { target: { value: '12m' } });
    fireEvent.change(by, { target: { value: 'month' } });
    const reads = asked.at(-1)!;
    // April 2025 to February 2026 by their month documents; March to the 10th by its days; the year before likewise.
    expect(reads.months).toContain('2025-04');
    expect(reads.months).toContain('2024-04');
    expect(reads.days).toContain('2026-03-10');
    expect(reads.months.length + reads.days.length).toBeLessThan(60);
  });

  it('shows a chart as a table on request, and downloads it as CSV', async () => {
    const { answers } = setUp();
    await act(async () => answers[0]!.push(stored));
    const gmv = chart('Gross merchandise value');
    const toggle = within(gmv).getByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const table = within(gmv).getByRole('table', { name: 'Gross merchandise value, 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: '3 Mar ₹1,234.57' })).toBeTruthy();

    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(gmv).getByRole('button', { name: 'Download CSV: Gross merchandise value' }));
    expect(click).toHaveBeenCalledOnce();
    const csv = await saved[0]!.text();
    expect(csv.split('\r\n').slice(0, 2)).toEqual(['day,GMV (INR)', '2026-02-09,0.00']);
    expect(csv).toContain('2026-03-03,1234.57\r\n');
  });

  it('says so when the figures cannot be read', async () => {
    const { answers } = setUp();
    await act(async () => answers[0]!.fail(new Error('permission-denied')));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The insights could not be loaded. Please try again.'),
    );
  });
});
