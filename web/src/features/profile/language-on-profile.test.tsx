// A signed-in member's language reaches their profile (decision 072): the switch saves it, a profile without one
// takes Hindi in use, a browser that never chose shows the profile's, and nothing is written without a profile.
import type { SiteLanguage } from '@marketplace/shared/navigation/site-language';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wantedLocale } from '../../i18n/i18n.ts';
import { showIn } from '../../i18n/language-choice.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { LOCALE_KEY } from '../../i18n/locale.ts';
import { useLanguageOnProfile } from './language-on-profile.ts';
import type { LanguagePort } from './profile.port.ts';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(() => showIn('en'));
});

function Member({
  uid,
  saved,
  port,
}: {
  uid: string | null;
  saved: SiteLanguage | undefined | null;
  port: LanguagePort;
}) {
  useLanguageOnProfile(uid, saved, port);
  return <LanguageSwitch />;
}

const portOf = () => ({ saveLanguage: vi.fn<LanguagePort['saveLanguage']>(async () => {}) });

describe("the member's language on their profile", () => {
  it('saves each switch to the profile, and English again when switched back', async () => {
    const port = portOf();
    const { rerender } = render(<Member uid="alice" saved="en" port={port} />);
    expect(port.saveLanguage).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' })));
    expect(port.saveLanguage).toHaveBeenCalledExactlyOnceWith('alice', 'hi');
    // The profile's watch then brings the saved language back.
    rerender(<Member uid="alice" saved="hi" port={port} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(port.saveLanguage).toHaveBeenLastCalledWith('alice', 'en');
    expect(port.saveLanguage).toHaveBeenCalledTimes(2);
  });

  it('writes nothing when the choice is the one saved, or English on a profile without one (read as English)', async () => {
    const port = portOf();
    const { rerender } = render(<Member uid="alice" saved={undefined} port={port} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    rerender(<Member uid="alice" saved="en" port={port} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(port.saveLanguage).not.toHaveBeenCalled();
  });

  it('saves nothing without a profile the member may write (signed out, loading, suspended)', async () => {
    const port = portOf();
    render(<Member uid={null} saved={null} port={port} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' })));
    cleanup();
    render(<Member uid="alice" saved={null} port={port} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'English' })));
    expect(port.saveLanguage).not.toHaveBeenCalled();
  });

  it('gives a profile without a language the Hindi in use when the member signs in', async () => {
    await act(() => showIn('hi'));
    const port = portOf();
    render(<Member uid="alice" saved={undefined} port={port} />);
    expect(port.saveLanguage).toHaveBeenCalledExactlyOnceWith('alice', 'hi');
  });

  it("shows the profile's language on a browser that never chose one, and remembers it; a choice made here wins", async () => {
    const port = portOf();
    render(<Member uid="alice" saved="hi" port={port} />);
    expect(await screen.findByRole('button', { name: 'हिन्दी', pressed: true })).toBeTruthy();
    expect(wantedLocale()).toBe('hi');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('hi');
    expect(port.saveLanguage).not.toHaveBeenCalled();
    cleanup();

    localStorage.setItem(LOCALE_KEY, 'en');
    await act(() => showIn('en'));
    render(<Member uid="bob" saved="hi" port={port} />);
    await act(async () => {});
    expect(wantedLocale()).toBe('en');
    expect(port.saveLanguage).not.toHaveBeenCalled();
  });
});
