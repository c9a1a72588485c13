import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { FirebaseContext } from '../../lib/contexts.ts';
import type { FirebaseServices } from '../../lib/firebase.ts';
import { ProfilePage } from './profile-page.tsx';

// The page writes through updateDoc; the document reference itself is not under test.
const updateDoc = vi.hoisted(() => vi.fn(async (_ref: unknown, _patch: unknown) => {}));
vi.mock('firebase/firestore', () => ({ updateDoc, doc: (_db: unknown, path: string) => ({ path }) }));

afterEach(cleanup);
beforeEach(() => updateDoc.mockClear());

const stored: UserProfile = {
  uid: 'u1',
  email: 'student@example.com',
  role: 'student',
  fullName: 'Asha',
};

function page(profile: UserProfile) {
  return (
    <FirebaseContext.Provider value={{ db: {} } as FirebaseServices}>
      <ProfilePage profile={profile} />
    </FirebaseContext.Provider>
  );
}

describe('ProfilePage', () => {
  it('writes only the trimmed name, then shows what the live profile stored', async () => {
    const view = render(page(stored));
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  Asha Verma  ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

    expect(await screen.findByText(texts.profile.fullNameSaved)).toBeTruthy();
    expect(updateDoc).toHaveBeenCalledTimes(1);
    expect(updateDoc.mock.calls[0]![1]).toEqual({ fullName: 'Asha Verma' });

    view.rerender(page({ ...stored, fullName: 'Asha Verma' }));
    expect(name.value).toBe('Asha Verma');
  });

  it('writes nothing for an invalid phone and shows SPEC’s message', async () => {
    render(page(stored));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12345' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.profile.invalidPhone);
    expect(updateDoc).not.toHaveBeenCalled();
  });
});
