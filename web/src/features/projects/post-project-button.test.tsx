import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { texts } from '@marketplace/shared/texts';
import { PostProjectButton } from './post-project-button.tsx';
import { fakeProjectsApi } from './test-ports.ts';

afterEach(cleanup);

const student: UserProfile = {
  uid: 'student-1',
  email: 'student@example.com',
  role: 'student',
  address: '12 MG Road, Indore',
};
const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
const pad = (n: number) => String(n).padStart(2, '0');
const tomorrowValue = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;

function openAndFill(api = fakeProjectsApi()) {
  render(<PostProjectButton profile={student} api={api} />);
  fireEvent.click(screen.getByRole('button', { name: 'Post Project' }));
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Title *', 'Line follower robot');
  type('Description *', 'Follows a black line.');
  type('Deadline *', tomorrowValue);
  type('Budget (₹) *', '2500');
  fireEvent.click(screen.getByRole('dialog').querySelector('button[type="submit"]')!);
  return api;
}

describe('PostProjectButton', () => {
  it('opens the form, writes the project as the student and closes', async () => {
    const api = openAndFill();
    expect(screen.getByRole('dialog', { name: 'Post a New Project' })).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // As the signed-in student: the API takes who it is from their token.
    expect(api.post).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Line follower robot', budget: 2500, deliveryAddress: '12 MG Road, Indore' }),
    );
  });

  it("says SPEC 8's create failure, with the permission text when the database refused", async () => {
    openAndFill(
      fakeProjectsApi({
        post: vi.fn(async () => {
          throw Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
        }),
      }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      `${texts.projects.createFailed} ${texts.auth.permissionDenied}`,
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
