import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { texts } from '@marketplace/shared/texts';
import type { UserProfile } from '@marketplace/shared/session/profile';
import { showIn, translate } from '../../i18n/i18n.ts';
import { readyLogic } from '../../lib/lazy-logic.ts';
import { profileLogic } from './profile-logic.ts';
import { ProfilePage } from './profile-page.tsx';
import type { ProfilePort } from './profile.port.ts';

afterEach(cleanup);

const stored: UserProfile = {
  uid: 'u1',
  email: 'student@example.com',
  role: 'student',
  fullName: 'Asha',
};

function setup() {
  const port: ProfilePort = { saveField: vi.fn(async () => {}) };
  const logic = readyLogic(profileLogic(port));
  const page = (profile: UserProfile) => <ProfilePage profile={profile} logic={logic} />;
  return { port, page, view: render(page(stored)) };
}

describe('ProfilePage', () => {
  it('writes only the trimmed name, to this person’s profile, then shows what the live profile stored', async () => {
    const { port, page, view } = setup();
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  Asha Verma  ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);

    expect(await screen.findByText(texts.profile.fullNameSaved)).toBeTruthy();
    expect(port.saveField).toHaveBeenCalledTimes(1);
    expect(port.saveField).toHaveBeenCalledWith('u1', 'fullName', 'Asha Verma');

    view.rerender(page({ ...stored, fullName: 'Asha Verma' }));
    expect(name.value).toBe('Asha Verma');
  });

  it('writes nothing for an invalid phone and shows SPEC’s message', async () => {
    const { port } = setup();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12345' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect((await screen.findByRole('alert')).textContent).toBe(texts.profile.invalidPhone);
    expect(port.saveField).not.toHaveBeenCalled();
  });

  it('shows the email choices composed in by the app as the last card of its column', () => {
    const port: ProfilePort = { saveField: vi.fn(async () => {}) };
    render(
      <ProfilePage
        profile={stored}
        logic={readyLogic(profileLogic(port))}
        settings={<section aria-label="Email choices">…</section>}
      />,
    );
    const page = screen.getByRole('region', { name: texts.profile.title });
    expect(page.lastElementChild).toBe(screen.getByRole('region', { name: 'Email choices' }));
  });
});

describe('ProfilePage in Hindi (decision 071)', () => {
  it("keeps SPEC's English for the title and the address's buttons", () => {
    for (const [key, text] of [
      ['profile.title', texts.profile.title],
      ['profile.noAddress', texts.profile.noAddress],
      ['profile.addAddress', texts.profile.addAddress],
      ['profile.changeAddress', texts.profile.changeAddress],
      ['profile.saveAddress', texts.profile.saveAddress],
      ['profile.cancel', texts.profile.cancel],
    ] as const)
      expect(translate('en', key), key).toBe(text);
    expect(translate('en', 'profile.failed.phone', { reason: 'offline' })).toBe(
      `${texts.profile.phoneSaveFailedPrefix}offline`,
    );
  });

  it("says its fields and SPEC's notices in Hindi, with no English of ours left", async () => {
    await showIn('hi');
    try {
      const port: ProfilePort = { saveField: vi.fn(async () => {}) };
      const { container } = render(<ProfilePage profile={stored} logic={readyLogic(profileLogic(port))} />);
      expect(await screen.findByRole('heading', { name: 'आपकी प्रोफ़ाइल' })).toBeTruthy();
      fireEvent.change(screen.getByLabelText('फ़ोन नंबर'), { target: { value: '12345' } });
      fireEvent.click(screen.getAllByRole('button', { name: 'सहेजें' })[1]!);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'कृपया देश के कोड के साथ सही फ़ोन नंबर लिखें (जैसे, +919876543210)।',
      );
      const latin = (container.textContent!.match(/[A-Za-z]+/g) ?? []).filter(
        (word) => !['Asha', 'student', 'example', 'com'].includes(word),
      );
      expect(latin).toEqual([]);
      expect(screen.getByText('छात्र')).toBeTruthy();
    } finally {
      await showIn('en');
    }
  });
});
