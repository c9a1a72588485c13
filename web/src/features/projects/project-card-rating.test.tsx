import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { Rating } from '@marketplace/shared/reviews/rating';
import { feed } from '../../lib/testing/feed.ts';
import { ProjectCard } from './project-card.tsx';
import { aReleasedProject, student, seller } from '../../lib/testing/a-project.ts';

afterEach(cleanup);

const released = aReleasedProject();

/** A released project's card, its seller's rating fed by the test. */
function renderCard() {
  const rating = feed<Rating>();
  const ratings = { watchRating: vi.fn((_uid: string) => rating.watch) };
  render(
    <ProjectCard project={released} viewer={student} now={Date.now()} unread={0} onOpen={() => {}} ratings={ratings} />,
  );
  return { rating, ratings };
}

describe("a card's seller rating", () => {
  it("shows the seller's average and count, from the server's shards", () => {
    const { rating, ratings } = renderCard();
    act(() => rating.push({ average: 4.5, count: 12 }));
    expect(screen.getByText('★ 4.5 (12)')).toBeTruthy();
    expect(ratings.watchRating).toHaveBeenCalledWith(seller.uid);
    // The rating opens the seller's public profile.
    const link = screen.getByRole('link', { name: "★ 4.5 (12), the seller's rating from 12 reviews: their profile" });
    expect(link.getAttribute('href')).toBe(`/people/${seller.uid}`);
  });

  it("shows no stars before the first review, only a link to the seller's profile", () => {
    const { rating } = renderCard();
    act(() => rating.push({ average: null, count: 0 }));
    expect(screen.queryByText(/★/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Seller profile' }).getAttribute('href')).toBe(`/people/${seller.uid}`);
  });
});
