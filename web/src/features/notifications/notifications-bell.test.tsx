import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AppNotification } from '@marketplace/shared/notifications/notification';
import { NotificationsBell } from './notifications-bell.tsx';
import { aNotification, fakeNotifications } from './testing/fake-notifications.ts';

afterEach(cleanup);

const newest = aNotification({ id: 'n3', title: 'Payout sent', link: '/dashboard?project=p2', readAt: null });
const middle = aNotification({ id: 'n2', title: 'Order shipped', link: '/dashboard?order=o1', readAt: null });
const oldest = aNotification({ id: 'n1', title: 'Project taken', readAt: Date.UTC(2026, 10, 24) });

function renderBell(list: AppNotification[] | null) {
  const fake = fakeNotifications();
  const onOpenLink = vi.fn();
  render(<NotificationsBell uid="student-1" port={fake.port} onOpenLink={onOpenLink} />);
  if (list) act(() => fake.notifications.push(list));
  return { ...fake, onOpenLink, bell: () => screen.getByRole('button', { name: /^Notifications/ }) };
}

const panel = () => screen.getByRole('region', { name: 'Notifications' });
const titles = () =>
  within(panel())
    .getAllByRole('link')
    .map((link) => link.querySelector('.notifications__title')?.textContent);

describe('NotificationsBell', () => {
  it("counts the person's unread notifications in its name and badge", () => {
    const { bell, port } = renderBell([newest, middle, oldest]);
    expect(port.watchNotifications).toHaveBeenCalledWith('student-1');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(bell().textContent).toBe('2');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('says only Notifications, with no badge, when all are read', () => {
    const { bell } = renderBell([oldest]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(bell().textContent).toBe('');
  });

  it('lists them newest first, each a link to what it is about, and marks the unread ones read once', () => {
    const { bell, port, notifications } = renderBell([newest, middle, oldest]);
    expect(port.markRead).not.toHaveBeenCalled();
    fireEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(titles()).toEqual(['New: Payout sent', 'New: Order shipped', 'Project taken']);
    expect(
      within(panel())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard?project=p2', '/dashboard?order=o1', '/dashboard?project=p1']);
    expect(port.markRead).toHaveBeenCalledTimes(1);
    expect(port.markRead).toHaveBeenCalledWith('student-1', ['n3', 'n2']);

    // The server's answer: both read. The count goes, they stay marked new while the list is open.
    act(() => notifications.push([{ ...newest, readAt: 1 }, { ...middle, readAt: 1 }, oldest]));
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(titles()).toEqual(['New: Payout sent', 'New: Order shipped', 'Project taken']);
    expect(port.markRead).toHaveBeenCalledTimes(1);
  });

  it('marks read one that arrives while the list is open', () => {
    const { bell, port, notifications } = renderBell([oldest]);
    fireEvent.click(bell());
    expect(port.markRead).not.toHaveBeenCalled();
    act(() => notifications.push([newest, oldest]));
    expect(port.markRead).toHaveBeenCalledWith('student-1', ['n3']);
  });

  it('marks read only what the person has had on screen in the list, as it scrolls into view', () => {
    // A stand-in for the browser's IntersectionObserver: the test says which items come into view.
    const observers: { callback: IntersectionObserverCallback; items: Element[] }[] = [];
    class FakeIntersectionObserver {
      items: Element[] = [];
      constructor(readonly callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe(item: Element) {
        this.items.push(item);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const { bell, port } = renderBell([newest, middle, oldest]);
      fireEvent.click(bell());
      const intoView = (id: string) => {
        const observer = observers.at(-1)!;
        const target = observer.items.find((item) => (item as HTMLElement).dataset.notification === id)!;
        const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
        act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
      };
      // Open, nothing read yet: both unread ones are marked new, neither is read until it is in view.
      expect(titles()).toEqual(['New: Payout sent', 'New: Order shipped', 'Project taken']);
      expect(port.markRead).not.toHaveBeenCalled();
      intoView('n3');
      expect(port.markRead).toHaveBeenCalledWith('student-1', ['n3']);
      intoView('n2');
      expect(port.markRead).toHaveBeenLastCalledWith('student-1', ['n2']);
      expect(port.markRead).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens what a notification is about and closes', () => {
    const { bell, onOpenLink } = renderBell([newest, middle]);
    fireEvent.click(bell());
    fireEvent.click(within(panel()).getByRole('link', { name: /Order shipped/ }));
    expect(onOpenLink).toHaveBeenCalledWith('/dashboard?order=o1');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the bell', () => {
    const { bell } = renderBell([newest]);
    fireEvent.click(bell());
    within(panel()).getByRole('link').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
  });

  it('says so when there are none', () => {
    const { bell, port } = renderBell([]);
    fireEvent.click(bell());
    expect(within(panel()).getByText('No notifications yet.')).toBeTruthy();
    expect(port.markRead).not.toHaveBeenCalled();
  });

  it('says so when they cannot be read', () => {
    const { bell, notifications } = renderBell(null);
    act(() => notifications.fail(new Error('permission-denied')));
    fireEvent.click(bell());
    expect(within(panel()).getByRole('alert').textContent).toBe('Your notifications could not be loaded.');
  });
});

describe('NotificationsBell in Hindi', () => {
  it('names itself and its list in Hindi, counting the unread the Hindi way', async () => {
    const { showIn } = await import('../../i18n/language-choice.ts');
    await showIn('hi');
    try {
      const fake = fakeNotifications();
      render(<NotificationsBell uid="student-1" port={fake.port} onOpenLink={vi.fn()} />);
      act(() => fake.notifications.push([newest, middle, oldest]));
      const bell = await screen.findByRole('button', { name: 'सूचनाएँ, 2 अपठित' });
      fireEvent.click(bell);
      const list = screen.getByRole('region', { name: 'सूचनाएँ' });
      expect(within(list).getByRole('heading').textContent).toBe('सूचनाएँ');
      expect(within(list).getAllByText('नई:')).toHaveLength(2);
    } finally {
      await showIn('en');
    }
  });
});
