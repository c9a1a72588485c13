// The console's frame (decision 063): the navigation marks where the admin is and shows each area's waiting count from
// the inbox; the inbox lists what waits, due soonest first, with how long is left; the search shows what it found.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Inbox, SearchResult } from '@marketplace/shared/admin/console-api';
import { ConsoleFrame, waitingCounts } from './console-frame.tsx';
import { InboxList } from './inbox-list.tsx';
import { HOUR, NOW, aFound, aReportedReview, anInboxItem, fakeConsole } from './test-console.ts';

afterEach(cleanup);

const inbox: Inbox = {
  items: [
    aReportedReview,
    anInboxItem({}),
    anInboxItem({ kind: 'privacy-request', id: 'r', title: 'access request', dueAt: NOW + 30 * 24 * HOUR }),
  ],
  more: ['failed-refund'],
};

describe('waiting counts', () => {
  it('counts each area’s kinds, with a + where a kind had more than one read takes', () => {
    expect(waitingCounts(inbox)).toEqual({ inbox: '3+', money: '1+', people: '2' });
    expect(waitingCounts({ items: [], more: [] })).toEqual({});
  });
});

describe('the console frame', () => {
  const port = (found: SearchResult[] = []) => fakeConsole(inbox, found);

  it("marks the current place and shows each area's count; a link goes to its place", async () => {
    const onGo = vi.fn();
    await act(async () => {
      render(
        <ConsoleFrame current="money" port={port()} onGo={onGo} onOpen={vi.fn()} anchor="">
          {() => <h1>Money</h1>}
        </ConsoleFrame>,
      );
    });
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    const money = within(nav).getByRole('link', { name: /Money/ });
    expect(money.getAttribute('aria-current')).toBe('page');
    expect(money.getAttribute('href')).toBe('/admin/money');
    expect(money.textContent).toContain('Money1+ waiting');
    expect(within(nav).getByRole('link', { name: /People/ }).textContent).toContain('People2 waiting');
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(false);
    fireEvent.click(within(nav).getByRole('link', { name: /Inbox/ }));
    expect(onGo).toHaveBeenCalledWith('inbox');
  });

  it('searches, says how many it found, and opens one in place and at its own place', async () => {
    const searching = port([aFound({ title: 'Payout for Drone frame' })]);
    const onOpen = vi.fn();
    await act(async () => {
      render(
        <ConsoleFrame current="inbox" port={searching} onGo={vi.fn()} onOpen={onOpen} anchor="">
          {() => null}
        </ConsoleFrame>,
      );
    });
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a payment/ }), { target: { value: 'UTR1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(searching.search).toHaveBeenCalledWith({ q: 'UTR1' });
    expect(screen.getByRole('status').textContent).toContain('1 found.');
    expect(screen.getByText('UTR1')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Open payout' }));
    expect(onOpen).toHaveBeenCalledWith('/admin/money#payout-p1');
  });

  it("shows a found record's history, oldest first", async () => {
    const project = aFound({
      kind: 'project',
      id: 'p2',
      title: 'Drone frame',
      matched: 'Project id',
      facts: [],
      href: null,
      history: [
        { at: Date.UTC(2026, 10, 2, 4, 30), what: 'Project taken by the seller' },
        { at: Date.UTC(2026, 10, 3, 4, 30), what: 'Project funded by the student' },
      ],
    });
    await act(async () => {
      render(
        <ConsoleFrame current="inbox" port={port([project])} onGo={vi.fn()} onOpen={vi.fn()} anchor="">
          {() => null}
        </ConsoleFrame>,
      );
    });
    fireEvent.change(screen.getByRole('searchbox', { name: /Find a payment/ }), { target: { value: 'p2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    const lines = within(screen.getByRole('list', { name: 'History of Drone frame' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/Project taken by the seller$/),
      expect.stringMatching(/Project funded by the student$/),
    ]);
    expect(screen.queryByRole('link', { name: /Open project/ })).toBeNull();
  });
});

describe('the inbox', () => {
  it('lists each item in the order given (due soonest first) with how long is left, and opens it', () => {
    const onOpen = vi.fn();
    render(<InboxList inbox={{ status: 'ready', value: inbox }} now={NOW} onOpen={onOpen} />);
    const items = within(screen.getByRole('list', { name: /due soonest first/ })).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'A rude review',
      'Soil sensor',
      'access request',
    ]);
    expect(items[0]!.textContent).toContain('Overdue by 3 hours');
    expect(items[1]!.textContent).toContain('5 hours left');
    expect(screen.getByText(/More wait than shown of: Failed refund/)).toBeTruthy();
    fireEvent.click(within(items[0]!).getByRole('link'));
    expect(onOpen).toHaveBeenCalledWith('/admin/people#moderation-m');
  });

  it('says when nothing waits', () => {
    render(<InboxList inbox={{ status: 'ready', value: { items: [], more: [] } }} now={NOW} onOpen={vi.fn()} />);
    expect(screen.getByText('Nothing waits for an admin.')).toBeTruthy();
  });
});
