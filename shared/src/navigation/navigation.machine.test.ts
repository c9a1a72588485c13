import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { navigationMachine, type NavigationEvent } from './navigation.machine.ts';
import type { Page, Viewer } from './pages.ts';

type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;

function start(initialPage: Page): NavigationSnapshot {
  return initialTransition(navigationMachine, { initialPage })[0];
}

function run(snapshot: NavigationSnapshot, ...events: NavigationEvent[]): NavigationSnapshot {
  return events.reduce((current, event) => transition(navigationMachine, current, event)[0], snapshot);
}

const resolved = (viewer: Viewer): NavigationEvent => ({ type: 'viewer.resolved', viewer });
const go = (page: Page): NavigationEvent => ({ type: 'page.go', page });

/** Settled on `viewer`, currently showing `page` (which the viewer must be allowed to see). */
function settledOn(viewer: Viewer, page: Page): NavigationSnapshot {
  const snapshot = run(start(page), resolved(viewer));
  expect(snapshot.context.page).toBe(page);
  return snapshot;
}

describe('navigation machine: before the session settles', () => {
  it('waits for the session', () => {
    const snapshot = start('store');
    expect(snapshot.value).toBe('waitingForSession');
    expect(run(snapshot, go('about')).value).toBe('waitingForSession');
  });

  it('remembers a page asked for while waiting and shows it once the viewer may see it', () => {
    const snapshot = run(start('home'), go('profile'), resolved('member'));
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.page).toBe('profile');
  });

  it('uses the last page asked for while waiting', () => {
    expect(run(start('home'), go('profile'), go('store'), resolved('member')).context.page).toBe('store');
  });

  it('keeps the page from the URL on reload when the viewer may see it', () => {
    expect(run(start('profile'), resolved('member')).context.page).toBe('profile');
    expect(run(start('careers'), resolved('visitor')).context.page).toBe('careers');
    expect(run(start('terms'), resolved('noProfile')).context.page).toBe('terms');
  });

  it("falls back to the viewer's default when the URL page is not allowed", () => {
    expect(run(start('profile'), resolved('visitor')).context.page).toBe('home');
    expect(run(start('login'), resolved('member')).context.page).toBe('dashboard');
    expect(run(start('dashboard'), resolved('noProfile')).context.page).toBe('home');
    expect(run(start('home'), go('dashboard'), resolved('visitor')).context.page).toBe('home');
  });

  it('records the viewer it settled on', () => {
    expect(run(start('home'), resolved('noProfile')).context.viewer).toBe('noProfile');
  });
});

describe('navigation machine: after the session settles', () => {
  it('lands on dashboard when a visitor signs in (SPEC 2)', () => {
    const snapshot = run(settledOn('visitor', 'store'), resolved('member'));
    expect(snapshot.context.page).toBe('dashboard');
    expect(snapshot.context.viewer).toBe('member');
  });

  it('lands on dashboard when a profile appears for a signed-in person', () => {
    expect(run(settledOn('noProfile', 'about'), resolved('member')).context.page).toBe('dashboard');
  });

  it('lands on home when a member signs out (SPEC 2)', () => {
    const snapshot = run(settledOn('member', 'store'), resolved('visitor'));
    expect(snapshot.context.page).toBe('home');
    expect(snapshot.context.viewer).toBe('visitor');
  });

  it('lands on home when a member loses their profile', () => {
    expect(run(settledOn('member', 'support'), resolved('noProfile')).context.page).toBe('home');
  });

  it('keeps the page when the same viewer is reported again', () => {
    expect(run(settledOn('member', 'store'), resolved('member')).context.page).toBe('store');
    expect(run(settledOn('visitor', 'careers'), resolved('visitor')).context.page).toBe('careers');
    expect(run(settledOn('noProfile', 'privacy'), resolved('noProfile')).context.page).toBe('privacy');
  });

  it('goes to an allowed page', () => {
    expect(run(settledOn('member', 'dashboard'), go('profile')).context.page).toBe('profile');
    expect(run(settledOn('visitor', 'home'), go('login')).context.page).toBe('login');
  });

  it('resolves a forbidden page to the default', () => {
    expect(run(settledOn('member', 'store'), go('login')).context.page).toBe('dashboard');
    expect(run(settledOn('visitor', 'store'), go('profile')).context.page).toBe('home');
    expect(run(settledOn('noProfile', 'store'), go('signup')).context.page).toBe('home');
    expect(run(settledOn('noProfile', 'store'), go('dashboard')).context.page).toBe('home');
  });
});
