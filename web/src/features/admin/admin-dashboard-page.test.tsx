import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { emptyAdminStats, type AdminStats } from '@marketplace/shared/admin/admin-api';
import type { Application } from '@marketplace/shared/careers/application';
import type { Job } from '@marketplace/shared/careers/job';
import type { LedgerOverview } from '@marketplace/shared/ledger/ledger-api';
import type { Refund } from '@marketplace/shared/payments/refund';
import type { Rating } from '@marketplace/shared/reviews/rating';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import type { Review } from '@marketplace/shared/reviews/review';
import { ApiError } from '@marketplace/shared/api-error';
import { feed } from '../../lib/testing/feed.ts';
import { AdminDashboardPage, AdminMoneySections, AdminReviewSections } from './admin-dashboard-page.tsx';
import { ADMIN_PAGE_SIZE, NotLoggedInError } from './admin.port.ts';
import type { AdminPort, Page, PageRequest, ProductRow, UserRow } from './admin.port.ts';
import { application, job } from './test-admin.ts';

afterEach(cleanup);

const emptyLedger: LedgerOverview = {
  balances: {
    heldPaise: 0,
    owedToSellersPaise: 0,
    refundsDuePaise: 0,
    platformSharePaise: 0,
    taxWithheldPaise: 0,
    paidOutPaise: 0,
    refundedPaise: 0,
    atProvidersPaise: 0,
    cashOnDeliveryPaise: 0,
    chargebacksOpenPaise: 0,
    entries: 0,
  },
  recent: [],
  lastRun: null,
  differences: [],
};

const users = (count: number, from = 0): UserRow[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `u${from + index}`,
    name: `Person ${from + index}`,
    email: `person${from + index}@example.com`,
    role: 'student' as const,
  }));

function setUp() {
  const stats = feed<AdminStats>();
  const jobs = feed<Job[]>();
  const applications = feed<Application[]>();
  const userPages = new Map<string, ReturnType<typeof feed<Page<UserRow>>>>();
  const productPages = feed<Page<ProductRow>>();
  const refunds = feed<Refund[]>();
  const reviews = feed<Review[]>();
  const hiddenReviews = feed<Review[]>();
  const ratings = new Map<string, ReturnType<typeof feed<Rating>>>();
  const ratingOf = (uid: string) => {
    if (!ratings.has(uid)) ratings.set(uid, feed<Rating>());
    return ratings.get(uid)!;
  };
  const pageOf = (request: PageRequest) => {
    const key = JSON.stringify(request);
    if (!userPages.has(key)) userPages.set(key, feed<Page<UserRow>>());
    return userPages.get(key)!;
  };
  const port: AdminPort = {
    watchStats: () => stats.watch,
    watchJobs: () => jobs.watch,
    postJob: vi.fn(() => Promise.resolve()),
    deleteJob: vi.fn(() => Promise.resolve()),
    watchApplications: () => applications.watch,
    deleteApplication: vi.fn(() => Promise.resolve()),
    resumeLink: vi.fn(() => Promise.resolve('/api/media/private?ref=x')),
    watchUsers: vi.fn((request: PageRequest) => pageOf(request).watch),
    watchProducts: vi.fn(() => productPages.watch),
    deleteUser: vi.fn(() => Promise.resolve('Deleted person1@example.com.')),
    deleteProduct: vi.fn(() => Promise.resolve('Deleted Robot kit.')),
    watchFailedRefunds: () => refunds.watch,
    retryRefund: vi.fn(() => Promise.resolve()),
    watchRating: vi.fn((uid: string) => ratingOf(uid).watch),
    watchRecentReviews: () => reviews.watch,
    hideReview: vi.fn(() => Promise.resolve()),
    ledgerOverview: vi.fn(() => Promise.resolve(emptyLedger)),
    reconcile: vi.fn((day: string) =>
      Promise.resolve({ day, ranAt: 1, providerMovements: 0, ledgerEntries: 0, matched: 0, healed: 0, differences: 0 }),
    ),
    resolveDifference: vi.fn(() => Promise.resolve()),
    watchHiddenReviews: () => hiddenReviews.watch,
    restoreReview: vi.fn(() => Promise.resolve()),
  };
  // The home and the sections of this feature the console's areas show (decision 063), on one screen here.
  render(
    <>
      <AdminDashboardPage admin={port} selfId="admin-1" />
      <AdminMoneySections admin={port} />
      <AdminReviewSections admin={port} />
    </>,
  );
  return { port, stats, jobs, applications, pageOf, productPages, refunds, ratingOf, reviews, hiddenReviews };
}

const section = (name: string) => screen.getByRole('region', { name });
const push = async <T,>(source: { push(value: T): void }, value: T) => act(async () => source.push(value));

describe('the stat tiles', () => {
  it('show the six figures live, the product value in rupees', async () => {
    const { stats } = setUp();
    expect(screen.getByTestId('total-users').textContent).toBe('…');
    await push(stats, { visitors: 41, users: 12, products: 5, jobs: 2, applications: 3, productValue: 12499.5 });
    const tile = (label: string) => screen.getByLabelText(label).textContent;
    expect(tile('Total Visitors')).toBe('41');
    expect(tile('Total Users')).toBe('12');
    expect(tile('Total Store Products')).toBe('5');
    expect(tile('Job Postings')).toBe('2');
    expect(tile('Applications')).toBe('3');
    expect(tile('Total Product Value')).toBe('₹12,499.50');
    await push(stats, { ...emptyAdminStats, users: 13 });
    expect(tile('Total Users')).toBe('13');
  });
});

describe('Manage Jobs', () => {
  it("toggles the form between 'Post New Job' and 'Close Form', and posts a checked job", async () => {
    const { port } = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Post New Job' }));
    const form = screen.getByRole('form', { name: 'Post a new job' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post Job' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please fill in all fields.');
    expect(port.postJob).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Job title'), { target: { value: ' Embedded engineer ' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'Indore' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Kits.' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Post Job' })));
    expect(port.postJob).toHaveBeenCalledWith({ title: 'Embedded engineer', location: 'Indore', description: 'Kits.' });
    expect(screen.queryByRole('form', { name: 'Post a new job' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Post New Job' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post New Job' }));
    expect(screen.getByRole('button', { name: 'Close Form' })).toBeTruthy();
  });

  it("says 'Failed to post job. Please try again.' when the write fails", async () => {
    const { port } = setUp();
    vi.mocked(port.postJob).mockRejectedValueOnce(new Error('permission-denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Post New Job' }));
    const form = screen.getByRole('form', { name: 'Post a new job' });
    for (const label of ['Job title', 'Location', 'Description'])
      fireEvent.change(within(form).getByLabelText(label), { target: { value: 'x' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Post Job' })));
    expect(within(form).getByRole('alert').textContent).toBe('Failed to post job. Please try again.');
  });

  it("deletes a listing after confirming, or says 'Could not delete job listing.'", async () => {
    const { port, jobs } = setUp();
    await push(jobs, [job]);
    vi.mocked(port.deleteJob).mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(within(section('Manage Jobs')).getByRole('button', { name: 'Delete Embedded engineer' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job listing' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Could not delete job listing.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(port.deleteJob).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Job Applications', () => {
  it('lists Applicant, Position, Resume, Actions and opens the resume through a fresh link', async () => {
    const { port, applications } = setUp();
    await push(applications, [application]);
    const table = within(section('Job Applications')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant', 'Position', 'Resume', 'Actions']);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await act(async () => fireEvent.click(within(table).getByRole('button', { name: 'View resume of Asha Verma' })));
    expect(port.resumeLink).toHaveBeenCalledWith('a1');
    expect(tab).toMatchObject({ opener: null, location: { href: '/api/media/private?ref=x' } });
    open.mockRestore();
  });

  it("says 'Error: You are not logged in.' when nobody is signed in, and 'Could not delete application.'", async () => {
    const { port, applications } = setUp();
    await push(applications, [application]);
    vi.mocked(port.resumeLink).mockRejectedValueOnce(new NotLoggedInError());
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'View resume of Asha Verma' })));
    expect(within(section('Job Applications')).getByRole('alert').textContent).toBe('Error: You are not logged in.');
    open.mockRestore();

    vi.mocked(port.deleteApplication).mockRejectedValueOnce(new Error('permission-denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Asha Verma’s application' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete application' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Could not delete application.');
  });
});

describe('Manage Users', () => {
  it("shows each rated person's rating, as their profile does (sellers and students), and none for an admin", async () => {
    const { port, pageOf, ratingOf } = setUp();
    const people: UserRow[] = [
      { id: 's1', name: 'Rated', email: 's1@example.com', role: 'seller' },
      { id: 's2', name: 'New', email: 's2@example.com', role: 'seller' },
      { id: 't1', name: 'Reviewed student', email: 't1@example.com', role: 'student' },
      { id: 'a1', name: 'Admin', email: 'a1@example.com', role: 'admin' },
    ];
    await push(pageOf({ search: '', after: null }), { rows: people, next: null });
    await push(ratingOf('s1'), { average: 4.5, count: 12 });
    await push(ratingOf('s2'), { average: null, count: 0 });
    await push(ratingOf('t1'), { average: 4.8, count: 5 });
    const users$ = section('Manage Users');
    expect(within(users$).getByRole('columnheader', { name: 'Rating' })).toBeTruthy();
    const [, rated, fresh, student, admin] = within(users$).getAllByRole('row');
    expect(within(rated!).getByText('★ 4.5 (12)')).toBeTruthy();
    expect(within(fresh!).getByText('No reviews yet')).toBeTruthy();
    expect(within(student!).getByText('★ 4.8 (5)')).toBeTruthy();
    expect(admin!.textContent).not.toMatch(/★|No reviews/);
    expect(port.watchRating).not.toHaveBeenCalledWith('a1');
  });

  it('pages 25 at a time with Next and Previous, and searches by name, email or role', async () => {
    const { port, pageOf } = setUp();
    await push(pageOf({ search: '', after: null }), { rows: users(ADMIN_PAGE_SIZE), next: 'cursor-1' });
    const users$ = section('Manage Users');
    expect(within(users$).getAllByRole('row')).toHaveLength(ADMIN_PAGE_SIZE + 1);
    fireEvent.click(within(users$).getByRole('button', { name: 'Next' }));
    expect(port.watchUsers).toHaveBeenLastCalledWith({ search: '', after: 'cursor-1' });
    await push(pageOf({ search: '', after: 'cursor-1' }), { rows: users(3, 25), next: null });
    expect(within(users$).getByText('Page 2')).toBeTruthy();
    expect((within(users$).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(within(users$).getByRole('button', { name: 'Previous' })));
    expect(within(users$).getByText('Page 1')).toBeTruthy();

    fireEvent.change(within(users$).getByLabelText('Search users by name, email or role'), {
      target: { value: 'asha' },
    });
    expect(port.watchUsers).toHaveBeenLastCalledWith({ search: 'asha', after: null });
    await push(pageOf({ search: 'asha', after: null }), { rows: [], next: null });
    expect(within(users$).getByText('No users match “asha”.')).toBeTruthy();
  });

  it("pages through a search's matches too ('example.com' may match every user)", async () => {
    const { port, pageOf } = setUp();
    await push(pageOf({ search: '', after: null }), { rows: users(2), next: null });
    const users$ = section('Manage Users');
    fireEvent.change(within(users$).getByLabelText('Search users by name, email or role'), {
      target: { value: 'example.com' },
    });
    await push(pageOf({ search: 'example.com', after: null }), { rows: users(ADMIN_PAGE_SIZE), next: 'u24' });
    fireEvent.click(within(users$).getByRole('button', { name: 'Next' }));
    expect(port.watchUsers).toHaveBeenLastCalledWith({ search: 'example.com', after: 'u24' });
    await push(pageOf({ search: 'example.com', after: 'u24' }), { rows: users(1, 25), next: null });
    expect(within(users$).getByText('Page 2')).toBeTruthy();
    expect(within(users$).getByText('person25@example.com')).toBeTruthy();
  });

  it("shows the server's refusal as 'Could not delete user: {message}', and never offers deleting oneself", async () => {
    const { port, pageOf } = setUp();
    const self: UserRow = { id: 'admin-1', name: 'Admin', email: 'admin@example.com', role: 'admin' };
    await push(pageOf({ search: '', after: null }), { rows: [self, ...users(1, 1)], next: null });
    const users$ = section('Manage Users');
    expect(within(users$).queryByRole('button', { name: 'Delete admin@example.com' })).toBeNull();
    vi.mocked(port.deleteUser).mockRejectedValueOnce(
      new ApiError(
        'This person has a project in progress. Wait until it is completed before deleting the account.',
        409,
      ),
    );
    fireEvent.click(within(users$).getByRole('button', { name: 'Delete person1@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not delete user: This person has a project in progress. Wait until it is completed before deleting the account.',
    );
    // The refusal holds the focus inside the dialog (the disabled Delete button had dropped it on the page).
    expect(document.activeElement).toBe(within(dialog).getByRole('alert'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(users$).getByRole('status').textContent).toBe('Deleted person1@example.com.');
  });
});

describe('Manage Store Products', () => {
  it("lists Name and Price and shows 'Could not delete project: {message}' or 'Error: You are not logged in.'", async () => {
    const { port, productPages } = setUp();
    await push(productPages, {
      rows: [{ id: 'p1', name: 'Robot kit', price: 1999.5, sellerEmail: 's@example.com' }],
      next: null,
    });
    const products = section('Manage Store Products');
    expect(within(products).getByText('₹1,999.50')).toBeTruthy();
    vi.mocked(port.deleteProduct)
      .mockRejectedValueOnce(new ApiError('This product no longer exists.', 404))
      .mockRejectedValueOnce(new NotLoggedInError());
    fireEvent.click(within(products).getByRole('button', { name: 'Delete Robot kit' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete store product' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not delete project: This product no longer exists.',
    );
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Error: You are not logged in.');
  });
});

describe('Failed Refunds', () => {
  const refund = (overrides: Partial<Refund> = {}): Refund => ({
    id: 'project-p1',
    purpose: 'project',
    subjectId: 'p1',
    payerId: 'student-1',
    title: 'Smart irrigation controller',
    paymentId: 'pay_1',
    paymentOrderId: 'order_1',
    amountPaise: 150_000,
    currency: 'INR',
    status: 'failed',
    attempt: 1,
    sentAttempt: 1,
    providerRefundId: null,
    failureReason: 'The bank declined the refund.',
    requestedAt: 1,
    updatedAt: 2,
    ...overrides,
  });

  it('lists each failed refund with its amount and reason, and retries it', async () => {
    const { port, refunds } = setUp();
    await push(refunds, [refund()]);
    const table = within(section('Failed Refunds')).getByRole('table', { name: 'Failed Refunds' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Smart irrigation controller');
    expect(row.textContent).toContain('₹1,500.00');
    expect(row.textContent).toContain('The bank declined the refund.');
    expect(row.textContent).toContain('Attempt 1');

    fireEvent.click(within(row).getByRole('button', { name: 'Retry the refund for Smart irrigation controller' }));
    const dialog = screen.getByRole('dialog', { name: 'Retry refund' });
    expect(dialog.textContent).toContain('Refund ₹1,500.00 for “Smart irrigation controller” again?');
    expect(port.retryRefund).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    expect(port.retryRefund).toHaveBeenCalledWith('project-p1');
    expect((await within(section('Failed Refunds')).findByRole('status')).textContent).toBe(
      'The refund for Smart irrigation controller was sent again.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the admin cancels', async () => {
    const { port, refunds } = setUp();
    await push(refunds, [refund()]);
    fireEvent.click(within(section('Failed Refunds')).getByRole('button', { name: /^Retry the refund/ }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Retry refund' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(port.retryRefund).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const { port, refunds } = setUp();
    vi.mocked(port.retryRefund).mockRejectedValue(new ApiError('Only a failed refund can be retried.', 409));
    await push(refunds, [refund()]);
    fireEvent.click(within(section('Failed Refunds')).getByRole('button', { name: /^Retry the refund/ }));
    const dialog = screen.getByRole('dialog', { name: 'Retry refund' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Only a failed refund can be retried.');
  });

  it('says when there is none', async () => {
    const { refunds } = setUp();
    await push(refunds, []);
    expect(within(section('Failed Refunds')).getByText('No failed refunds.')).toBeTruthy();
  });
});

describe('Reviews', () => {
  const rude: Review = {
    id: 'p1-student',
    projectId: 'p1',
    projectTitle: 'Robot',
    authorId: 'student-1',
    authorRole: 'student',
    subjectId: 'seller-1',
    stars: 1,
    text: 'Insults.',
    createdAt: Date.UTC(2026, 10, 20),
    publishAt: Date.UTC(2026, 10, 27),
    published: true,
    hidden: false,
    hiddenReason: null,
  };

  it('hides a review with the reason given in the confirm dialog, and asks for one first', async () => {
    const { port, reviews } = setUp();
    await push(reviews, [rude]);
    const reviews$ = section('Reviews');
    expect(within(reviews$).getByText('Insults.')).toBeTruthy();
    fireEvent.click(within(reviews$).getByRole('button', { name: "Hide the student's review of Robot" }));
    const dialog = screen.getByRole('dialog', { name: 'Hide review' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' })));
    expect(within(dialog).getByRole('alert').textContent).toContain(reviewTexts.hideReasonRequired);
    expect(port.hideReview).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Insults the seller.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' })));
    expect(port.hideReview).toHaveBeenCalledWith('p1-student', 'Insults the seller.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(reviews$).getByRole('status').textContent).toBe(
      "The student's review of Robot is hidden. It is listed under Hidden Reviews, where it can be restored.",
    );
  });

  it('lists the hidden reviews with their reason, and restores one after confirming', async () => {
    const { port, hiddenReviews } = setUp();
    await push(hiddenReviews, [{ ...rude, hidden: true, hiddenReason: 'Insults the seller.' }]);
    const hidden$ = section('Hidden Reviews');
    expect(within(hidden$).getByText('Insults the seller.')).toBeTruthy();
    fireEvent.click(within(hidden$).getByRole('button', { name: "Restore the student's review of Robot" }));
    const dialog = screen.getByRole('dialog', { name: 'Restore review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(port.restoreReview).not.toHaveBeenCalled();
    fireEvent.click(within(hidden$).getByRole('button', { name: "Restore the student's review of Robot" }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Restore review' })).getByRole('button', { name: 'Restore review' }),
      ),
    );
    expect(port.restoreReview).toHaveBeenCalledWith('p1-student');
    expect(within(hidden$).getByRole('status').textContent).toBe("The student's review of Robot is shown again.");
  });

  it("shows the server's refusal in the dialog", async () => {
    const { port, reviews } = setUp();
    vi.mocked(port.hideReview).mockRejectedValueOnce(new ApiError(reviewTexts.alreadyHidden, 409));
    await push(reviews, [rude]);
    fireEvent.click(within(section('Reviews')).getByRole('button', { name: /Hide/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hide review' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' })));
    expect(within(dialog).getByRole('alert').textContent).toContain(reviewTexts.alreadyHidden);
  });
});

describe('Money (decision 029)', () => {
  const difference = {
    id: '2026-11-26-missing-at-provider-payment-pay_1',
    day: '2026-11-26',
    kind: 'missing-at-provider' as const,
    movement: 'payment' as const,
    providerId: 'pay_1',
    entryId: 'capture-order_1',
    providerPaise: null,
    ledgerPaise: 123_450,
    status: 'open' as const,
    resolution: null,
    foundAt: 1,
  };
  const withMoney: LedgerOverview = {
    balances: { ...emptyLedger.balances, heldPaise: 123_450, platformSharePaise: 30_000, refundedPaise: 5_001 },
    recent: [
      {
        id: 'capture-order_1',
        kind: 'capture',
        at: Date.UTC(2026, 10, 26, 6),
        day: '2026-11-26',
        subject: 'payment-order_1',
        payerId: 'student-1',
        sellerId: null,
        lines: [
          { account: 'provider', amountPaise: 123_450 },
          { account: 'held:payment-order_1', amountPaise: -123_450 },
        ],
        totals: {
          provider: 123_450,
          cod: 0,
          held: -123_450,
          refundDue: 0,
          sellerDue: 0,
          platform: 0,
          taxWithheld: 0,
          chargeback: 0,
        },
        refs: { paymentId: 'pay_1', paymentOrderId: 'order_1' },
        currency: 'INR',
        title: 'A payment for nothing payable, refunded whole',
      },
    ],
    lastRun: {
      day: '2026-11-26',
      ranAt: 1,
      providerMovements: 4,
      ledgerEntries: 5,
      matched: 3,
      healed: 1,
      differences: 1,
    },
    differences: [difference],
  };

  it("shows the ledger's balances, the last run and each difference with what to do", async () => {
    const { port } = setUp();
    vi.mocked(port.ledgerOverview).mockResolvedValue(withMoney);
    const money = section('Money');
    fireEvent.click(within(money).getByRole('button', { name: 'Refresh' }));
    await within(money).findByText('Payment captured and held');
    expect(within(money).getByText('Held for projects and orders').nextSibling?.textContent).toBe('₹1,234.50');
    expect(within(money).getByText('Refunded to payers').nextSibling?.textContent).toBe('₹50.01');
    expect(within(money).getByText(/Last run for 2026-11-26/).textContent).toContain(
      '3 of 4 provider movements matched',
    );
    expect(within(money).getByRole('button', { name: 'Resolve Not at the provider: payment pay_1' })).toBeTruthy();
    const movements = within(money).getByRole('table', { name: 'Recent movements' });
    expect(movements.textContent).toContain('Payment captured and held');
    // What it was for by the server's name (decision 064), never the subject's id.
    expect(movements.textContent).toContain('A payment for nothing payable, refunded whole');
    expect(movements.textContent).not.toContain('payment-order_1');
  });

  it('reconciles the chosen day and reads the ledger again', async () => {
    const { port } = setUp();
    const money = section('Money');
    await within(money).findByText('No differences to look at.');
    fireEvent.change(within(money).getByLabelText('Day (India)'), { target: { value: '2026-11-20' } });
    fireEvent.click(within(money).getByRole('button', { name: 'Reconcile' }));
    await within(money).findByText(/2026-11-20 reconciled: 0 of 0 provider movements matched, 0 to look at\./);
    expect(port.reconcile).toHaveBeenCalledWith('2026-11-20');
    expect(port.ledgerOverview).toHaveBeenCalledTimes(2);
  });

  it('resolves a difference only with a note saying what was done', async () => {
    const { port } = setUp();
    vi.mocked(port.ledgerOverview).mockResolvedValue(withMoney);
    const money = section('Money');
    fireEvent.click(within(money).getByRole('button', { name: 'Refresh' }));
    fireEvent.click(await within(money).findByRole('button', { name: 'Resolve Not at the provider: payment pay_1' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve difference' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await within(dialog).findByText('Say what was done.');
    expect(port.resolveDifference).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('What was done'), { target: { value: 'Refunded by hand.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await within(money).findByText('Not at the provider: payment pay_1 is resolved.');
    expect(port.resolveDifference).toHaveBeenCalledWith(difference.id, 'Refunded by hand.');
  });
});
