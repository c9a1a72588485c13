import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { REPORT_NOTE_MAX, reportReasons, reportTexts } from '@marketplace/shared/safety/report';
import { safetyContract } from '@marketplace/shared/safety/safety-api';
import enReport from '../i18n/en/report.json';
import hiReport from '../i18n/hi/report.json';
import { fakeClient } from '../lib/testing/fake-client.ts';
import { closedSetWords } from '../lib/testing/closed-set-words.ts';
import { translate } from '../i18n/i18n.ts';
import { showIn } from '../i18n/language-choice.ts';
import { ReportButton } from './report-button.tsx';
import { reasonKey } from './report-texts.ts';

afterEach(cleanup);

const thing = { kind: 'message', id: 'm1', projectId: 'p1' } as const;

/** The server's answer to a report, in its words. */
const answered = (message: string) => ({
  id: 'message-p1-m1',
  alreadyOpen: message === reportTexts.alreadyOpen,
  message,
});

function open(report: ReturnType<typeof vi.fn<() => Promise<ReturnType<typeof answered>>>>) {
  render(<ReportButton thing={thing} what="this message" safety={fakeClient(safetyContract, { report })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Report this message' }));
  return screen.getByRole('dialog', { name: 'Report this message' });
}

describe('ReportButton', () => {
  it('sends the thing, the reason chosen and the note, then shows the server’s words instead of the form', async () => {
    const report = vi.fn(async () => answered(reportTexts.received));
    const dialog = open(report);
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or threats' }));
    fireEvent.change(screen.getByLabelText('Anything else we should know? (optional)'), {
      target: { value: 'Threatened me.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe(reportTexts.received);
    expect(report).toHaveBeenCalledWith({ thing, reason: 'harassment', note: 'Threatened me.' });
    expect(dialog.querySelector('form')).toBeNull();
  });

  it('keeps the form with the server’s refusal, so the person can try again', async () => {
    const refusal = 'You can send 10 reports an hour. Try again in 12 minutes.';
    open(vi.fn(async () => Promise.reject(new ApiError(refusal, 429))));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy();
  });
});

describe('ReportButton in Hindi (decision 071)', () => {
  it("says each of shared's reasons in English and in Hindi (decision 090), and the note's limit in shared's English", () => {
    expect(closedSetWords(reportReasons.map(reasonKey), enReport, hiReport)).toEqual({
      english: [
        'Scam or fraud',
        'Harassment or threats',
        'Inappropriate or offensive',
        'Spam or misleading',
        'Something else',
      ],
      lacking: [],
    });
    expect(translate('en', 'report.server.noteTooLong', { max: REPORT_NOTE_MAX })).toBe(reportTexts.noteTooLong);
  });

  it("asks in Hindi and says the server's answer in Hindi, with no English of ours left", async () => {
    await showIn('hi');
    try {
      const report = vi.fn(async () => answered(reportTexts.alreadyOpen));
      render(<ReportButton thing={thing} what="Asha Rao" safety={fakeClient(safetyContract, { report })} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Asha Rao की शिकायत करें' }));
      const dialog = screen.getByRole('dialog', { name: 'Asha Rao की शिकायत करें' });
      fireEvent.click(screen.getByRole('radio', { name: 'स्पैम या भ्रामक' }));
      expect(screen.getByLabelText('कुछ और जो हमें जानना चाहिए? (वैकल्पिक)')).toBeTruthy();
      const latin = (dialog.textContent!.match(/[A-Za-z]+/g) ?? []).filter((word) => !['Asha', 'Rao'].includes(word));
      // The dialog's own close button is the shared dialog's (translated with it).
      expect(latin.filter((word) => word !== 'Close')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'शिकायत भेजें' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        'आप इसकी शिकायत पहले ही कर चुके हैं। नतीजा हम आपको बताएँगे।',
      );
      expect(report).toHaveBeenCalledWith({ thing, reason: 'spam', note: '' });
    } finally {
      await showIn('en');
    }
  });
});
