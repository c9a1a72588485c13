import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { PublicProfile } from '@marketplace/shared/reviews/public-profile';
import type { Rating } from '@marketplace/shared/reviews/rating';
import type { Review } from '@marketplace/shared/reviews/review';
import { shownName } from '@marketplace/shared/reviews/shown-name';
import { translate } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { feed } from '../../lib/testing/feed.ts';
import { fakeReviewsPort } from './test-ports.ts';
import { PeoplePage } from './people-page.tsx';

afterEach(cleanup);

const review = (id: string, stars: number, text: string, createdAt: number): Review => ({
  id,
  projectId: id,
  projectTitle: 'Robot',
  authorId: `student-${id}`,
  authorRole: 'student',
  subjectId: 'seller-1',
  stars,
  text,
  createdAt,
  publishAt: createdAt,
  published: true,
  hidden: false,
  hiddenReason: null,
});

function renderPage(uid: string | null = 'seller-1') {
  const profile = feed<PublicProfile | null>();
  const rating = feed<Rating>();
  const reviews = feed<Review[]>();
  // Each person's projection is its own feed: the page's subject and each reviewer.
  const people = new Map([[uid ?? '', profile]]);
  const person = (id: string) => people.get(id) ?? people.set(id, feed<PublicProfile | null>()).get(id)!;
  const port = fakeReviewsPort({
    watchPublicProfile: vi.fn((id: string) => person(id).watch),
    watchRating: vi.fn(() => rating.watch),
    watchPublishedReviews: vi.fn(() => reviews.watch),
  });
  render(<PeoplePage uid={uid} reviews={port} />);
  return { profile, rating, reviews, port, person };
}

describe("a person's public profile", () => {
  it('shows their name, role, since when, rating and reviews in the order read (newest first)', () => {
    const { profile, rating, reviews, port } = renderPage();
    act(() => profile.push({ name: 'Asha Rao', role: 'seller', since: Date.UTC(2026, 0, 5), verified: false }));
    act(() => rating.push({ average: 4.5, count: 2 }));
    act(() =>
      reviews.push([
        review('p2', 4, 'Good, a little late.', Date.UTC(2026, 5, 2)),
        review('p1', 5, '', Date.UTC(2026, 4, 1)),
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText(/Member since/).textContent).toMatch(/seller · Member since .*2026/);
    expect(screen.getByText('★ 4.5 (2)')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[aria-label]')?.getAttribute('aria-label'))).toEqual([
      '4 out of 5 stars',
      '5 out of 5 stars',
    ]);
    expect(within(items[0]!).getByText('Good, a little late.')).toBeTruthy();
    // Before their projection is read, a reviewer is named by what they are.
    expect(within(items[0]!).getByRole('link', { name: 'a student' }).getAttribute('href')).toBe('/people/student-p2');
    for (const watch of [port.watchPublicProfile, port.watchRating, port.watchPublishedReviews])
      expect(watch).toHaveBeenCalledWith('seller-1');
  });

  it('names each reviewer as their public profile says now, linking to it; a deleted one by role, unlinked', () => {
    const { profile, reviews, person } = renderPage();
    act(() => profile.push({ name: 'Asha Rao', role: 'seller', since: 0, verified: false }));
    act(() =>
      reviews.push([
        review('p3', 3, '', Date.UTC(2026, 6, 1)),
        review('p2', 4, '', Date.UTC(2026, 5, 2)),
        review('p1', 5, '', Date.UTC(2026, 4, 1)),
      ]),
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    act(() => person('student-p3').push({ name: 'Ravi Kumar', role: 'student', since: 0, verified: false }));
    act(() => person('student-p2').push({ name: '', role: 'student', since: 0, verified: false }));
    act(() => person('student-p1').push(null));
    expect(within(items[0]!).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/people/student-p3');
    expect(within(items[1]!).getByRole('link', { name: 'a student' }).getAttribute('href')).toBe('/people/student-p2');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(items[2]!.textContent).toMatch(/By a student ·/);
    // A rename shows at once: the name is read live from the projection the server keeps.
    act(() => person('student-p3').push({ name: 'Ravi K.', role: 'student', since: 0, verified: false }));
    expect(within(items[0]!).getByRole('link', { name: 'Ravi K.' })).toBeTruthy();
  });

  it("says 'No reviews yet' before the first review", () => {
    const { profile, rating, reviews } = renderPage();
    act(() => profile.push({ name: '', role: 'student', since: 0, verified: false }));
    act(() => rating.push({ average: null, count: 0 }));
    act(() => reviews.push([]));
    expect(screen.getByRole('heading', { level: 1, name: 'A student' })).toBeTruthy();
    expect(screen.getAllByText('No reviews yet')).toHaveLength(2);
  });

  it('says no one is there for an unknown person or a link without one', () => {
    const { profile } = renderPage();
    act(() => profile.push(null));
    expect(screen.getByRole('heading', { name: 'Person not found' })).toBeTruthy();
    cleanup();
    const { port } = renderPage(null);
    expect(screen.getByRole('heading', { name: 'Person not found' })).toBeTruthy();
    expect(port.watchPublicProfile).not.toHaveBeenCalled();
  });
});

describe("a person's public profile in Hindi (decision 071)", () => {
  it('names a person without a name as shared does, in English', () => {
    for (const role of ['student', 'seller', 'admin'] as const)
      expect(translate('en', `people.name.${role}`)).toBe(shownName({ name: '', role }));
  });

  it('says everything of ours in Hindi, their name and reviews as written', async () => {
    await showIn('hi');
    try {
      const { profile, rating, reviews, person } = renderPage();
      act(() => profile.push({ name: '', role: 'seller', since: Date.UTC(2026, 0, 5), verified: false }));
      act(() => rating.push({ average: null, count: 0 }));
      act(() => reviews.push([review('r1', 4, 'Great work', Date.UTC(2026, 1, 1))]));
      act(() => person('student-r1').push(null));
      expect(await screen.findByRole('heading', { name: 'एक विक्रेता' })).toBeTruthy();
      expect(screen.getByRole('img', { name: '5 में से 4 सितारे' })).toBeTruthy();
      expect(screen.getByText(/एक छात्र द्वारा/)).toBeTruthy();
      const page = screen.getByRole('region');
      const latin = (page.textContent!.match(/[A-Za-z]+/g) ?? []).filter((word) => !['Great', 'work'].includes(word));
      expect(latin).toEqual([]);
    } finally {
      await showIn('en');
    }
  });
});
