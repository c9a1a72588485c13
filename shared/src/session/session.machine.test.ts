import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { isSessionLoading, sessionMachine, viewerOf, type SessionEvent } from './session.machine.ts';
import type { AuthUser, UserProfile } from './profile.ts';

const ana: AuthUser = { uid: 'ana-uid', email: 'ana@example.com', emailVerified: true };
const ben: AuthUser = { uid: 'ben-uid', email: 'ben@example.com', emailVerified: true };
const unverified: AuthUser = { uid: 'new-uid', email: 'new@example.com', emailVerified: false };
const anaProfile: UserProfile = { uid: ana.uid, email: ana.email, role: 'student', fullName: 'Ana Rao' };

interface Watch {
  uid: string;
  sendBack: (event: SessionEvent) => void;
  stopped: boolean;
}

/** A session whose auth and profile watches are callbacks that record each start and stop. */
function startSession() {
  const authWatches: { sendBack: (event: SessionEvent) => void; stopped: boolean }[] = [];
  const profileWatches: Watch[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        watchAuth: fromCallback<SessionEvent>(({ sendBack }) => {
          const watch = { sendBack, stopped: false };
          authWatches.push(watch);
          return () => {
            watch.stopped = true;
          };
        }),
        watchProfile: fromCallback<SessionEvent, { user: AuthUser }>(({ input, sendBack }) => {
          const watch: Watch = { uid: input.user.uid, sendBack, stopped: false };
          profileWatches.push(watch);
          return () => {
            watch.stopped = true;
          };
        }),
      },
    }),
  );
  actor.start();
  const lastProfileWatch = () => {
    const watch = profileWatches.at(-1);
    if (!watch) throw new Error('the profile watch was never started');
    return watch;
  };
  const authChanged = (user: AuthUser | null) => actor.send({ type: 'auth.changed', user });
  return { actor, authWatches, profileWatches, lastProfileWatch, authChanged };
}

describe('session machine: authentication', () => {
  it('is loading, as a visitor, until the auth state is known', () => {
    const { actor, profileWatches } = startSession();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loading');
    expect(isSessionLoading(snapshot)).toBe(true);
    expect(viewerOf(snapshot)).toBe('visitor');
    expect(profileWatches).toHaveLength(0);
  });

  it('listens to the auth watch it starts', () => {
    const { actor, authWatches } = startSession();
    expect(authWatches).toHaveLength(1);
    authWatches[0]!.sendBack({ type: 'auth.changed', user: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('keeps one auth watch running across sign-in, a change of user and sign-out', () => {
    const { authWatches, authChanged } = startSession();
    authChanged(ana);
    authChanged(ben);
    authChanged(null);
    authChanged(ana);
    // A restarted subscription re-reports the current user at once, which would loop forever.
    expect(authWatches).toHaveLength(1);
    expect(authWatches[0]!.stopped).toBe(false);
  });

  it('subscribes once to an auth watch that reports the current user on subscribe, as Firebase does', () => {
    let subscriptions = 0;
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          watchAuth: fromCallback<SessionEvent>(({ sendBack }) => {
            subscriptions += 1;
            // The cap only keeps a broken machine from looping forever inside this test.
            if (subscriptions <= 5) sendBack({ type: 'auth.changed', user: ana });
            return () => {};
          }),
        },
      }),
    );
    actor.start();
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(subscriptions).toBe(1);
  });

  it('treats no user as signed out', () => {
    const { actor, authChanged } = startSession();
    authChanged(null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(isSessionLoading(snapshot)).toBe(false);
    expect(viewerOf(snapshot)).toBe('visitor');
    expect(snapshot.context).toEqual({ user: null, profile: null });
  });

  it('treats an unverified user as signed out, with no user and no profile (SPEC 4)', () => {
    const { actor, authChanged, profileWatches } = startSession();
    authChanged(unverified);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(viewerOf(snapshot)).toBe('visitor');
    expect(isSessionLoading(snapshot)).toBe(false);
    expect(snapshot.context).toEqual({ user: null, profile: null });
    expect(profileWatches).toHaveLength(0);
  });

  it('signs a verified user in and starts watching their profile', () => {
    const { actor, authChanged, profileWatches } = startSession();
    authChanged(ana);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: 'loadingProfile' });
    expect(snapshot.context.user).toEqual(ana);
    expect(snapshot.context.profile).toBeNull();
    expect(isSessionLoading(snapshot)).toBe(true);
    expect(viewerOf(snapshot)).toBe('visitor');
    expect(profileWatches.map(({ uid }) => uid)).toEqual([ana.uid]);
  });
});

describe('session machine: the live profile', () => {
  const arrived: SessionEvent = { type: 'profile.changed', profile: anaProfile };
  const missing: SessionEvent = { type: 'profile.changed', profile: null };
  const failed: SessionEvent = { type: 'profile.failed' };

  /** The session once Ana has signed in and her profile watch has sent `events`, in turn. */
  function afterProfileWatch(...events: SessionEvent[]) {
    const { actor, authChanged, lastProfileWatch } = startSession();
    authChanged(ana);
    for (const event of events) lastProfileWatch().sendBack(event);
    return actor.getSnapshot();
  }

  it('is ready, as a member, when the profile arrives', () => {
    const snapshot = afterProfileWatch(arrived);
    expect(snapshot.value).toEqual({ signedIn: 'ready' });
    expect(snapshot.context.profile).toEqual(anaProfile);
    expect(isSessionLoading(snapshot)).toBe(false);
    expect(viewerOf(snapshot)).toBe('member');
  });

  it('has no profile when the document does not exist (SPEC 4)', () => {
    const snapshot = afterProfileWatch(missing);
    expect(snapshot.value).toEqual({ signedIn: 'noProfile' });
    expect(snapshot.context.profile).toBeNull();
    expect(snapshot.context.user).toEqual(ana);
    expect(isSessionLoading(snapshot)).toBe(false);
    expect(viewerOf(snapshot)).toBe('noProfile');
  });

  it('drops a profile that is deleted while watched', () => {
    const snapshot = afterProfileWatch(arrived, missing);
    expect(snapshot.value).toEqual({ signedIn: 'noProfile' });
    expect(snapshot.context.profile).toBeNull();
  });

  it('picks up a profile created after sign-in', () => {
    expect(viewerOf(afterProfileWatch(missing, arrived))).toBe('member');
  });

  it('ends loading silently when the profile watch fails (SPEC 8)', () => {
    const snapshot = afterProfileWatch(failed);
    expect(snapshot.value).toEqual({ signedIn: 'noProfile' });
    expect(isSessionLoading(snapshot)).toBe(false);
    expect(viewerOf(snapshot)).toBe('noProfile');
  });

  it('clears a loaded profile when the watch fails', () => {
    const snapshot = afterProfileWatch(arrived, failed);
    expect(snapshot.context.profile).toBeNull();
    expect(viewerOf(snapshot)).toBe('noProfile');
  });

  it('ignores profile events while signed out', () => {
    const { actor, authChanged } = startSession();
    authChanged(null);
    actor.send({ type: 'profile.changed', profile: anaProfile });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.profile).toBeNull();
  });
});

describe('session machine: signing out and switching users', () => {
  it('signs out, clears user and profile and stops the profile watch', () => {
    const { actor, authChanged, lastProfileWatch } = startSession();
    authChanged(ana);
    const watch = lastProfileWatch();
    watch.sendBack({ type: 'profile.changed', profile: anaProfile });
    authChanged(null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toEqual({ user: null, profile: null });
    expect(viewerOf(snapshot)).toBe('visitor');
    expect(watch.stopped).toBe(true);
  });

  it('signs out a user who turns out to be unverified and clears the profile', () => {
    const { actor, authChanged, lastProfileWatch } = startSession();
    authChanged(ana);
    lastProfileWatch().sendBack({ type: 'profile.changed', profile: anaProfile });
    authChanged({ ...ana, emailVerified: false });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toEqual({ user: null, profile: null });
    expect(lastProfileWatch().stopped).toBe(true);
  });

  it('restarts the profile watch for a different verified user and stops the old one', () => {
    const { actor, authChanged, profileWatches } = startSession();
    authChanged(ana);
    profileWatches[0]!.sendBack({ type: 'profile.changed', profile: anaProfile });
    authChanged(ben);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ signedIn: 'loadingProfile' });
    expect(snapshot.context.user).toEqual(ben);
    expect(snapshot.context.profile).toBeNull();
    expect(profileWatches.map(({ uid }) => uid)).toEqual([ana.uid, ben.uid]);
    expect(profileWatches[0]!.stopped).toBe(true);
    expect(profileWatches[1]!.stopped).toBe(false);
  });

  it("no longer hears the old user's profile watch", () => {
    const { actor, authChanged, profileWatches } = startSession();
    authChanged(ana);
    authChanged(ben);
    profileWatches[0]!.sendBack({ type: 'profile.changed', profile: anaProfile });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(actor.getSnapshot().context.profile).toBeNull();
  });

  it('starts a new profile watch when the user signs in again', () => {
    const { actor, authChanged, profileWatches } = startSession();
    authChanged(ana);
    authChanged(null);
    authChanged(ana);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'loadingProfile' });
    expect(profileWatches.map(({ uid, stopped }) => [uid, stopped])).toEqual([
      [ana.uid, true],
      [ana.uid, false],
    ]);
  });
});
