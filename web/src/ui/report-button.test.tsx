import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { reportTexts } from '@marketplace/shared/safety/report';
import { ReportButton } from './report-button.tsx';

afterEach(cleanup);

const thing = { kind: 'message', id: 'm1', projectId: 'p1' } as const;

function open(report: (input: unknown) => Promise<string>) {
  render(<ReportButton thing={thing} what="this message" safety={{ report }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Report this message' }));
  return screen.getByRole('dialog', { name: 'Report this message' });
}

describe('ReportButton', () => {
  it('sends the thing, the reason chosen and the note, then shows the server’s words instead of the form', async () => {
    const report = vi.fn(async () => reportTexts.received);
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
