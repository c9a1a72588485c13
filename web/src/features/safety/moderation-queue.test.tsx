// The moderation queue's words (decision 031): a case says why it was reported, a suspension names whom it suspended,
// and an undo without a reason says the reason is required (the field is marked so) and sends nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { moderationTexts, type ModerationCase } from '@marketplace/shared/safety/moderation';
import { moderationContract } from '@marketplace/shared/safety/safety-api';
import { fakeClient } from '../../lib/testing/fake-client.ts';
import { feed } from '../../lib/testing/feed.ts';
import { ModerationQueue } from './moderation-queue.tsx';

afterEach(cleanup);

const messageCase: ModerationCase = {
  id: 'message-p1-m1',
  thing: { kind: 'message', id: 'm1', projectId: 'p1' },
  authorId: 'seller-1',
  title: 'A message in “Soil sensor logger”',
  text: 'Pay me outside the platform.',
  status: 'open',
  openReports: 1,
  reasons: { harassment: 1 },
  lastReportedAt: null,
  decision: null,
};

function renderQueue() {
  const open = feed<ModerationCase[]>();
  const decided = feed<ModerationCase[]>();
  const moderation = { watchOpenCases: () => open.watch, watchDecidedCases: () => decided.watch };
  const api = fakeClient(moderationContract, {
    decide: vi.fn(async () => ({ ok: true as const, suspended: 'Ravi Kumar' })),
    undo: vi.fn(async () => ({ ok: true as const })),
  });
  render(<ModerationQueue moderation={moderation} api={api} />);
  return { open, decided, api };
}

describe('the moderation queue', () => {
  it('names the suspended person in its notice', async () => {
    const { open, decided, api } = renderQueue();
    act(() => {
      open.push([messageCase]);
      decided.push([]);
    });
    // Why it was reported, in the Report dialog's words (decision 090).
    expect(screen.getByText(/^Reported 1 time: Harassment or threats 1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Suspend the author: ${messageCase.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend the author' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Threats.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the author' }));
    await screen.findByText(
      `Ravi Kumar is suspended (the author of “${messageCase.title}”). They are told why by email.`,
    );
    expect(api.decide).toHaveBeenCalledWith({ caseId: messageCase.id, action: 'suspend', reason: 'Threats.' });
    expect(screen.queryByText(/^The author of/)).toBeNull();
  });

  it('says an undo needs a reason, marks the field required, and sends nothing without one', async () => {
    const { open, decided, api } = renderQueue();
    const decision = { action: 'hide' as const, reason: 'Spam.', byUid: 'a1', byEmail: '', at: 1, reports: 1 };
    act(() => {
      open.push([]);
      decided.push([{ ...messageCase, status: 'decided', openReports: 0, decision }]);
    });
    fireEvent.click(screen.getByRole('button', { name: `Undo the decision on ${messageCase.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Undo the decision' });
    const reason = within(dialog).getByLabelText('Reason (required)');
    expect((reason as HTMLTextAreaElement).required).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo the decision' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(moderationTexts.reasonRequired);
    expect(api.undo).not.toHaveBeenCalled();
  });
});
