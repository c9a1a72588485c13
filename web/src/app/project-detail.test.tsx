// A project's detail as the app composes it: its money documents, one list per milestone of a split project (decision
// 068: each milestone's money is a subject of its own), and the one list SPEC's single payment always had.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { IssuedDocument } from '@marketplace/shared/documents/document';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import { showIn } from '../i18n/language-choice.ts';
import { feed } from '../lib/testing/feed.ts';
import { fakeProjectsServices } from '../features/projects/test-ports.ts';
import { DAY, aProject, fakeEscrowServices } from '../features/escrow/test-ports.ts';
import { aDocument, fakeDocumentsApi, fakeDocumentsPort } from '../features/documents/test-ports.ts';
import { fakeReviewsApi, fakeReviewsPort } from '../features/reviews/test-ports.ts';
import { ProjectDetail } from './project-detail.tsx';

afterEach(cleanup);

const student: Actor = { uid: 'student-1', email: 'student@example.com', role: 'student' };

function renderDetail(project: ReturnType<typeof aProject>) {
  const feeds = new Map<string, ReturnType<typeof feed<IssuedDocument[]>>>();
  const documents = fakeDocumentsPort({
    watchSubjectDocuments: vi.fn((_owner: string, subject: string) => {
      const subjectFeed = feeds.get(subject) ?? feed<IssuedDocument[]>();
      feeds.set(subject, subjectFeed);
      return subjectFeed.watch;
    }),
  });
  const services = {
    projects: fakeProjectsServices(),
    escrow: fakeEscrowServices(),
    reviews: fakeReviewsPort(),
    reviewsApi: fakeReviewsApi(),
    documents,
    documentsApi: fakeDocumentsApi(),
  };
  render(
    <ProjectDetail
      project={project}
      actor={student}
      now={Date.now()}
      unread={0}
      onClose={() => {}}
      services={services}
    />,
  );
  return { documents, feeds };
}

const receipt = (subject: string, serial: string) =>
  aDocument({ id: `capture-${serial}`, subject, serial, title: 'Greenhouse monitor' });

/** A project of two milestones, the second one under way. */
const aSplitProject = () =>
  aProject({
    status: 'In Progress',
    sellerId: 'seller-1',
    budget: 4100,
    milestones: [
      { title: 'Circuit', amountPaise: 150_000, due: Date.now() + 5 * DAY },
      { title: 'Firmware', amountPaise: 260_000, due: Date.now() + 9 * DAY },
    ],
    milestoneIndex: 1,
  });

describe("a project's payment documents", () => {
  it('lists each milestone of a split project under its own heading, each from its own subject', async () => {
    const project = aSplitProject();
    const { documents, feeds } = renderDetail(project);
    expect(vi.mocked(documents.watchSubjectDocuments).mock.calls.map(([, subject]) => subject)).toEqual([
      'project-p1',
      'project-p1_m2',
    ]);
    feeds.get('project-p1')!.push([receipt('project-p1', 'RC2627A-0000001')]);
    feeds.get('project-p1_m2')!.push([receipt('project-p1_m2', 'RC2627A-0000002')]);
    const first = await screen.findByRole('region', { name: 'Payment documents: milestone 1' });
    const second = await screen.findByRole('region', { name: 'Payment documents: milestone 2' });
    expect(within(first).getByRole('button', { name: /^Receipt RC2627A-0000001/ })).toBeTruthy();
    expect(within(second).getByRole('button', { name: /^Receipt RC2627A-0000002/ })).toBeTruthy();
  });

  it("keeps one 'Payment documents' list for a project of one payment", async () => {
    const { documents, feeds } = renderDetail(aProject({ status: 'In Progress', sellerId: 'seller-1' }));
    expect(vi.mocked(documents.watchSubjectDocuments).mock.calls.map(([, subject]) => subject)).toEqual(['project-p1']);
    feeds.get('project-p1')!.push([receipt('project-p1', 'RC2627A-0000001')]);
    expect(await screen.findByRole('region', { name: 'Payment documents' })).toBeTruthy();
  });

  it("names each milestone's documents in Hindi when Hindi is shown", async () => {
    await showIn('hi');
    try {
      const project = aSplitProject();
      const { feeds } = renderDetail(project);
      feeds.get('project-p1_m2')!.push([receipt('project-p1_m2', 'RC2627A-0000002')]);
      expect(await screen.findByRole('region', { name: 'भुगतान के दस्तावेज़: माइलस्टोन 2' })).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });
});
