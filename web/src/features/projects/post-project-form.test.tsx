import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { localDateString } from '@marketplace/shared/projects/post-project';
import { texts } from '@marketplace/shared/texts';
import { PostProjectForm, type SubmitOutcome } from './post-project-form.tsx';

afterEach(cleanup);

const now = new Date(2030, 5, 15, 12).getTime();

function renderForm(onSubmit = vi.fn(async (): Promise<SubmitOutcome> => ({ ok: true }))) {
  render(<PostProjectForm now={now} onSubmit={onSubmit} onCancel={() => {}} initialAddress="12 MG Road, Indore" />);
  return onSubmit;
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillRequired() {
  type('Title *', 'Line follower robot');
  type('Description *', 'A robot that follows a black line.');
  type('Deadline *', '2030-07-01');
  type('Budget (₹) *', '2500.50');
}

describe('PostProjectForm', () => {
  it('shows SPEC 5 required-fields text and does not submit when fields are missing', () => {
    const onSubmit = renderForm();

    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(screen.getByRole('alert').textContent).toBe(texts.projects.requiredFields);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a deadline before today and a budget under 1', () => {
    const onSubmit = renderForm();
    fillRequired();

    type('Deadline *', '2030-06-14');
    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(screen.getByRole('alert').textContent).toBe(texts.projects.deadlinePast);

    type('Deadline *', '2030-06-15');
    type('Budget (₹) *', '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(screen.getByRole('alert').textContent).toBe(texts.projects.budgetMinimum);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers only today or later in the date picker and prefills the saved address', () => {
    renderForm();

    expect(screen.getByLabelText('Deadline *').getAttribute('min')).toBe(localDateString(now));
    expect((screen.getByLabelText('Delivery address *') as HTMLTextAreaElement).value).toBe('12 MG Road, Indore');
  });

  it('hands on the checked, trimmed project', async () => {
    const onSubmit = renderForm();
    fillRequired();
    type('Features (comma-separated)', ' Sensors, Motor driver ');

    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Line follower robot',
      description: 'A robot that follows a black line.',
      hardware: '',
      software: '',
      features: 'Sensors, Motor driver',
      deadline: new Date(2030, 6, 1).getTime(),
      budget: 2500.5,
      deliveryAddress: '12 MG Road, Indore',
      pricing: 'fixed',
    });
  });

  // Decision 067: taking at the student's price stays the default; asking for offers is chosen.
  it("takes sellers at the student's price unless the student asks for offers", async () => {
    const onSubmit = renderForm();
    fillRequired();
    expect((screen.getByLabelText('Sellers take it at my price') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByLabelText('Ask for offers'));
    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pricing: 'offers' }));
  });

  it('shows the failure text the caller returns and lets the person try again', async () => {
    renderForm(vi.fn(async (): Promise<SubmitOutcome> => ({ ok: false, error: texts.projects.createFailed })));
    fillRequired();

    fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    expect((await screen.findByRole('alert')).textContent).toBe(texts.projects.createFailed);
    expect((screen.getByRole('button', { name: 'Post Project' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
