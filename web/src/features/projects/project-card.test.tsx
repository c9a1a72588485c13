import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { formatRupees, sellerPayout } from '@marketplace/shared/projects/money';
import { texts } from '@marketplace/shared/texts';
import { ProjectCard } from './project-card.tsx';
import { DAY, aProject } from './test-ports.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Noon, so whole-day arithmetic never crosses midnight in any time zone the tests run in.
const now = new Date(2030, 5, 15, 12).getTime();

function renderCard(
  overrides: Parameters<typeof aProject>[0] = {},
  role: 'student' | 'seller' = 'student',
  unread = 0,
  uid = 'viewer-1',
) {
  const onOpen = vi.fn();
  render(
    <ProjectCard project={aProject(overrides)} viewer={{ uid, role }} now={now} unread={unread} onOpen={onOpen} />,
  );
  return onOpen;
}

describe('ProjectCard', () => {
  it('shows the title, both statuses and the budget in rupees', () => {
    renderCard({ status: 'In Progress', paymentStatus: 'Funded', budget: 1500 });

    expect(screen.getByRole('heading', { name: 'Smart irrigation controller' })).toBeTruthy();
    expect(screen.getByText('In Progress').className).toContain('project-badge--in-progress');
    expect(screen.getByText('Funded').className).toContain('project-badge--funded');
    expect(screen.getByText(formatRupees(1500))).toBeTruthy();
  });

  it.each([
    { deadline: now - 3 * DAY, text: texts.projects.overdueBy(3), tone: 'overdue' },
    { deadline: now + 2 * 60 * 60 * 1000, text: texts.projects.dueToday, tone: 'today' },
    { deadline: now + 5 * DAY, text: '5 days left', tone: 'soon' },
    { deadline: now + 30 * DAY, text: '30 days left', tone: 'later' },
    { deadline: null, text: texts.projects.noDeadline, tone: 'none' },
  ])('shows the deadline as "$text" in the $tone colour', ({ deadline, text, tone }) => {
    renderCard({ deadline });

    expect(screen.getByText(text).className).toBe(`project-deadline project-deadline--${tone}`);
  });

  it('shows a seller no payout on a project another seller took, only that it is taken', () => {
    renderCard({ status: 'In Progress', sellerId: 'someone-else', budget: 999.99 }, 'seller');
    expect(screen.queryByText(/Your payout/)).toBeNull();
    expect(screen.getByText('Taken by another seller')).toBeTruthy();
    cleanup();

    renderCard({ status: 'In Progress', sellerId: 'viewer-1', budget: 999.99 }, 'seller');
    expect(screen.getByText(`Your payout: ${formatRupees(sellerPayout(999.99))}`)).toBeTruthy();
  });

  it('shows the seller who took a cancelled project neither a payout nor that another took it', () => {
    renderCard({ status: 'Cancelled', paymentStatus: 'Refunded', sellerId: 'viewer-1' }, 'seller');
    expect(screen.queryByText(/Your payout/)).toBeNull();
    expect(screen.queryByText('Taken by another seller')).toBeNull();
  });

  it('promises the seller no payout while a dispute is open: it is on hold until an admin settles it', () => {
    renderCard(
      { status: 'Completed', paymentStatus: 'Funded', sellerId: 'viewer-1', budget: 1800, disputeStatus: 'open' },
      'seller',
    );
    expect(screen.queryByText(`Your payout: ${formatRupees(sellerPayout(1800))}`)).toBeNull();
    expect(screen.getByText('Your payout: On hold until an admin settles the dispute')).toBeTruthy();
  });

  it("shows a seller 70% of what an admin's settlement pays out", () => {
    const settlement = { outcome: 'split' as const, refundPaise: 50_000, payoutPaise: 50_000, settledAt: now };
    renderCard(
      { status: 'Completed', paymentStatus: 'Settled', sellerId: 'viewer-1', budget: 1000, settlement },
      'seller',
    );
    expect(screen.getByText(`Your payout: ${formatRupees(350)}`)).toBeTruthy();
  });

  it('shows a seller the 70% payout, and a student no payout line', () => {
    renderCard({ budget: 999.99 }, 'seller');
    expect(screen.getByText(`Your payout: ${formatRupees(sellerPayout(999.99))}`)).toBeTruthy();
    cleanup();

    renderCard({ budget: 999.99 }, 'student');
    expect(screen.queryByText(/Your payout/)).toBeNull();
  });

  it('shows an unread badge only when there are unread messages', () => {
    renderCard({}, 'student', 3);
    expect(screen.getByLabelText('3 unread messages').textContent).toBe('3');
    cleanup();

    renderCard({}, 'student', 0);
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });

  it('opens the project when its title button is pressed', () => {
    const onOpen = renderCard({ id: 'abc' });

    fireEvent.click(screen.getByRole('button', { name: 'Smart irrigation controller' }));

    expect(onOpen).toHaveBeenCalledWith('abc');
  });
});
