// With `npm run dev -- --inspect`'s flag, the inspector (lib/inspect.ts) hears the app's actors: here the
// navigation and session actors, as the app creates them, with a fake in place of Stately's window.
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fromCallback, type InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionMachine } from '@marketplace/shared/session/session.machine';

/** The app's modules as `npm run dev -- --inspect` loads them, with a fake in place of the browser inspector. */
async function loadWithInspector(flag: string) {
  vi.resetModules();
  vi.stubEnv('XSTATE_INSPECT', flag);
  const inspect = await import('../lib/inspect.ts');
  const received: InspectionEvent[] = [];
  inspect.attachInspector((event) => received.push(event));
  const { NavigationContext, navigationInput, useNavigation } = await import('./use-navigation.ts');
  const { SessionContext } = await import('../lib/contexts.ts');
  /** The navigation machine hosted as the app hosts it. */
  const Navigation = ({ children }: { children: ReactNode }) => (
    <NavigationContext.Provider options={{ input: navigationInput() }}>{children}</NavigationContext.Provider>
  );
  return { inspect, received, useNavigation, Navigation, SessionContext };
}

const eventTypes = (received: InspectionEvent[]) =>
  received.flatMap((event) => (event.type === '@xstate.event' ? [event.event.type] : []));

describe('the XState inspector hook-up', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('with the flag set, hands the navigation actor’s events to the inspector', async () => {
    const { received, useNavigation, Navigation } = await loadWithInspector('on');
    const { result, rerender } = renderHook(({ loading }) => useNavigation(loading, 'visitor'), {
      initialProps: { loading: true },
      wrapper: Navigation,
    });
    rerender({ loading: false });
    act(() => result.current.navigate('about'));

    expect(received.some((event) => event.type === '@xstate.actor')).toBe(true);
    expect(eventTypes(received)).toEqual(expect.arrayContaining(['viewer.resolved', 'page.go']));
  });

  it('with the flag set, hands the session actor’s events to the inspector, with its machine’s own', async () => {
    const { received, SessionContext } = await loadWithInspector('on');
    let signIn: (() => void) | undefined;
    const logic = sessionMachine.provide({
      actors: {
        watchAuth: fromCallback(({ sendBack }) => {
          signIn = () => sendBack({ type: 'auth.changed', user: null });
        }),
        watchProfile: fromCallback(() => {}),
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionContext.Provider logic={logic}>{children}</SessionContext.Provider>
    );
    render(<span />, { wrapper });
    act(() => signIn?.());

    expect(eventTypes(received)).toContain('auth.changed');
  });

  it('without the flag, gives actors no inspect option and the inspector nothing', async () => {
    const { inspect, received, useNavigation, Navigation } = await loadWithInspector('');
    expect(inspect.inspect).toBeUndefined();
    const { result } = renderHook(() => useNavigation(false, 'visitor'), { wrapper: Navigation });
    act(() => result.current.navigate('about'));
    expect(received).toEqual([]);
  });
});
