import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { DELIVERY_MAX_FILE_BYTES } from '@marketplace/shared/projects/project-action.machine';
import {
  DELIVERY_MAX_FILES,
  actionLabels,
  confirmationTexts,
  type Actor,
} from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { texts } from '@marketplace/shared/texts';
import { ProjectDetailModal } from './project-detail-modal.tsx';
import type { LifecyclePort } from './escrow.port.ts';
import { DAY, aProject, fakeLifecyclePort, fakeEscrowServices } from './test-ports.ts';
import { student, seller, otherSeller, admin } from '../../lib/testing/a-project.ts';

afterEach(cleanup);

const taken = { sellerId: seller.uid, sellerEmail: seller.email };
const now = Date.now();
const disputedByStudent = aProject({
  status: 'Completed',
  paymentStatus: 'Funded',
  disputeStatus: 'open',
  disputedBy: student.uid,
  ...taken,
});

function renderDetail(project: Project, actor: Actor, lifecycle: LifecyclePort = fakeLifecyclePort()) {
  const services = fakeEscrowServices({ lifecycle });
  render(<ProjectDetailModal project={project} actor={actor} services={services} now={now} onClose={() => {}} />);
  return { lifecycle, services, detail: screen.getByRole('dialog', { name: project.title }) };
}

/** The action buttons the detail offers, in order (the chat aside). */
const offered = (detail: HTMLElement) =>
  within(detail)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((name) => Object.values(actionLabels).includes(name as never));

describe('the actions the detail offers, in order, per role and state', () => {
  it.each([
    { state: 'Open, to its student', project: aProject(), actor: student, labels: ['Withdraw Project'] },
    { state: 'Open, to a seller', project: aProject(), actor: seller, labels: ['Take Project'] },
    {
      state: 'taken and unpaid, to its student',
      project: aProject({ status: 'In Progress', ...taken }),
      actor: student,
      labels: ['Fund Project', 'Withdraw Project'],
    },
    {
      state: 'taken and unpaid, to its seller',
      project: aProject({ status: 'In Progress', ...taken }),
      actor: seller,
      labels: ['Mark as Complete', 'Give Up Project'],
    },
    {
      state: 'funded, to its student',
      project: aProject({ status: 'In Progress', paymentStatus: 'Funded', ...taken }),
      actor: student,
      labels: ['Ask to Cancel', 'Open a Dispute'],
    },
    {
      state: 'funded and past its deadline by a week with no delivery, to its student',
      project: aProject({ status: 'In Progress', paymentStatus: 'Funded', deadline: now - 8 * DAY, ...taken }),
      actor: student,
      labels: ['Ask to Cancel', 'Cancel and Refund', 'Open a Dispute'],
    },
    {
      state: 'delivered and funded, to its student',
      project: aProject({ status: 'Completed', paymentStatus: 'Funded', deliveries: 1, ...taken }),
      actor: student,
      labels: ['Release Payment', 'Request Changes', 'Ask to Cancel', 'Open a Dispute'],
    },
    {
      state: 'delivered after the last change round, to its student',
      project: aProject({ status: 'Completed', paymentStatus: 'Funded', deliveries: 4, changeRounds: 3, ...taken }),
      actor: student,
      labels: ['Release Payment', 'Ask to Cancel', 'Open a Dispute'],
    },
    {
      state: 'a cancellation asked for, to its seller',
      project: aProject({ status: 'In Progress', paymentStatus: 'Funded', cancelRequestedAt: now - DAY, ...taken }),
      actor: seller,
      labels: ['Mark as Complete', 'Agree to Cancel', 'Decline Cancellation', 'Open a Dispute'],
    },
    {
      state: 'disputed by its student, to them',
      project: disputedByStudent,
      actor: student,
      labels: [],
    },
    {
      state: 'disputed by its student, to the seller, who gives their side',
      project: disputedByStudent,
      actor: seller,
      labels: ['Answer the Dispute'],
    },
    {
      state: 'funded, to another seller',
      project: aProject({ status: 'In Progress', paymentStatus: 'Funded', ...taken }),
      actor: otherSeller,
      labels: [],
    },
    {
      state: 'funded, to an admin',
      project: aProject({ status: 'In Progress', paymentStatus: 'Funded', ...taken }),
      actor: admin,
      labels: [],
    },
    {
      state: 'cancelled, to its student',
      project: aProject({ status: 'Cancelled', paymentStatus: 'Refunded', refundStatus: 'processed', ...taken }),
      actor: student,
      labels: [],
    },
  ])('$state: $labels', ({ project, actor, labels }) => {
    const { detail } = renderDetail(project, actor);
    expect(offered(detail)).toEqual(labels);
  });
});

describe('the words about money', () => {
  it('names what a release pays out and keeps, with buttons that say what they do', () => {
    renderDetail(
      aProject({ status: 'Completed', paymentStatus: 'Funded', deliveries: 1, budget: 1234.5, ...taken }),
      student,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Release Payment' }));
    const confirm = screen.getByRole('dialog', { name: 'Release Payment' });
    expect(confirm.textContent).toContain(
      '₹1,234.50 leaves escrow now: ₹864.15 (70%) is paid out to the seller and the platform keeps ₹370.35 (30%).',
    );
    expect(within(confirm).getByRole('button', { name: 'Release payment' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(within(confirm).queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('tells asking to cancel from cancelling an overdue project alone', () => {
    const overdue = aProject({
      status: 'In Progress',
      paymentStatus: 'Funded',
      deadline: Date.now() - 8 * 24 * 60 * 60 * 1000,
      budget: 500,
      ...taken,
    });
    renderDetail(overdue, student);
    fireEvent.click(screen.getByRole('button', { name: 'Ask to Cancel' }));
    const ask = screen.getByRole('dialog', { name: 'Ask to Cancel' });
    expect(ask.textContent).toContain('Nothing moves yet. If the seller agrees, your ₹500.00 goes back in full');
    fireEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and Refund' }));
    const cancel = screen.getByRole('dialog', { name: 'Cancel and Refund' });
    expect(cancel.textContent).toContain('You cancel without waiting for the seller: your ₹500.00 goes back in full');
    expect(within(cancel).getByRole('button', { name: 'Cancel and refund' })).toBeTruthy();
    expect(within(cancel).getByRole('button', { name: 'Go back' })).toBeTruthy();
  });
});

describe('an action with a required note', () => {
  const delivered = aProject({ status: 'Completed', paymentStatus: 'Funded', deliveries: 1, ...taken });

  it('refuses to send without the note, then sends it with the transition', async () => {
    const { lifecycle } = renderDetail(delivered, student);
    fireEvent.click(screen.getByRole('button', { name: 'Request Changes' }));
    const confirm = screen.getByRole('dialog', { name: 'Request Changes' });
    expect(within(confirm).getByText(confirmationTexts['request-changes'])).toBeTruthy();
    const note = within(confirm).getByLabelText('What should change (required)');
    expect(note.getAttribute('aria-required')).toBe('true');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Send back for changes' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(projectErrors.noteRequired);
    expect(lifecycle.transition).not.toHaveBeenCalled();

    fireEvent.change(note, { target: { value: ' Add the wiring diagram. ' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send back for changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Changes' })).toBeNull());
    expect(lifecycle.transition).toHaveBeenCalledWith('p1', 'request-changes', 'Add the wiring diagram.');
  });

  it("keeps the dialog and the reason when the server refuses, in the server's words", async () => {
    const lifecycle = fakeLifecyclePort({
      transition: vi.fn(async () => {
        throw new ApiError(projectErrors.notNow, 409);
      }),
    });
    renderDetail(delivered, student, lifecycle);
    fireEvent.click(screen.getByRole('button', { name: 'Open a Dispute' }));
    const confirm = screen.getByRole('dialog', { name: 'Open a Dispute' });
    fireEvent.change(within(confirm).getByLabelText('Reason (required)'), { target: { value: 'Nothing works.' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Open dispute' }));

    expect((await within(confirm).findByRole('alert')).textContent).toBe(projectErrors.notNow);
    expect((within(confirm).getByLabelText('Reason (required)') as HTMLTextAreaElement).value).toBe('Nothing works.');
  });
});

describe('a plain new action', () => {
  it("withdraws after the confirmation, and says SPEC 8's text when it fails", async () => {
    const lifecycle = fakeLifecyclePort({
      transition: vi.fn(async () => {
        throw new ApiError('Internal error', 500);
      }),
    });
    const { detail } = renderDetail(aProject(), student, lifecycle);
    fireEvent.click(within(detail).getByRole('button', { name: 'Withdraw Project' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw Project' });
    expect(within(confirm).getByText(confirmationTexts.withdraw)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw project' }));

    await waitFor(() => expect(lifecycle.transition).toHaveBeenCalledWith('p1', 'withdraw', ''));
    expect((await within(detail).findByRole('alert')).textContent).toBe(texts.alerts.actionFailed('Withdraw Project'));
  });
});

describe("the delivery ('Mark as Complete')", () => {
  const inProgress = aProject({ status: 'In Progress', paymentStatus: 'Funded', ...taken });
  const pdf = (name = 'report.pdf', size = 2048) => {
    const file = new File(['%PDF'], name, { type: 'application/pdf' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  function openDelivery(lifecycle?: LifecyclePort) {
    const rendered = renderDetail(inProgress, seller, lifecycle);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark as Complete' });
    const files = within(dialog).getByLabelText(/^Files \(optional/) as HTMLInputElement;
    const choose = (...chosen: File[]) => fireEvent.change(files, { target: { files: chosen } });
    return { ...rendered, dialog, files, choose };
  }

  it('offers the confirmation text and a picker for the accepted kinds, several at once', () => {
    const { dialog, files } = openDelivery();
    expect(within(dialog).getByText(confirmationTexts.complete)).toBeTruthy();
    expect(files.accept).toBe('.pdf,.zip,.png,.jpg,.jpeg,.webp');
    expect(files.multiple).toBe(true);
    expect(within(dialog).getByLabelText('Note (optional)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Link (optional, https://)')).toBeTruthy();
  });

  it('names a file over 5 MB as soon as it is chosen and sends nothing', async () => {
    const { dialog, choose, lifecycle } = openDelivery();
    choose(pdf('big.pdf', DELIVERY_MAX_FILE_BYTES + 1));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^“big\.pdf” is larger than 5 MB\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver the work' }));
    expect(lifecycle.deliver).not.toHaveBeenCalled();
  });

  it('refuses a file of another kind, and more than the most files', async () => {
    const { dialog, choose } = openDelivery();
    choose(new File(['MZ'], 'tool.exe'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('“tool.exe” cannot be delivered.');
    choose(...Array.from({ length: DELIVERY_MAX_FILES + 1 }, (_, index) => pdf(`part-${index}.pdf`)));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(projectErrors.tooManyFiles);
  });

  it('sends the files, note and link, showing the upload as it goes, then closes', async () => {
    let report: (fraction: number) => void = () => {};
    let finish: () => void = () => {};
    const lifecycle = fakeLifecyclePort({
      deliver: vi.fn((_id, _delivery, onProgress) => {
        report = onProgress;
        return new Promise<void>((resolve) => (finish = resolve));
      }),
    });
    const { dialog, choose } = openDelivery(lifecycle);
    const file = pdf();
    choose(file);
    expect(within(dialog).getByRole('list', { name: 'Chosen files' }).textContent).toContain('report.pdf');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'All done.' } });
    fireEvent.change(within(dialog).getByLabelText('Link (optional, https://)'), {
      target: { value: 'https://github.com/asha/irrigation' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver the work' }));

    await waitFor(() => expect(lifecycle.deliver).toHaveBeenCalled());
    expect(lifecycle.deliver).toHaveBeenCalledWith(
      'p1',
      { files: [file], note: 'All done.', link: 'https://github.com/asha/irrigation' },
      expect.any(Function),
    );
    act(() => report(0.42));
    const progress = within(dialog).getByRole('progressbar', { name: /Uploading… 42%/ }) as HTMLProgressElement;
    expect(progress.value).toBe(0.42);
    expect((within(dialog).getByRole('button', { name: 'Delivering...' }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Complete' })).toBeNull());
  });

  it('refuses a link that is not https before sending', async () => {
    const { dialog, lifecycle } = openDelivery();
    fireEvent.change(within(dialog).getByLabelText('Link (optional, https://)'), {
      target: { value: 'ftp://example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver the work' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(projectErrors.linkInvalid);
    expect(lifecycle.deliver).not.toHaveBeenCalled();
  });

  it("keeps the chosen files when the delivery fails, with SPEC 8's text", async () => {
    const lifecycle = fakeLifecyclePort({
      deliver: vi.fn(async () => {
        throw new TypeError('The upload could not reach the server.');
      }),
    });
    const { dialog, choose } = openDelivery(lifecycle);
    choose(pdf());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deliver the work' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(texts.alerts.actionFailed('Mark as Complete'));
    expect(within(dialog).getByRole('list', { name: 'Chosen files' }).textContent).toContain('report.pdf');
  });
});
