import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@marketplace/shared/api-error';
import type { Actor } from '@marketplace/shared/projects/project-actions';
import type { Project } from '@marketplace/shared/projects/project';
import { reviewTexts } from '@marketplace/shared/reviews/review-texts';
import type { Review } from '@marketplace/shared/reviews/review';
import { feed } from '../../lib/testing/feed.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { ProjectReview } from './project-review.tsx';
import type { ReviewsApi, ReviewsPort } from './reviews.port.ts';
import { aProject, fakeReviewsApi, fakeReviewsPort } from './test-ports.ts';
import { aReleasedProject, student, seller, otherSeller } from '../../lib/testing/a-project.ts';

afterEach(cleanup);

const released = aReleasedProject();

function renderDetail(project: Project, actor: Actor, { reviews, api }: { reviews: ReviewsPort; api: ReviewsApi }) {
  // In a dialog named for the project, as the project's detail shows it.
  render(
    <Dialog title={project.title} onClose={() => {}}>
      <ProjectReview project={project} actor={actor} reviews={reviews} api={api} />
    </Dialog>,
  );
  return screen.getByRole('dialog', { name: project.title });
}

function withOwnReview() {
  const own = feed<Review | null>();
  const reviews = fakeReviewsPort({ watchOwnReview: vi.fn(() => own.watch) });
  return { own, reviews, api: fakeReviewsApi() };
}

describe("the project detail's review", () => {
  it('lets the student leave 1–5 stars and a text once the payment is released, through the API', async () => {
    const fakes = withOwnReview();
    const { own, reviews, api } = fakes;
    const detail = renderDetail(released, student, fakes);
    act(() => own.push(null));
    fireEvent.click(within(detail).getByRole('button', { name: 'Leave a review' }));
    const group = within(detail).getByRole('group', { name: 'How was working with the seller?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(detail).getByLabelText('Your review (optional)'), { target: { value: 'Careful work' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Send review' }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({ projectId: released.id, stars: 4, text: 'Careful work' }),
    );
    expect(reviews.watchOwnReview).toHaveBeenCalledWith(released.id, student.uid);
  });

  it('asks for stars before sending anything', () => {
    const fakes = withOwnReview();
    const { own, api } = fakes;
    const detail = renderDetail(released, seller, fakes);
    act(() => own.push(null));
    fireEvent.click(within(detail).getByRole('button', { name: 'Leave a review' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Send review' }));
    expect(within(detail).getByText(reviewTexts.starsInvalid)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its words", async () => {
    const fakes = withOwnReview();
    const { own, api } = fakes;
    api.create.mockRejectedValue(new ApiError(reviewTexts.windowClosed, 409));
    const detail = renderDetail(released, student, fakes);
    act(() => own.push(null));
    fireEvent.click(within(detail).getByRole('button', { name: 'Leave a review' }));
    fireEvent.click(within(detail).getByRole('radio', { name: '5 stars' }));
    fireEvent.click(within(detail).getByRole('button', { name: 'Send review' }));
    expect(await within(detail).findByText(reviewTexts.windowClosed)).toBeTruthy();
  });

  it('shows their own review, and that it waits for the other party', () => {
    const fakes = withOwnReview();
    const { own } = fakes;
    const detail = renderDetail(released, student, fakes);
    act(() =>
      own.push({
        id: `${released.id}-student`,
        projectId: released.id,
        projectTitle: released.title,
        authorId: student.uid,
        authorRole: 'student',
        subjectId: seller.uid,
        stars: 3,
        text: 'Fine',
        createdAt: Date.now(),
        publishAt: Date.now() + 7 * 86_400_000,
        published: false,
        hidden: false,
        hiddenReason: null,
      }),
    );
    expect(within(detail).getByLabelText('3 out of 5 stars')).toBeTruthy();
    expect(within(detail).getByText(/Shown to others when both of you have reviewed/)).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Leave a review' })).toBeNull();
  });

  it.each([
    [
      'a project still funded',
      aProject({ status: 'Completed', paymentStatus: 'Funded', sellerId: seller.uid }),
      student,
    ],
    ['another seller', released, otherSeller],
  ])('offers nothing for %s', (_, project, actor) => {
    const fakes = withOwnReview();
    const detail = renderDetail(project, actor, fakes);
    expect(within(detail).queryByText(/Your review of/)).toBeNull();
    expect(fakes.reviews.watchOwnReview).not.toHaveBeenCalled();
  });
});
