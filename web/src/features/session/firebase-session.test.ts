import type { Auth, User } from 'firebase/auth';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@marketplace/shared/session/profile';
import { PERSISTED_USER_PREFIX } from '../../lib/persisted-user.ts';
import { firebaseSession } from './firebase-session.ts';
import type { ProfileDocumentsPort } from './session.port.ts';

// This file replaces a module, and a worker's modules serve every file it runs (decision 085): it loads them afresh
// before its imports, so they see the replacement, and after its tests puts the real one back and has them loaded
// afresh again for the next file.
vi.hoisted(() => vi.resetModules());
// Auth's listener, as Firebase calls it: the test says who is signed in.
const authListeners = vi.hoisted(() => new Set<(user: Partial<User> | null) => void>());
vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, onNext: (user: Partial<User> | null) => void) => {
    authListeners.add(onNext);
    return () => authListeners.delete(onNext);
  },
}));

const profiles = {} as ProfileDocumentsPort;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Auth's chunk, the person's first move and the first request for Auth, each made to happen by the test. */
function lazyAuth() {
  let act!: () => void;
  let request!: () => void;
  const acted = new Promise<void>((resolve) => (act = resolve));
  const authRequested = new Promise<void>((resolve) => (request = resolve));
  const auth = vi.fn(() => Promise.resolve({} as Auth));
  return { services: { auth, authRequested, activity: () => acted }, act, request, auth };
}

function watch(services: ReturnType<typeof lazyAuth>['services']) {
  const seen: (AuthUser | null)[] = [];
  const stop = firebaseSession(services, profiles).watchAuth()(
    (user) => seen.push(user),
    (error) => {
      throw error;
    },
  );
  return { seen, stop };
}

afterEach(() => {
  localStorage.clear();
  authListeners.clear();
});

describe('the session on Firebase Auth (Auth is not part of a visitor’s first load)', () => {
  it('reports a visitor signed out at once, and loads Auth only when they act', async () => {
    const lazy = lazyAuth();
    const { seen } = watch(lazy.services);
    expect(seen).toEqual([null]);
    await settle();
    expect(lazy.auth).not.toHaveBeenCalled();

    lazy.act();
    await settle();
    expect(lazy.auth).toHaveBeenCalledTimes(1);
    authListeners.forEach((listener) => listener({ uid: 'u1', email: 'a@example.com', emailVerified: true }));
    expect(seen).toEqual([null, { uid: 'u1', email: 'a@example.com', emailVerified: true }]);
  });

  it('follows Auth as soon as something else asks for it (a sign-in form in use)', async () => {
    const lazy = lazyAuth();
    watch(lazy.services);
    lazy.request();
    await settle();
    expect(authListeners.size).toBe(1);
  });

  it('watches at once, without reporting a visitor, when this browser keeps a signed-in user', async () => {
    localStorage.setItem(`${PERSISTED_USER_PREFIX}key:[DEFAULT]`, '{}');
    const lazy = lazyAuth();
    const { seen } = watch(lazy.services);
    await settle();
    expect(seen).toEqual([]);
    expect(lazy.auth).toHaveBeenCalledTimes(1);
    expect(authListeners.size).toBe(1);
  });

  it('subscribes to nothing when stopped before Auth arrives, and unsubscribes after', async () => {
    const early = lazyAuth();
    watch(early.services).stop();
    early.act();
    await settle();
    expect(authListeners.size).toBe(0);

    const late = lazyAuth();
    const { stop } = watch(late.services);
    late.act();
    await settle();
    expect(authListeners.size).toBe(1);
    stop();
    expect(authListeners.size).toBe(0);
  });
});

afterAll(() => {
  vi.doUnmock('firebase/auth');
  vi.resetModules();
});
