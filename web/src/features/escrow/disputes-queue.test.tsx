import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import { settlementTexts } from '@marketplace/shared/projects/settlement';
import type { HistoryEvent } from '@marketplace/shared/projects/project-history';
import type { Project, ProjectMessage } from '@marketplace/shared/projects/project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { feed } from '../../lib/testing/feed.ts';
import { DisputesQueue } from './disputes-queue.tsx';
import {
  aProject,
  fakeDisputesPort,
  fakeHistoryPort,
  fakeLifecyclePort,
  fakeChatReader,
  fakeEscrowServices,
} from './test-ports.ts';
import { admin } from '../../lib/testing/a-project.ts';

afterEach(cleanup);

const disputed = (overrides: Partial<Project> = {}) =>
  aProject({
    status: 'Completed',
    paymentStatus: 'Funded',
    sellerId: 'seller-1',
    sellerEmail: 'seller@example.com',
    deliveries: 1,
    disputeStatus: 'open',
    disputedBy: 'student-1',
    disputeReason: 'The pump never starts.',
    disputedAt: Date.now(),
    budget: 1500,
    ...overrides,
  });

function setUp(
  lifecycle = fakeLifecyclePort(),
  link: { linkedProject?: string | null; onCloseLinked?: () => void } = {},
) {
  const disputes = feed<Project[]>();
  const messages = feed<ProjectMessage[]>();
  const history = feed<HistoryEvent[]>();
  const services = fakeEscrowServices({
    disputes: fakeDisputesPort({ watchOpenDisputes: vi.fn(() => disputes.watch) }),
    messages: fakeChatReader({ watchMessages: vi.fn(() => messages.watch) }),
    history: fakeHistoryPort({ watchHistory: vi.fn(() => history.watch) }),
    lifecycle,
  });
  render(<DisputesQueue services={services} admin={admin} {...link} />);
  return {
    disputes,
    messages,
    history,
    services,
    lifecycle,
    section: screen.getByRole('region', { name: 'Disputes' }),
  };
}

async function openReview(lifecycle = fakeLifecyclePort(), project = disputed()) {
  const setup = setUp(lifecycle);
  await act(async () => setup.disputes.push([project]));
  fireEvent.click(screen.getByRole('button', { name: `Review and settle the dispute on ${project.title}` }));
  return { ...setup, review: screen.getByRole('dialog', { name: project.title }) };
}
async function openSettle(lifecycle = fakeLifecyclePort()) {
  const opened = await openReview(lifecycle);
  fireEvent.click(within(opened.review).getByRole('button', { name: 'Settle' }));
  return { ...opened, settle: screen.getByRole('dialog', { name: 'Settle the dispute' }) };
}

describe('the Disputes queue', () => {
  it('lists the open disputes as they come (newest first from the port), with both people and both sides', async () => {
    const { disputes, section } = setUp();
    expect(within(section).getByRole('status').textContent).toBe('Loading disputes...');
    await act(async () =>
      disputes.push([
        disputed({ id: 'new', title: 'Newest dispute' }),
        disputed({
          id: 'old',
          title: 'Older dispute',
          disputedBy: 'seller-1',
          disputeReason: 'Never paid.',
          disputeAnswer: 'The board arrived broken.',
          disputeAnsweredAt: Date.now(),
        }),
      ]),
    );
    const cards = within(within(section).getByRole('list', { name: 'Open disputes' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Newest dispute',
      'Older dispute',
    ]);
    expect(cards[0]!.textContent).toContain('student@example.com');
    expect(cards[0]!.textContent).toContain('seller@example.com');
    expect(cards[0]!.textContent).toContain('By the student');
    expect(cards[0]!.textContent).toContain("The student's side: The pump never starts.");
    expect(cards[0]!.textContent).toContain("The seller's side: Not answered yet.");
    expect(cards[1]!.textContent).toContain('By the seller');
    expect(cards[1]!.textContent).toContain("The seller's side: Never paid.");
    expect(cards[1]!.textContent).toContain("The student's side: The board arrived broken.");
  });

  it('says when there is none', async () => {
    const { disputes, section } = setUp();
    await act(async () => disputes.push([]));
    expect(within(section).getByText('No open disputes.')).toBeTruthy();
  });

  it('reviews the whole case: the reason, the chat read only, and the history', async () => {
    const { review, messages, history, services } = await openReview();
    expect(services.messages.watchMessages).toHaveBeenCalledWith('p1');
    await act(async () => {
      messages.push([
        {
          id: 'm1',
          text: 'It does not work.',
          createdAt: Date.now(),
          senderId: 'student-1',
          senderEmail: 'student@example.com',
          readBy: [],
        },
      ]);
      history.push([
        {
          id: 'h1',
          kind: 'delivered',
          by: 'seller-1',
          byRole: 'seller',
          at: Date.now(),
          note: 'Here it is.',
          link: null,
          files: [],
          round: 1,
          outcome: null,
          refundPaise: null,
          payoutPaise: null,
        },
      ]);
    });
    expect(within(review).getByRole('note').textContent).toContain('The pump never starts.');
    expect(within(review).getByRole('note').textContent).toContain('The other side has not answered yet.');
    const chat = within(review).getByRole('list', { name: 'Messages' });
    expect(chat.textContent).toContain('It does not work.');
    expect(within(review).queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(within(review).getByRole('region', { name: 'History' }).textContent).toContain('Delivery 1');
  });
});

describe('the Disputes queue: a disputed project named by a link (/dashboard?project={id})', () => {
  it('opens its review, and closing takes the link out', async () => {
    const onCloseLinked = vi.fn();
    const { disputes } = setUp(fakeLifecyclePort(), { linkedProject: 'p1', onCloseLinked });
    await act(async () => disputes.push([disputed()]));
    const review = screen.getByRole('dialog', { name: disputed().title });
    fireEvent.keyDown(review, { key: 'Escape' });
    expect(onCloseLinked).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a project that is not in the queue', async () => {
    const { disputes } = setUp(fakeLifecyclePort(), { linkedProject: 'not-disputed' });
    await act(async () => disputes.push([disputed()]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the Settle dialog', () => {
  const review = (settle: HTMLElement) =>
    fireEvent.click(within(settle).getByRole('button', { name: 'Review settlement' }));
  const confirmation = () => screen.getByRole('dialog', { name: 'Settle for good?' });

  it('starts with nothing chosen, and sends nothing until the admin chooses', async () => {
    const { settle, lifecycle } = await openSettle();
    for (const radio of within(settle).getAllByRole('radio')) expect((radio as HTMLInputElement).checked).toBe(false);
    expect(within(settle).getByRole('status').textContent).toBe(settlementTexts.chooseOutcome);
    review(settle);
    expect((await within(settle).findByRole('alert')).textContent).toBe(settlementTexts.chooseOutcome);
    expect(lifecycle.settleDispute).not.toHaveBeenCalled();
  });

  it('previews a split with both amounts, confirms it naming them, and sends the refunded part in paise', async () => {
    const { settle, lifecycle, disputes, section } = await openSettle();
    fireEvent.click(within(settle).getByRole('radio', { name: 'Split: refund part, pay out the rest' }));
    fireEvent.change(within(settle).getByLabelText('Refunded to the student (₹)'), { target: { value: '400.5' } });
    expect(within(settle).getByRole('status').textContent).toBe(
      'The student is refunded ₹400.50; the seller is paid ₹769.65 and the platform keeps ₹329.85.',
    );
    review(settle);
    const final = confirmation();
    expect(final.textContent).toContain('The student is refunded ₹400.50; the seller is paid ₹769.65');
    expect(final.textContent).toContain(settlementTexts.final);
    expect(lifecycle.settleDispute).not.toHaveBeenCalled();
    fireEvent.click(within(final).getByRole('button', { name: 'Settle for good' }));
    await waitFor(() =>
      expect(lifecycle.settleDispute).toHaveBeenCalledWith('p1', { outcome: 'split', refundPaise: 40_050 }),
    );
    // The settled project leaves the queue; the outcome stays said.
    await act(async () => disputes.push([]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(section).getByRole('status').textContent).toContain('Settled “Smart irrigation controller”.');
  });

  it.each([
    { choice: 'Release to the seller', sent: { outcome: 'release' }, says: 'The student is refunded nothing' },
    { choice: 'Full refund to the student', sent: { outcome: 'refund' }, says: 'The student is refunded ₹1,500.00' },
  ])('$choice', async ({ choice, sent, says }) => {
    const { settle, lifecycle } = await openSettle();
    fireEvent.click(within(settle).getByRole('radio', { name: choice }));
    expect(within(settle).queryByLabelText('Refunded to the student (₹)')).toBeNull();
    expect(within(settle).getByRole('status').textContent).toContain(says);
    review(settle);
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Settle for good' }));
    await waitFor(() => expect(lifecycle.settleDispute).toHaveBeenCalledWith('p1', sent));
  });

  it.each([
    ['', settlementTexts.refundAmount],
    ['1234.567', settlementTexts.twoDecimals],
    ['0.99', settlementTexts.refundTooSmall],
    ['1500', settlementTexts.refundTooLarge],
    ['1499', settlementTexts.sellerShareTooSmall],
  ])('refuses a split refunding %j, saying why and sending nothing', async (value, problem) => {
    const { settle, lifecycle } = await openSettle();
    fireEvent.click(within(settle).getByRole('radio', { name: 'Split: refund part, pay out the rest' }));
    fireEvent.change(within(settle).getByLabelText('Refunded to the student (₹)'), { target: { value } });
    review(settle);
    expect((await within(settle).findByRole('alert')).textContent).toBe(problem);
    expect(lifecycle.settleDispute).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the confirmation, and lets the admin go back", async () => {
    const { settle } = await openSettle(
      fakeLifecyclePort({
        settleDispute: vi.fn(async () => {
          throw new ApiError(projectErrors.disputeNotOpen, 409);
        }),
      }),
    );
    fireEvent.click(within(settle).getByRole('radio', { name: 'Release to the seller' }));
    review(settle);
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Settle for good' }));
    expect((await within(confirmation()).findByRole('alert')).textContent).toBe(projectErrors.disputeNotOpen);
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('dialog', { name: 'Settle the dispute' })).toBeTruthy();
  });
});
