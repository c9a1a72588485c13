import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Job } from '@marketplace/shared/careers/job';
import { texts } from '@marketplace/shared/texts';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { CareersPage } from './careers-page.tsx';
import { ApplicationError, type JobsPort } from './jobs.port.ts';

afterEach(cleanup);

const job: Job = { id: 'j1', title: 'Embedded engineer', location: 'Indore', description: 'Kits.', postedAt: 1 };
const resume = new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' });

async function openApplication() {
  const jobs = feed<Job[]>();
  const port: JobsPort = { watchJobs: () => jobs.watch, apply: vi.fn(() => Promise.resolve()) };
  render(<CareersPage jobs={port} />);
  await act(async () => jobs.push([job]));
  fireEvent.click(screen.getByRole('button', { name: 'Apply Now for Embedded engineer' }));
  // The form is its own chunk, so it opens a moment after the click.
  const dialog = await screen.findByRole('dialog', { name: 'Apply for Embedded engineer' });
  return { port, dialog };
}

function fill(dialog: HTMLElement, values: { name?: string; email?: string; resume?: File | null }) {
  if (values.name !== undefined)
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: values.email } });
  if (values.resume) fireEvent.change(within(dialog).getByLabelText(/^Resume/), { target: { files: [values.resume] } });
}

const submit = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' })));

describe('applying for a job', () => {
  it("says 'Please fill in all fields and upload a resume.' until all three are given, and sends nothing", async () => {
    const { port, dialog } = await openApplication();
    for (const values of [{}, { name: 'Asha', email: 'asha@example.com' }, { name: 'Asha', email: '', resume }]) {
      fill(dialog, values);
      await submit(dialog);
      expect(within(dialog).getByRole('alert').textContent).toBe(texts.careers.applicationRequired);
    }
    expect(port.apply).not.toHaveBeenCalled();
  });

  it('sends the trimmed name and email with the file, closes, and says it was sent', async () => {
    const { port, dialog } = await openApplication();
    fill(dialog, { name: ' Asha Verma ', email: 'asha@example.com ', resume });
    await submit(dialog);
    expect(port.apply).toHaveBeenCalledWith({ jobId: 'j1', name: 'Asha Verma', email: 'asha@example.com', resume });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(texts.careers.applicationSent);
  });

  it.each([
    texts.careers.resumeUploadFailed('Upload your resume as a PDF, DOC or DOCX file.'),
    texts.careers.noSecureUrl,
    texts.careers.applicationFailed,
  ])('shows the refusal %j in the form and keeps what was typed', async (message) => {
    const { port, dialog } = await openApplication();
    vi.mocked(port.apply).mockRejectedValueOnce(new ApplicationError(message));
    fill(dialog, { name: 'Asha', email: 'asha@example.com', resume });
    await submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha');
  });

  it("says 'Failed to submit application. Please try again.' for anything unexpected", async () => {
    const { port, dialog } = await openApplication();
    vi.mocked(port.apply).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill(dialog, { name: 'Asha', email: 'asha@example.com', resume });
    await submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(texts.careers.applicationFailed);
  });
});

describe('applying in Hindi (decision 065)', () => {
  it("asks in Hindi and says SPEC 5's refusal in Hindi, with no English of ours left", async () => {
    await showIn('hi');
    try {
      const jobs = feed<Job[]>();
      const port: JobsPort = { watchJobs: () => jobs.watch, apply: vi.fn(() => Promise.resolve()) };
      render(<CareersPage jobs={port} />);
      await act(async () => jobs.push([job]));
      fireEvent.click(
        screen.getByRole('button', { name: translate('hi', 'careers.applyFor', { title: 'Embedded engineer' }) }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Embedded engineer के लिए आवेदन करें' });
      fireEvent.change(within(dialog).getByLabelText('पूरा नाम'), { target: { value: 'Asha' } });
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'आवेदन भेजें' })));
      expect(within(dialog).getByRole('alert').textContent).toBe('कृपया सभी जानकारी भरें और रिज़्यूमे अपलोड करें।');
      const form = dialog.querySelector('form')!;
      const latin = (form.textContent!.match(/[A-Za-z]+/g) ?? []).filter(
        (word) => !['PDF', 'DOC', 'DOCX', 'MB'].includes(word),
      );
      expect(latin).toEqual([]);
      expect(port.apply).not.toHaveBeenCalled();
    } finally {
      await showIn('en');
    }
  });
});
