import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { chooseLocale, showIn, startInChosenLocale } from '../i18n/language-choice.ts';
import { LOCALE_KEY } from '../i18n/locale.ts';
import { NavigationContext, navigationInput, useNavigation } from './use-navigation.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const here = () => window.location.pathname + window.location.search;

/** The machine as the app hosts it, started at the browser's address. */
function Navigation({ children }: { children: ReactNode }) {
  return <NavigationContext.Provider options={{ input: navigationInput() }}>{children}</NavigationContext.Provider>;
}

/** The hook for a settled member, opened at `url` as a reload or a link would. */
function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderHook(() => useNavigation(false, 'member'), { wrapper: Navigation });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('useNavigation: the tracked order in the URL', () => {
  it('keeps /store?order={id} on reload and hands the order to the page', () => {
    const { result } = openAt('/store?order=o1');
    expect(result.current).toMatchObject({ page: 'store', order: 'o1' });
    expect(here()).toBe('/store?order=o1');
  });

  it('pushes opening and closing tracking, so back and forward open and close it', () => {
    const { result } = openAt('/dashboard');
    const before = window.history.length;
    act(() => result.current.navigate('dashboard', 'o1'));
    expect(here()).toBe('/dashboard?order=o1');
    act(() => result.current.navigate('dashboard'));
    expect(here()).toBe('/dashboard');
    expect(window.history.length).toBe(before + 2);
    // Opening and closing tracking stays where the page was scrolled; a new page starts at the top.
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => {
      window.history.replaceState(null, '', '/dashboard?order=o1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toMatchObject({ page: 'dashboard', order: 'o1' });
    act(() => {
      window.history.replaceState(null, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toMatchObject({ page: 'dashboard', order: null });
  });

  it('takes an id that could not be a document id out of the URL before anything reads it', () => {
    const { result } = openAt('/store?order=__x__');
    expect(result.current).toMatchObject({ page: 'store', order: null });
    expect(here()).toBe('/store');
  });

  it('drops the order on a page that does not track one', () => {
    const { result } = openAt('/profile?order=o1');
    expect(result.current).toMatchObject({ page: 'profile', order: null });
    expect(here()).toBe('/profile');
    act(() => result.current.navigate('support', 'o1'));
    expect(here()).toBe('/support');
    expect(window.scrollTo).toHaveBeenCalled();
  });
});

describe('useNavigation: the project opened on the dashboard', () => {
  it('keeps /dashboard?project={id} on reload, hands it to the page, and closing takes it out', () => {
    const { result } = openAt('/dashboard?project=p1');
    expect(result.current).toMatchObject({ page: 'dashboard', order: null, project: 'p1' });
    expect(here()).toBe('/dashboard?project=p1');
    act(() => result.current.navigate('dashboard'));
    expect(result.current).toMatchObject({ page: 'dashboard', project: null });
    expect(here()).toBe('/dashboard');
    act(() => result.current.navigate('dashboard', null, 'p2'));
    expect(here()).toBe('/dashboard?project=p2');
  });

  it('drops the project on another page', () => {
    const { result } = openAt('/profile?project=p1');
    expect(result.current).toMatchObject({ page: 'profile', project: null });
    expect(here()).toBe('/profile');
  });
});

describe("useNavigation: the person a profile shows, '/people/{uid}'", () => {
  it('keeps the person on reload, follows a link and back, and hands the person (not an order) to the page', () => {
    const { result } = openAt('/people/u1');
    expect(result.current).toMatchObject({ page: 'people', order: null, person: 'u1' });
    expect(here()).toBe('/people/u1');
    act(() => result.current.goTo({ page: 'people', order: null, person: 'u2' }));
    expect(here()).toBe('/people/u2');
    act(() => {
      window.history.replaceState(null, '', '/people/u3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toMatchObject({ page: 'people', person: 'u3' });
    act(() => result.current.navigate('store'));
    expect(result.current).toMatchObject({ page: 'store', person: null });
    expect(here()).toBe('/store');
  });

  it('goes where an in-app link points, with its order or project', () => {
    const { result } = openAt('/store');
    act(() => result.current.goTo({ page: 'dashboard', order: null, project: 'p1' }));
    expect(here()).toBe('/dashboard?project=p1');
  });
});

describe('useNavigation: the address in the shown language (decision 065)', () => {
  afterEach(async () => {
    localStorage.clear();
    await act(() => showIn('en'));
  });

  /** As a visitor, on a page with a Hindi address. */
  const visitAt = (url: string) => {
    window.history.replaceState(null, '', url);
    return renderHook(() => useNavigation(false, 'visitor'), { wrapper: Navigation });
  };

  it('moves a listing page to its Hindi address when Hindi is chosen, in place, and back', async () => {
    const { result } = visitAt('/store/p1');
    const before = window.history.length;
    await act(() => chooseLocale('hi'));
    expect(here()).toBe('/hi/store/p1');
    expect(result.current).toMatchObject({ page: 'store', listing: 'p1' });
    await act(() => chooseLocale('en'));
    expect(here()).toBe('/store/p1');
    // The same page in the other language: no new history entry, no jump to the top.
    expect(window.history.length).toBe(before);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('opens a Hindi address as its page, and keeps the pages in Hindi as the visitor moves on', async () => {
    await act(() => showIn('hi'));
    const { result } = visitAt('/hi/careers');
    expect(result.current.page).toBe('careers');
    expect(here()).toBe('/hi/careers');
    act(() => result.current.navigate('about'));
    expect(here()).toBe('/hi/about');
    act(() => result.current.navigate('terms'));
    expect(here()).toBe('/hi/terms');
    // The login has no Hindi address: it keeps its English one while Hindi is shown.
    act(() => result.current.navigate('login'));
    expect(here()).toBe('/login');
  });

  it('honours a remembered English over a Hindi address, moving to the English one', async () => {
    localStorage.setItem(LOCALE_KEY, 'en');
    window.history.replaceState(null, '', '/hi/store');
    await act(() => startInChosenLocale());
    visitAt('/hi/store');
    expect(here()).toBe('/store');
  });

  it('starts a Hindi address in Hindi when nothing was chosen, whatever the browser asks for', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-GB'] });
    window.history.replaceState(null, '', '/hi/about');
    await act(() => startInChosenLocale());
    visitAt('/hi/about');
    expect(here()).toBe('/hi/about');
    vi.unstubAllGlobals();
  });
});
