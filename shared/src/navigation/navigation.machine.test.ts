import { describe, expect, it } from 'vitest';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { navigationMachine, type NavigationEvent } from './navigation.machine.ts';
import type { Page, Viewer } from './pages.ts';

type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>;

function start(initialPage: Page, initialOrder: string | null = null): NavigationSnapshot {
  return initialTransition(navigationMachine, { initialPage, initialOrder })[0];
}

function run(snapshot: NavigationSnapshot, ...events: NavigationEvent[]): NavigationSnapshot {
  return events.reduce((current, event) => transition(navigationMachine, current, event)[0], snapshot);
}

const resolved = (viewer: Viewer): NavigationEvent => ({ type: 'viewer.resolved', viewer });
const go = (page: Page, order?: string | null): NavigationEvent => ({ type: 'page.go', page, order });
const shown = ({ context }: NavigationSnapshot) => ({ page: context.page, order: context.order });

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

  it("falls back to the viewer's default when the URL page is not allowed, and asks a visitor to sign in for a member's", () => {
    expect(run(start('login'), resolved('member')).context.page).toBe('dashboard');
    expect(run(start('dashboard'), resolved('noProfile')).context.page).toBe('home');
    expect(run(start('profile'), resolved('visitor')).context.page).toBe('login');
    expect(run(start('home'), go('dashboard'), resolved('visitor')).context.page).toBe('login');
  });

  it('records the viewer it settled on', () => {
    expect(run(start('home'), resolved('noProfile')).context.viewer).toBe('noProfile');
  });
});

describe('navigation machine: after the session settles', () => {
  it.each<{ when: string; was: Viewer; on: Page; now: Viewer; to: Page }>([
    { when: 'a visitor signs in (SPEC 2)', was: 'visitor', on: 'store', now: 'member', to: 'dashboard' },
    { when: 'a profile appears for a signed-in person', was: 'noProfile', on: 'about', now: 'member', to: 'dashboard' },
    { when: 'a member signs out (SPEC 2)', was: 'member', on: 'store', now: 'visitor', to: 'home' },
    { when: 'a member loses their profile', was: 'member', on: 'support', now: 'noProfile', to: 'home' },
  ])('lands on $to when $when', ({ was, on, now, to }) => {
    const snapshot = run(settledOn(was, on), resolved(now));
    expect(snapshot.context.page).toBe(to);
    expect(snapshot.context.viewer).toBe(now);
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
    expect(run(settledOn('visitor', 'store'), go('profile')).context.page).toBe('login');
    expect(run(settledOn('noProfile', 'store'), go('signup')).context.page).toBe('home');
    expect(run(settledOn('noProfile', 'store'), go('dashboard')).context.page).toBe('home');
  });
});

describe('navigation machine: the order tracked on a page', () => {
  it('keeps the order from the URL on reload for a member on the store or the dashboard', () => {
    expect(shown(run(start('store', 'o1'), resolved('member')))).toEqual({ page: 'store', order: 'o1' });
    expect(shown(run(start('dashboard', 'o1'), resolved('member')))).toEqual({ page: 'dashboard', order: 'o1' });
  });

  it('keeps it for a visitor on the store (the page says it is not theirs to see)', () => {
    expect(shown(run(start('store', 'o1'), resolved('visitor')))).toEqual({ page: 'store', order: 'o1' });
  });

  it("asks a visitor to sign in for an order's tracking on the dashboard (a notification's), and opens it once they have", () => {
    const asked = run(start('dashboard', 'o1'), resolved('visitor'));
    expect(shown(asked)).toEqual({ page: 'login', order: null });
    expect(shown(run(asked, resolved('member')))).toEqual({ page: 'dashboard', order: 'o1' });
  });

  it('remembers the order asked for while waiting', () => {
    expect(shown(run(start('home'), go('store', 'o2'), resolved('member')))).toEqual({ page: 'store', order: 'o2' });
    expect(shown(run(start('store', 'o1'), go('store'), resolved('member')))).toEqual({ page: 'store', order: null });
  });

  it('opens and closes tracking on the page, and drops the order on other pages', () => {
    const tracking = run(settledOn('member', 'store'), go('store', 'o1'));
    expect(shown(tracking)).toEqual({ page: 'store', order: 'o1' });
    expect(shown(run(tracking, go('store')))).toEqual({ page: 'store', order: null });
    expect(shown(run(tracking, go('profile')))).toEqual({ page: 'profile', order: null });
    expect(shown(run(tracking, go('support', 'o1')))).toEqual({ page: 'support', order: null });
    expect(shown(run(tracking, go('login', 'o1')))).toEqual({ page: 'dashboard', order: null });
  });

  it('never holds an id that could not be a document id', () => {
    expect(start('store', '__x__').context.order).toBeNull();
    expect(shown(run(start('store', 'a/b'), resolved('member')))).toEqual({ page: 'store', order: null });
    expect(shown(run(settledOn('member', 'store'), go('store', '..')))).toEqual({ page: 'store', order: null });
  });

  it('drops the order when the viewer changes (SPEC 2: sign-in lands on dashboard, sign-out on home)', () => {
    expect(shown(run(start('store', 'o1'), resolved('visitor'), resolved('member')))).toEqual({
      page: 'dashboard',
      order: null,
    });
    expect(shown(run(settledOn('member', 'dashboard'), go('dashboard', 'o1'), resolved('visitor')))).toEqual({
      page: 'home',
      order: null,
    });
  });
});

describe('navigation machine: the person a profile shows', () => {
  const person = ({ context }: NavigationSnapshot) => ({ page: context.page, person: context.person });
  const toPerson = (uid: string | null): NavigationEvent => ({ type: 'page.go', page: 'people', person: uid });

  it('keeps the person from the URL for anyone, and the one asked for while waiting', () => {
    const reloaded = initialTransition(navigationMachine, { initialPage: 'people', initialPerson: 'u1' })[0];
    for (const viewer of ['visitor', 'noProfile', 'member'] as const)
      expect(person(run(reloaded, resolved(viewer)))).toEqual({ page: 'people', person: 'u1' });
    expect(person(run(start('home'), toPerson('u2'), resolved('member')))).toEqual({ page: 'people', person: 'u2' });
  });

  it('moves between profiles, drops the person on other pages, and never takes an order for one', () => {
    const onProfile = run(settledOn('member', 'store'), toPerson('u1'));
    expect(person(onProfile)).toEqual({ page: 'people', person: 'u1' });
    expect(person(run(onProfile, toPerson('u2')))).toEqual({ page: 'people', person: 'u2' });
    expect(person(run(onProfile, { type: 'page.go', page: 'store', person: 'u1' }))).toEqual({
      page: 'store',
      person: null,
    });
    const byOrder = run(onProfile, { type: 'page.go', page: 'people', order: 'u3' });
    expect(byOrder.context).toMatchObject({ page: 'people', order: null, person: null });
  });

  it('drops an impossible uid and the person when the viewer changes', () => {
    expect(person(run(settledOn('visitor', 'home'), toPerson('a/b')))).toEqual({ page: 'people', person: null });
    const onProfile = run(settledOn('visitor', 'home'), toPerson('u1'));
    expect(person(run(onProfile, resolved('member')))).toEqual({ page: 'dashboard', person: null });
  });
});

describe("navigation machine: a member's link opened signed out", () => {
  const at = ({ context }: NavigationSnapshot) => ({
    page: context.page,
    order: context.order,
    project: context.project,
  });
  const linked = () => initialTransition(navigationMachine, { initialPage: 'dashboard', initialProject: 'p1' })[0];

  it("asks to sign in, then opens the project the link pointed at (an email's /dashboard?project=p1)", () => {
    const asked = run(linked(), resolved('visitor'));
    expect(at(asked)).toEqual({ page: 'login', order: null, project: null });
    expect(at(run(asked, resolved('member')))).toEqual({ page: 'dashboard', order: null, project: 'p1' });
  });

  it('keeps it waiting through signing up, and through a new Google account choosing its role', () => {
    const asked = run(linked(), resolved('visitor'), go('signup'), go('login'));
    expect(at(run(asked, resolved('noProfile'), resolved('member')))).toEqual({
      page: 'dashboard',
      order: null,
      project: 'p1',
    });
  });

  it('forgets it once the visitor goes elsewhere, or after it has opened', () => {
    const elsewhere = run(linked(), resolved('visitor'), go('store'));
    expect(at(run(elsewhere, resolved('member')))).toEqual({ page: 'dashboard', order: null, project: null });
    const opened = run(linked(), resolved('visitor'), resolved('member'));
    expect(at(run(opened, resolved('visitor'), resolved('member')))).toEqual({
      page: 'dashboard',
      order: null,
      project: null,
    });
  });

  it('asks when the link is followed from within the app too, and not for a page a visitor may see', () => {
    const inApp = run(settledOn('visitor', 'home'), { type: 'page.go', page: 'dashboard', order: 'o1' });
    expect(inApp.context.page).toBe('login');
    expect(run(settledOn('visitor', 'home'), go('careers')).context.returnTo).toBeNull();
  });
});

describe("navigation machine: the console's areas (decision 063)", () => {
  it('keeps the area of the address on a reload, and moves between areas', () => {
    const reloaded = run(
      initialTransition(navigationMachine, { initialPage: 'admin', initialArea: 'money' })[0],
      resolved('member'),
    );
    expect(reloaded.context).toMatchObject({ page: 'admin', area: 'money' });
    const moved = run(reloaded, { type: 'page.go', page: 'admin', area: 'people' });
    expect(moved.context).toMatchObject({ page: 'admin', area: 'people' });
    expect(run(moved, go('dashboard')).context).toMatchObject({ page: 'dashboard', area: null });
  });

  it('asks a visitor with an area link to sign in, then opens that area', () => {
    const asked = run(
      initialTransition(navigationMachine, { initialPage: 'admin', initialArea: 'inbox' })[0],
      resolved('visitor'),
    );
    expect(asked.context.page).toBe('login');
    expect(run(asked, resolved('member')).context).toMatchObject({ page: 'admin', area: 'inbox' });
  });
});
