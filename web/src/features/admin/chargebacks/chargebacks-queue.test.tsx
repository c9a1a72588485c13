import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import type { Chargeback } from '@marketplace/shared/payments/chargeback';
import { chargebackTexts, chargebacksContract } from '@marketplace/shared/payments/chargebacks-api';
import { aChargeback as sharedChargeback } from '@marketplace/shared/payments/test-chargeback';
import { ChargebacksQueue } from './chargebacks-queue.tsx';
import { translate } from '../../../i18n/i18n.ts';
import { timeLeftIn } from '../../../lib/admin-texts.ts';
import { fakeClient } from '../../../lib/testing/fake-client.ts';

const timeLeftText = (due: number, now: number) => timeLeftIn((id, values) => translate('en', id, values), due, now);

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 21, 12);

/** The shared fixture, open and waiting for our answer, its times relative to NOW, unless told otherwise. */
const aChargeback = (overrides: Partial<Chargeback> = {}): Chargeback =>
  sharedChargeback({
    respondBy: NOW + 72 * 3_600_000,
    openedAt: NOW - 3_600_000,
    updatedAt: NOW - 3_600_000,
    ...overrides,
  });
const HOUR = 3_600_000;

const fakePort = (cases: Chargeback[]) =>
  fakeClient(chargebacksContract, {
    list: vi.fn(async () => ({ chargebacks: cases })),
    evidence: vi.fn(async () => ({
      sections: [
        { title: 'Receipt', lines: [{ at: NOW - 48 * HOUR, text: 'Payment of ₹1,000.00 captured (pay_1).' }] },
        { title: 'Delivery files', lines: [{ at: NOW - 30 * HOUR, text: 'report.pdf (12 kB)' }] },
        { title: 'Chat', lines: [] },
      ],
    })),
    answer: vi.fn(async () => ({ ok: true as const })),
  });

async function renderQueue(cases: Chargeback[]) {
  const port = fakePort(cases);
  render(<ChargebacksQueue port={port} now={() => NOW} />);
  const section = screen.getByRole('region', { name: 'Chargebacks' });
  const table = await within(section).findByRole('table', { name: 'Chargebacks, the one due soonest first' });
  return { port, section, table };
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the time left to answer', () => {
  it.each([
    [NOW + 2 * 24 * HOUR + 5 * HOUR, '2 days 5 hours left'],
    [NOW + 24 * HOUR, '1 day left'],
    [NOW + 3 * HOUR + 59 * 60_000, '3 hours left'],
    [NOW + 40 * 60_000, '40 minutes left'],
    [NOW - 3 * HOUR, 'Overdue by 3 hours'],
  ])('%s reads %s', (respondBy, text) => {
    expect(timeLeftText(respondBy, NOW)).toBe(text);
  });
});

describe('ChargebacksQueue', () => {
  it('lists the undecided cases in the order the server gives (soonest due first), with the time left', async () => {
    const { table } = await renderQueue([
      aChargeback({ id: 'a', title: 'Rain gauge', respondBy: NOW + 5 * HOUR }),
      aChargeback({ id: 'b', title: 'Soil sensor', respondBy: NOW + 50 * HOUR, response: 'draft' }),
      aChargeback({ id: 'c', title: 'Drone', status: 'won' }),
    ]);
    const [first, second, ...rest] = rows(table);
    expect(rest).toEqual([]);
    expect(first!.textContent).toContain('Rain gauge');
    expect(first!.textContent).toContain('5 hours left');
    expect(first!.textContent).toContain('₹1,000.00');
    expect(first!.textContent).toContain('and a ₹500.00 fee');
    expect(first!.textContent).toContain('The cardholder says the work never arrived.');
    expect(first!.textContent).toContain('Waiting for our answer');
    expect(second!.textContent).toContain('2 days 2 hours left');
    expect(second!.textContent).toContain('Contest drafted, not yet submitted');
  });

  it('names a case with no title kept by what it was, never by its subject’s id', async () => {
    const { table } = await renderQueue([
      aChargeback({ id: 'a', title: '', subject: 'project-p9x', subjectId: 'p9x' }),
      aChargeback({ id: 'b', title: ' ', subject: 'order-o7x', subjectId: 'o7x', purpose: 'store' }),
    ]);
    const [first, second] = rows(table);
    expect(first!.textContent).toContain('A project no longer on record');
    expect(second!.textContent).toContain('A store order no longer on record');
    expect(table.textContent).not.toMatch(/p9x|o7x/);
  });

  it('says so when nothing waits', async () => {
    const port = fakePort([aChargeback({ status: 'lost' })]);
    render(<ChargebacksQueue port={port} now={() => NOW} />);
    expect(await screen.findByText('No chargebacks wait for an answer.')).toBeTruthy();
  });

  it('opens the evidence pack, saves a draft, then submits it after asking; the list is read again', async () => {
    const { port, section } = await renderQueue([aChargeback({ title: 'Rain gauge' })]);
    fireEvent.click(within(section).getByRole('button', { name: 'Open the evidence pack for Rain gauge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chargeback on “Rain gauge”' });
    expect(await within(dialog).findByRole('region', { name: 'Delivery files' })).toBeTruthy();
    expect(dialog.textContent).toContain('report.pdf (12 kB)');
    expect(port.evidence).toHaveBeenCalledWith({ disputeId: 'disp_1' });

    // No words yet: nothing is sent, and the admin is told what is missing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText(chargebackTexts.summaryRequired)).toBeTruthy();
    expect(port.answer).not.toHaveBeenCalled();

    const words = 'The report was delivered on time and the student opened it; the chat shows it was accepted.';
    fireEvent.change(within(dialog).getByLabelText(/Why the payment stands/), { target: { value: words } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(port.answer).toHaveBeenCalledWith({ disputeId: 'disp_1', action: 'draft', summary: words });
    expect(await within(section).findByRole('status')).toHaveProperty(
      'textContent',
      'The contest of the chargeback on “Rain gauge” was saved as a draft.',
    );
    expect(port.list).toHaveBeenCalledTimes(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Open the evidence pack for Rain gauge' }));
    const again = await screen.findByRole('dialog', { name: 'Chargeback on “Rain gauge”' });
    fireEvent.change(within(again).getByLabelText(/Why the payment stands/), { target: { value: words } });
    fireEvent.click(within(again).getByRole('button', { name: 'Submit to the bank' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit the evidence' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit to the bank' }));
    expect(port.answer).toHaveBeenLastCalledWith({ disputeId: 'disp_1', action: 'submit', summary: words });
    expect(
      await within(section).findByText('The evidence for “Rain gauge” was submitted; the bank decides now.'),
    ).toBeTruthy();
  });

  it('accepts after asking, and shows the server’s refusal in the dialog', async () => {
    const { port, section } = await renderQueue([aChargeback({ title: 'Rain gauge' })]);
    port.answer.mockRejectedValueOnce(new ApiError(chargebackTexts.decided, 409));
    fireEvent.click(within(section).getByRole('button', { name: 'Open the evidence pack for Rain gauge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chargeback on “Rain gauge”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept chargeback' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the chargeback' });
    expect(confirm.textContent).toContain('The bank keeps ₹1,000.00 for the payer and the case is lost.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept chargeback' }));
    expect(port.answer).toHaveBeenCalledWith({ disputeId: 'disp_1', action: 'accept', summary: '' });
    expect(await within(dialog).findByText(chargebackTexts.decided)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept chargeback' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Accept the chargeback' })).getByRole('button', {
        name: 'Accept chargeback',
      }),
    );
    expect(await within(section).findByText('The chargeback on “Rain gauge” was accepted.')).toBeTruthy();
  });

  it('offers no answer once the evidence is submitted', async () => {
    const { section } = await renderQueue([
      aChargeback({ title: 'Rain gauge', response: 'submitted', status: 'under_review' }),
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Open the evidence pack for Rain gauge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chargeback on “Rain gauge”' });
    expect(dialog.textContent).toContain('Evidence submitted: the bank decides. Nothing more can be sent for it.');
    expect(within(dialog).queryByRole('button', { name: 'Submit to the bank' })).toBeNull();
  });
});
