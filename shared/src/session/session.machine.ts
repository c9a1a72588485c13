// SPEC 4 'Session': who is signed in, and their live profile.
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import type { AuthUser, UserProfile } from './profile.ts';
import type { Viewer } from '../navigation/pages.ts';

export type SessionEvent =
  | { type: 'auth.changed'; user: AuthUser | null }
  | { type: 'profile.changed'; profile: UserProfile | null }
  | { type: 'profile.failed' };

export interface SessionContext {
  user: AuthUser | null;
  profile: UserProfile | null;
}

const signInOrOut = [
  { guard: 'isVerifiedUser', target: 'signedIn', actions: 'setUser' },
  { target: 'signedOut', actions: 'clearSession' },
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    // Real effects are provided at the composition root; these defaults report nothing.
    watchAuth: fromCallback<SessionEvent>(() => () => {}),
    watchProfile: fromCallback<SessionEvent, { user: AuthUser }>(() => () => {}),
  },
  guards: {
    // SPEC 4: a person counts as signed in only when the provider reports the email verified.
    isVerifiedUser: ({ event }) => event.type === 'auth.changed' && event.user?.emailVerified === true,
    isSameVerifiedUser: ({ context, event }) =>
      event.type === 'auth.changed' && event.user?.emailVerified === true && event.user.uid === context.user?.uid,
    hasProfile: ({ event }) => event.type === 'profile.changed' && event.profile !== null,
  },
  actions: {
    setUser: assign({
      user: ({ event }) => (event.type === 'auth.changed' ? event.user : null),
      profile: null,
    }),
    clearSession: assign({ user: null, profile: null }),
    setProfile: assign({
      profile: ({ event }) => (event.type === 'profile.changed' ? event.profile : null),
    }),
    clearProfile: assign({ profile: null }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, profile: null },
  invoke: { src: 'watchAuth' },
  initial: 'loading',
  states: {
    loading: { on: { 'auth.changed': signInOrOut } },
    signedOut: { on: { 'auth.changed': signInOrOut } },
    signedIn: {
      invoke: { src: 'watchProfile', input: ({ context }) => ({ user: context.user! }) },
      initial: 'loadingProfile',
      on: {
        'auth.changed': [
          { guard: 'isSameVerifiedUser' },
          // Re-entering signedIn (not the root, whose auth watch must keep running) restarts the profile watch.
          { guard: 'isVerifiedUser', target: 'signedIn', reenter: true, actions: 'setUser' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        'profile.changed': [
          { guard: 'hasProfile', target: '.ready', actions: 'setProfile' },
          { target: '.noProfile', actions: 'clearProfile' },
        ],
        // SPEC 8: a profile subscription error ends loading silently.
        'profile.failed': { target: '.noProfile', actions: 'clearProfile' },
      },
      states: {
        loadingProfile: {},
        ready: {},
        noProfile: {},
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function isSessionLoading(snapshot: SessionSnapshot): boolean {
  return snapshot.matches('loading') || snapshot.matches({ signedIn: 'loadingProfile' });
}

export function viewerOf(snapshot: SessionSnapshot): Viewer {
  if (snapshot.matches({ signedIn: 'ready' })) return 'member';
  if (snapshot.matches({ signedIn: 'noProfile' })) return 'noProfile';
  return 'visitor';
}
