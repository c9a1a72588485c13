import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { localDateString, type NewProject } from '@marketplace/shared/projects/post-project';
import { milestoneTexts } from '@marketplace/shared/projects/milestone-check';
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

// Decision 068: one milestone (the whole budget) unless the student splits it, checked by shared's rule before sending.
describe('PostProjectForm milestones', () => {
  const split = () => fireEvent.click(screen.getByRole('button', { name: 'Split into milestones' }));
  const addRow = () => fireEvent.click(screen.getByRole('button', { name: 'Add a milestone' }));
  function fillRow(n: number, title: string, amount: string, due: string) {
    type(`Milestone ${n} Title`, title);
    type(`Milestone ${n} Amount (₹)`, amount);
    type(`Milestone ${n} Due date`, due);
  }
  const post = () => fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));
  const describedBy = (label: string) =>
    (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);

  it('shows no milestone inputs until the student splits the project', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Milestones' });
    expect(within(group).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(group).getByRole('button', { name: 'Split into milestones' })).toBeTruthy();
  });

  it('sends three milestones in paise with their due dates, once they add up to the budget', async () => {
    const onSubmit = renderForm();
    fillRequired();
    split();
    addRow();
    expect(document.activeElement).toBe(screen.getByLabelText('Milestone 3 Title'));
    fillRow(1, ' Design ', '500.50', '2030-06-20');
    fillRow(2, 'Prototype', '1000', '2030-06-25');
    fillRow(3, 'Report', '1000', '2030-07-01');
    expect(screen.getByText('The milestones add up to ₹2,500.50 of the budget, ₹2,500.50.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    post();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        budget: 2500.5,
        milestones: [
          { title: 'Design', amountPaise: 50_050, due: new Date(2030, 5, 20).getTime() },
          { title: 'Prototype', amountPaise: 100_000, due: new Date(2030, 5, 25).getTime() },
          { title: 'Report', amountPaise: 100_000, due: new Date(2030, 6, 1).getTime() },
        ],
      }),
    );
  });

  it("shows the shared check's words before sending, tied to the input they are about, and refuses to send", () => {
    const onSubmit = renderForm();
    fillRequired();
    split();
    fillRow(1, 'Design', '1000', '2030-06-20');
    fillRow(2, 'Build', '1000', '2030-06-25');

    const total = milestoneTexts.total(200_000, 250_050);
    expect(screen.getByRole('status').textContent).toBe(total);
    expect(describedBy('Milestone 1 Amount (₹)')).toContain(total);
    expect(screen.getByLabelText('Milestone 2 Amount (₹)').getAttribute('aria-invalid')).toBe('true');
    post();
    expect(screen.getByRole('alert').textContent).toBe(total);

    type('Milestone 2 Amount (₹)', '1500.50');
    type('Milestone 2 Due date', '2030-07-02');
    const late = milestoneTexts.dueAfterDeadline(2);
    expect(screen.getByRole('status').textContent).toBe(late);
    expect(describedBy('Milestone 2 Due date')).toContain(late);
    expect(screen.getByLabelText('Milestone 2 Due date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Milestone 1 Due date').getAttribute('aria-invalid')).toBeNull();
    post();
    expect(screen.getByRole('alert').textContent).toBe(late);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('splits into at most 5, and removing down to one posts the project unsplit', async () => {
    const onSubmit = renderForm();
    fillRequired();
    split();
    addRow();
    addRow();
    addRow();
    expect(screen.queryByRole('button', { name: 'Add a milestone' })).toBeNull();
    expect(screen.getByText(milestoneTexts.tooMany)).toBeTruthy();
    for (const n of [5, 4, 3]) fireEvent.click(screen.getByRole('button', { name: `Remove milestone ${n}` }));
    fillRow(1, 'Half', '1', '2030-06-20');
    fireEvent.click(screen.getByRole('button', { name: 'Remove milestone 2' }));
    expect(screen.queryByLabelText('Milestone 1 Title')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Split into milestones' }));

    post();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [sent] = onSubmit.mock.lastCall as unknown as [NewProject];
    expect(sent).not.toHaveProperty('milestones');
  });
});
