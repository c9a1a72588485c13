import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProjectGoneError, confirmationTexts, type Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { feed } from '../lib/testing/feed.ts';
import { ProjectsBoard } from '../features/projects/projects-board.tsx';
import { PROJECTS_PAGE_SIZE, type ProjectsPage } from '../features/projects/projects.port.ts';
import {
  DAY,
  aProject,
  fakeMessagesPort,
  fakeProjectsPort,
  fakeProjectsServices,
} from '../features/projects/test-ports.ts';
import { fakeDeliveryPort, fakeEscrowServices, fakeLifecyclePort } from '../features/escrow/test-ports.ts';
import { fakeDocumentsApi, fakeDocumentsPort } from '../features/documents/test-ports.ts';
import { fakeReviewsApi, fakeReviewsPort } from '../features/reviews/test-ports.ts';
import { ProjectDetail } from './project-detail.tsx';

afterEach(cleanup);

const student: UserProfile = { uid: 'student-1', email: 'student@example.com', role: 'student' };
const seller: UserProfile = { uid: 'seller-1', email: 'seller@example.com', role: 'seller' };

function setup(
  profile: UserProfile,
  overrides: Parameters<typeof fakeProjectsPort>[0] = {},
  link: { linkedProject?: string | null; onCloseLinked?: () => void } = {},
  lifecycle = fakeLifecyclePort(),
) {
  const pageFeed = feed<ProjectsPage>();
  // Most tests speak in whole lists: one page with nothing more.
  const projectsFeed = {
    watch: pageFeed.watch,
    push: (projects: Project[], more = false) => pageFeed.push({ projects, more }),
    fail: (error: unknown) => pageFeed.fail(error),
  };
  const unreadFeed = feed<ReadonlyMap<string, number>>();
  const addressFeed = feed<string | null>();
  const projects = fakeProjectsPort({
    watchProjects: vi.fn((_actor: Actor, _limit: number) => projectsFeed.watch),
    ...overrides,
  });
  const delivery = fakeDeliveryPort({ watchDeliveryAddress: vi.fn(() => addressFeed.watch) });
  const messages = fakeMessagesPort({ watchUnreadCounts: vi.fn(() => unreadFeed.watch) });
  // The board with the detail the app composes: the escrow's, with the projects' chat and the reviews.
  const services = {
    projects: fakeProjectsServices({ projects, messages }),
    escrow: fakeEscrowServices({ delivery, steps: projects, lifecycle }),
    reviews: fakeReviewsPort(),
    reviewsApi: fakeReviewsApi(),
    documents: fakeDocumentsPort(),
    documentsApi: fakeDocumentsApi(),
  };
  render(
    <ProjectsBoard
      profile={profile}
      services={services.projects}
      renderDetail={(shown) => <ProjectDetail {...shown} services={services} />}
      {...link}
    />,
  );
  return { projects, delivery, projectsFeed, unreadFeed, addressFeed };
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('ProjectsBoard', () => {
  it("says 'Loading projects...' until the list arrives, then the students' empty state", async () => {
    const { projectsFeed } = setup(student);
    expect(screen.getByRole('status').textContent).toBe(texts.dashboard.loadingProjects);

    projectsFeed.push([]);

    expect(await screen.findByText(texts.dashboard.studentEmpty)).toBeTruthy();
    expect(screen.getByText(texts.dashboard.studentEmptyHint)).toBeTruthy();
    expect(screen.queryByText(texts.dashboard.loadingProjects)).toBeNull();
  });

  it("shows the sellers' empty state", async () => {
    const { projectsFeed } = setup(seller);
    projectsFeed.push([]);

    expect(await screen.findByText(texts.dashboard.sellerEmpty)).toBeTruthy();
    expect(screen.getByText(texts.dashboard.sellerEmptyHint)).toBeTruthy();
  });

  it('lists In Progress, then Open, then Completed, then Cancelled, nearest deadline first, with unread badges', async () => {
    const { projectsFeed, unreadFeed } = setup(student);
    projectsFeed.push([
      aProject({ id: 'x', title: 'Withdrawn one', status: 'Cancelled', deadline: Date.now() + DAY }),
      aProject({ id: 'a', title: 'Completed one', status: 'Completed', sellerId: 's' }),
      aProject({ id: 'b', title: 'Open later', deadline: Date.now() + 20 * DAY }),
      aProject({ id: 'c', title: 'Open sooner', deadline: Date.now() + 2 * DAY }),
      aProject({ id: 'd', title: 'In progress', status: 'In Progress', sellerId: 's' }),
    ]);
    unreadFeed.push(new Map([['d', 2]]));

    await screen.findByText('Completed one');
    expect(cardTitles()).toEqual(['In progress', 'Open sooner', 'Open later', 'Completed one', 'Withdrawn one']);
    expect(await screen.findByLabelText('2 unread messages')).toBeTruthy();
  });

  it('opens the detail modal with every field and the private address, and closes it with Escape', async () => {
    const { projectsFeed, addressFeed } = setup(student);
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));
    addressFeed.push('12 MG Road, Indore');

    const dialog = screen.getByRole('dialog', { name: 'Smart irrigation controller' });
    expect(within(dialog).getByText('Soil moisture sensing with automatic watering.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Moisture sensor', 'Pump relay', 'LCD display']);
    expect(await within(dialog).findByText('12 MG Road, Indore')).toBeTruthy();
    // An Open project has nothing for its student to do yet, and no chat until a seller takes it.
    expect(within(dialog).queryByRole('button', { name: /Take Project|Fund Project|Open Chat/ })).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not read the address for a seller who has not taken the project', async () => {
    const { projectsFeed, delivery } = setup(seller);
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));

    expect(screen.getByText('The delivery address is shown to the seller who takes the project.')).toBeTruthy();
    expect(delivery.watchDeliveryAddress).not.toHaveBeenCalled();
  });

  it('lets a seller take an Open project after confirming', async () => {
    const { projectsFeed, projects } = setup(seller);
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));

    fireEvent.click(screen.getByRole('button', { name: 'Take Project' }));
    const confirm = screen.getByRole('dialog', { name: 'Take Project' });
    expect(within(confirm).getByText(confirmationTexts.take)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take project' }));

    await waitFor(() =>
      expect(projects.perform).toHaveBeenCalledWith('take', 'p1', expect.objectContaining({ uid: 'seller-1' })),
    );
    expect(screen.queryByRole('dialog', { name: 'Take Project' })).toBeNull();
  });

  it('Escape in the confirmation closes only the confirmation', async () => {
    const { projectsFeed, projects } = setup(seller);
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take Project' }));

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Take Project' }), { key: 'Escape' });

    expect(screen.queryByRole('dialog', { name: 'Take Project' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Smart irrigation controller' })).toBeTruthy();
    expect(projects.perform).not.toHaveBeenCalled();
  });

  it('says so when another seller took the project first', async () => {
    const { projectsFeed } = setup(seller, {
      perform: vi.fn(async () => {
        throw new ProjectGoneError();
      }),
    });
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take Project' }));
    fireEvent.click(screen.getByRole('button', { name: 'Take project' }));

    expect(await screen.findByText(texts.projects.takenByAnother)).toBeTruthy();
  });

  it("shows SPEC 8's action failure text when an action fails", async () => {
    const failing = fakeLifecyclePort({
      transition: vi.fn(async () => {
        throw new Error('offline');
      }),
    });
    const { projectsFeed } = setup(student, {}, {}, failing);
    projectsFeed.push([
      aProject({ status: 'Completed', paymentStatus: 'Funded', sellerId: 's', sellerEmail: 's@example.com' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release Payment' }));
    expect(screen.getByText(confirmationTexts.release)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release payment' }));

    expect((await screen.findByRole('alert')).textContent).toBe(texts.alerts.actionFailed('Release Payment'));
  });

  it('offers the student Fund Project and Open Chat once a seller has taken the project', async () => {
    const { projectsFeed } = setup(student);
    projectsFeed.push([aProject({ status: 'In Progress', sellerId: 'seller-1', sellerEmail: 'seller@example.com' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));

    fireEvent.click(screen.getByRole('button', { name: 'Fund Project' }));
    expect(screen.getByRole('dialog', { name: 'Fund Project' })).toBeTruthy();
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fund Project' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Open Chat' }));
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeTruthy();
  });

  it('shows the permission text when the list is refused', async () => {
    const { projectsFeed } = setup(student);
    projectsFeed.fail(Object.assign(new Error('denied'), { code: 'permission-denied' }));

    expect((await screen.findByRole('alert')).textContent).toBe(texts.auth.permissionDenied);
  });

  it("asks for a page of 24, then 24 more on 'Load more', keeping the cards shown meanwhile", async () => {
    const { projects, projectsFeed } = setup(seller);
    expect(projects.watchProjects).toHaveBeenLastCalledWith(
      expect.objectContaining({ uid: seller.uid }),
      PROJECTS_PAGE_SIZE,
    );
    const page = Array.from({ length: PROJECTS_PAGE_SIZE }, (_, i) =>
      aProject({ id: `p${i}`, title: `Project ${i}`, status: 'Open', deadline: Date.now() + (i + 1) * DAY }),
    );
    projectsFeed.push(page, true);
    await screen.findByText('Project 0');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(projects.watchProjects).toHaveBeenLastCalledWith(expect.anything(), 2 * PROJECTS_PAGE_SIZE);
    expect(cardTitles()).toHaveLength(PROJECTS_PAGE_SIZE);
    expect(screen.queryByText(texts.dashboard.loadingProjects)).toBeNull();
    projectsFeed.push([
      ...page,
      aProject({ id: 'last', title: 'Last one', status: 'Completed', sellerId: seller.uid }),
    ]);
    await screen.findByText('Last one');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('ProjectsBoard: a project named by a link (/dashboard?project={id})', () => {
  it('opens that project’s detail once it is in the list, and closing it takes the link out', async () => {
    const onCloseLinked = vi.fn();
    const { projectsFeed } = setup(student, {}, { linkedProject: 'p2', onCloseLinked });
    projectsFeed.push([aProject(), aProject({ id: 'p2', title: 'Line follower robot' })]);

    const dialog = await screen.findByRole('dialog', { name: 'Line follower robot' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCloseLinked).toHaveBeenCalledTimes(1);
  });

  it('opens nothing for a project that is not in this person’s list', async () => {
    const onCloseLinked = vi.fn();
    const { projectsFeed } = setup(seller, {}, { linkedProject: 'someone-elses', onCloseLinked });
    projectsFeed.push([aProject()]);

    expect(await screen.findByRole('button', { name: 'Smart irrigation controller' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a card opened by hand closes without touching the URL', async () => {
    const onCloseLinked = vi.fn();
    const { projectsFeed } = setup(student, {}, { linkedProject: null, onCloseLinked });
    projectsFeed.push([aProject()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Smart irrigation controller' }));
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Smart irrigation controller' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onCloseLinked).not.toHaveBeenCalled();
  });
});
