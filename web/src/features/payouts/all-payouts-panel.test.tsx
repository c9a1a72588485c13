import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { formatRupees } from '@marketplace/shared/projects/money';
import { Timestamp } from 'firebase/firestore';
import { FirebaseContext } from '../../lib/contexts.ts';
import type { FirebaseServices } from '../../lib/firebase.ts';
import { AllPayoutsPanel } from './all-payouts-panel.tsx';

// The panel's one listener over every payout, answered by the test.
type Listener = { next: (snapshot: unknown) => void; error: (error: Error) => void };
const listeners = vi.hoisted(() => [] as Listener[]);
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  collection: (_db: unknown, path: string) => ({ path }),
  onSnapshot: (_ref: unknown, next: Listener['next'], error: Listener['error']) => {
    listeners.push({ next, error });
    return () => {};
  },
}));

afterEach(() => {
  cleanup();
  listeners.length = 0;
});

const docs = (...rows: Array<[string, Record<string, unknown>]>) => ({
  docs: rows.map(([id, data]) => ({ id, data: () => data })),
});

function renderPanel() {
  render(
    <FirebaseContext.Provider value={{ db: {} } as FirebaseServices}>
      <AllPayoutsPanel />
    </FirebaseContext.Provider>,
  );
  return listeners[0]!;
}

describe('AllPayoutsPanel', () => {
  it('lists every payout, newest first, with both shares and the platform total', async () => {
    const listener = renderPanel();
    expect(screen.getByRole('status').textContent).toBe('Loading payouts...');
    const day = Date.UTC(2026, 10, 20);
    listener.next(
      docs(
        [
          'a',
          {
            projectId: 'p1',
            title: 'Older',
            sellerPaise: 70_000,
            platformPaise: 30_000,
            createdAt: Timestamp.fromMillis(day),
          },
        ],
        [
          'b',
          {
            projectId: 'p2',
            title: 'Newer',
            sellerPaise: 1_050,
            platformPaise: 451,
            createdAt: Timestamp.fromMillis(day + 86_400_000),
          },
        ],
        ['c', { title: 'Not a payout' }],
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Payouts' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.project-payouts__title')?.firstChild?.textContent)).toEqual([
      'Newer',
      'Older',
    ]);
    expect(rows[0]!.textContent).toContain(`${formatRupees(10.5)} to seller · ${formatRupees(4.51)} platform`);
    expect(within(panel).getByText(formatRupees(304.51)).closest('p')?.textContent).toBe(
      `Platform share: ${formatRupees(304.51)}`,
    );
  });

  it('says when there are none, and when they could not be loaded', async () => {
    renderPanel().next(docs());
    expect(await screen.findByText('No payouts yet.')).toBeTruthy();
    cleanup();
    listeners.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPanel().error(new Error('permission-denied'));
    expect(await screen.findByText('Payouts could not be loaded.')).toBeTruthy();
  });
});
