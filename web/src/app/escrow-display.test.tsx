import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { noHistoryDetails, type HistoryEvent } from '@marketplace/shared/projects/project-history';
import type { Project } from '@marketplace/shared/projects/project';
import { projectErrors } from '@marketplace/shared/projects/projects-api';
import { downloadInPlace } from '../lib/open-in-new-tab.ts';
import { feed } from '../lib/testing/feed.ts';
import { ProjectCard } from '../features/projects/project-card.tsx';
import { ProjectDetailModal } from '../features/escrow/project-detail-modal.tsx';
import {
  DAY,
  aProject,
  fakeEscrowServices,
  fakeHistoryPort,
  fakeLifecyclePort,
} from '../features/escrow/test-ports.ts';
import { student, seller } from '../lib/testing/a-project.ts';

// This file replaces a module, and a worker's modules serve every file it runs (decision 085): it loads them afresh
// before its imports, so they see the replacement, and after its tests puts the real one back and has them loaded
// afresh again for the next file.
vi.hoisted(() => vi.resetModules());
// The page stays while a file downloads: jsdom cannot follow the navigation, so the download is watched instead.
vi.mock(import('../lib/open-in-new-tab.ts'), async (original) => ({
  ...(await original()),
  downloadInPlace: vi.fn(async (link: () => Promise<string>) => void (await link())),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const taken = { sellerId: seller.uid, sellerEmail: seller.email };
// Midday UTC, so the date reads the same in every time zone the tests may run in.
const releaseAt = Date.UTC(2026, 10, 30, 12);
const delivered = aProject({
  status: 'Completed',
  paymentStatus: 'Funded',
  deliveries: 1,
  deliveredAt: releaseAt - 7 * DAY,
  autoReleaseAt: releaseAt,
  ...taken,
});

function renderCard(project: Project, viewer: Actor = student) {
  render(<ProjectCard project={project} viewer={viewer} now={Date.now()} unread={0} onOpen={() => {}} />);
}

function renderDetail(project: Project, actor: Actor, overrides: Parameters<typeof fakeEscrowServices>[0] = {}) {
  render(
    <ProjectDetailModal
      project={project}
      actor={actor}
      services={fakeEscrowServices(overrides)}
      now={Date.now()}
      onClose={() => {}}
    />,
  );
  return screen.getByRole('dialog', { name: project.title });
}

describe('the automatic release date', () => {
  it("reads 'Releases automatically on 30 Nov 2026' on the card and in the detail", () => {
    renderCard(delivered);
    expect(screen.getByText('Releases automatically on 30 Nov 2026')).toBeTruthy();
    cleanup();
    const detail = renderDetail(delivered, seller);
    expect(within(detail).getByText('Releases automatically on 30 Nov 2026')).toBeTruthy();
  });

  it.each([
    { state: 'released', project: { ...delivered, paymentStatus: 'Released' as const } },
    { state: 'disputed', project: { ...delivered, disputeStatus: 'open' as const } },
    { state: 'sent back for changes', project: { ...delivered, status: 'In Progress' as const, autoReleaseAt: null } },
  ])('is not shown once $state', ({ project }) => {
    renderCard(project);
    expect(screen.queryByText(/Releases automatically/)).toBeNull();
  });
});

describe('the badges', () => {
  /** The badge as read aloud ('Payment: Refunded'). */
  const badge = (label: 'Status' | 'Payment') =>
    [...document.querySelectorAll('.project-badge')]
      .map((element) => element.textContent)
      .find((text) => text?.startsWith(`${label}: `));

  it.each([
    { refundStatus: 'requested' as const, text: 'Payment: Refund requested' },
    { refundStatus: 'processed' as const, text: 'Payment: Refunded' },
    { refundStatus: 'failed' as const, text: 'Payment: Refund failed' },
  ])("say where a refund stands: '$text'", ({ refundStatus, text }) => {
    renderCard(aProject({ status: 'Cancelled', paymentStatus: 'Refunded', refundStatus, ...taken }));
    expect(badge('Status')).toBe('Status: Cancelled');
    expect(badge('Payment')).toBe(text);
  });

  it('show a settlement with what went each way', () => {
    renderCard(
      aProject({
        status: 'Completed',
        paymentStatus: 'Settled',
        disputeStatus: 'settled',
        refundStatus: 'requested',
        settlement: { outcome: 'split', refundPaise: 50_000, payoutPaise: 100_000, settledAt: Date.now() },
        ...taken,
      }),
    );
    expect(badge('Payment')).toBe('Payment: Settled');
    expect(screen.getByText('Settled: ₹1,000.00 paid out, ₹500.00 refunded (Refund requested)')).toBeTruthy();
  });

  it('mark an open dispute and a cancellation asked for', () => {
    renderCard({ ...delivered, disputeStatus: 'open', cancelRequestedAt: Date.now() });
    expect(screen.getByText('Disputed')).toBeTruthy();
    expect(screen.getByText('Cancellation requested')).toBeTruthy();
  });

  it('keep a cancelled project visible to its seller, with its due date rather than a countdown', () => {
    renderCard(aProject({ status: 'Cancelled', deadline: Date.now() - 3 * DAY, ...taken }), seller);
    expect(badge('Status')).toBe('Status: Cancelled');
    expect(screen.getByText(/^Due /)).toBeTruthy();
    expect(screen.queryByText(/Overdue/)).toBeNull();
  });
});

describe('the detail says where the held money stands', () => {
  it("says where a cancelled project's refund stands as its badge does, never 'refunded' before it is", () => {
    const cancelled = (refundStatus: 'requested' | 'processed' | 'failed') =>
      aProject({ status: 'Cancelled', paymentStatus: 'Refunded', refundStatus, budget: 1500, ...taken });
    const said = (refundStatus: 'requested' | 'processed' | 'failed') => {
      const detail = renderDetail(cancelled(refundStatus), student);
      const text = within(detail)
        .getAllByRole('note')
        .map((note) => note.textContent)
        .join(' ');
      cleanup();
      return text;
    };
    expect(said('requested')).toContain('Refund requested: the full ₹1,500.00 is being refunded to the student.');
    expect(said('processed')).toContain('Refunded: the full ₹1,500.00 went back to the student.');
    const failed = said('failed');
    expect(failed).toContain(
      'Refund failed: the ₹1,500.00 did not reach the student yet; an admin will send it again.',
    );
    expect(failed).not.toMatch(/goes back|went back|in full/);
  });

  it('shows both people the open dispute, its reason and who opened it', () => {
    const disputed = {
      ...delivered,
      disputeStatus: 'open' as const,
      disputedBy: student.uid,
      disputeReason: 'The pump never starts.',
      disputedAt: Date.now(),
    };
    const detail = renderDetail(disputed, seller);
    const banner = within(detail).getByRole('note', { name: '' });
    expect(banner.textContent).toContain('A dispute is open.');
    expect(banner.textContent).toContain('Opened by the student (student@example.com)');
    expect(banner.textContent).toContain('The pump never starts.');
  });

  it('shows a pending cancellation to the student, and to the seller with Agree / Decline', () => {
    const asked = aProject({ status: 'In Progress', paymentStatus: 'Funded', cancelRequestedAt: Date.now(), ...taken });
    let detail = renderDetail(asked, student);
    expect(within(detail).getByText(/^You asked to cancel this project on /)).toBeTruthy();
    cleanup();
    detail = renderDetail(asked, seller);
    expect(within(detail).getByText(/^The student asked to cancel this project on /)).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Agree to Cancel' })).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Decline Cancellation' })).toBeTruthy();
  });
});

describe('the history', () => {
  const event = (overrides: Partial<HistoryEvent>): HistoryEvent => ({
    id: 'e',
    kind: 'delivered',
    by: seller.uid,
    byRole: 'seller',
    at: Date.now(),
    ...noHistoryDetails,
    ...overrides,
  });
  const events: HistoryEvent[] = [
    event({
      id: 'd1',
      round: 1,
      note: 'First cut.',
      link: 'https://github.com/asha/irrigation',
      files: [
        { id: 'f1', name: 'source.zip', mime: 'application/zip', size: 2 * 1024 * 1024 },
        { id: 'f2', name: 'board.jpg', mime: 'image/jpeg', size: 300 * 1024 },
      ],
    }),
    event({ id: 'c1', kind: 'changes-requested', byRole: 'student', round: 1, note: 'Add the wiring diagram.' }),
    event({ id: 'd2', round: 2, note: 'With the diagram.' }),
    event({ id: 'x', kind: 'disputed', byRole: 'student', note: 'The pump never starts.' }),
    event({
      id: 's',
      kind: 'settled',
      byRole: 'admin',
      outcome: 'split',
      refundPaise: 75_000,
      payoutPaise: 75_000,
    }),
    event({ id: 'a', kind: 'auto-released', byRole: 'system', by: 'system' }),
  ];

  function renderHistory(lifecycle = fakeLifecyclePort()) {
    const history = feed<HistoryEvent[]>();
    const detail = renderDetail(delivered, student, {
      history: fakeHistoryPort({ watchHistory: vi.fn(() => history.watch) }),
      lifecycle,
    });
    act(() => history.push(events));
    const section = within(detail).getByRole('region', { name: 'History' });
    return { section, lifecycle };
  }

  it('shows every round with its note, link and files, each change request, the dispute and the settlement', () => {
    const { section } = renderHistory();
    const items = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('project-history__event'));
    const text = items.map((item) => item.textContent);
    expect(text[0]).toContain('Delivery 1 by the seller');
    expect(text[0]).toContain('Note: First cut.');
    expect(within(items[0]!).getByRole('link', { name: 'https://github.com/asha/irrigation' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Download source.zip (2.0 MB)' })).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Open board.jpg (300 KB) in a new tab' })).toBeTruthy();
    expect(text[1]).toContain('Changes requested (round 1) by the student');
    expect(text[1]).toContain('What should change: Add the wiring diagram.');
    expect(text[2]).toContain('Delivery 2');
    expect(text[3]).toContain('Reason: The pump never starts.');
    expect(text[4]).toContain('Split: ₹750.00 refunded to the student, ₹750.00 paid out (₹525.00 to the seller).');
    expect(text[5]).toContain('Payment released automatically by the platform');
  });

  it('opens a delivered photo through its short-lived link, in a new tab, where the browser shows it', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { section, lifecycle } = renderHistory();
    fireEvent.click(within(section).getByRole('button', { name: /^Open board\.jpg/ }));
    await waitFor(() => expect(tab.location.href).toBe('https://files.example/link'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(lifecycle.fileLink).toHaveBeenCalledWith('p1', 'f2');
    expect(tab.opener).toBeNull();
  });

  it('downloads any other delivered file in place, leaving no blank tab behind', async () => {
    vi.spyOn(window, 'open');
    const { section, lifecycle } = renderHistory();
    fireEvent.click(within(section).getByRole('button', { name: 'Download source.zip (2.0 MB)' }));
    await waitFor(() => expect(lifecycle.fileLink).toHaveBeenCalledWith('p1', 'f1'));
    expect(downloadInPlace).toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it("says so when a file cannot be opened, in the server's words", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { section } = renderHistory(
      fakeLifecyclePort({
        fileLink: vi.fn(async () => {
          throw new ApiError(projectErrors.fileGone, 404);
        }),
      }),
    );
    fireEvent.click(within(section).getByRole('button', { name: /^Open board\.jpg/ }));
    expect((await within(section).findByRole('alert')).textContent).toBe(projectErrors.fileGone);
    expect(tab.close).toHaveBeenCalled();
  });

  it('is not read for a seller who has not taken the project', () => {
    const history = fakeHistoryPort();
    renderDetail(aProject(), seller, { history });
    expect(history.watchHistory).not.toHaveBeenCalled();
  });
});

afterAll(() => {
  vi.doUnmock('../lib/open-in-new-tab.ts');
  vi.resetModules();
});
