// A list read a page at a time: the first page only, one page more per 'Load more', the shorter list kept on screen
// while the longer one loads, no 'Load more' once the list is all there, and another person's list from page one.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadMoreButton } from '../ui/load-more-button.tsx';
import { usePagedWatch } from './use-paged-watch.ts';
import type { Watch } from './watch.ts';

/** A list of `total` names per owner; each watch answers when `answer` is called, and records what it was asked. */
function fakeList(total: number) {
  const asked: { owner: string; count: number }[] = [];
  const pending: (() => void)[] = [];
  const watchFirst =
    (owner: string) =>
    (count: number): Watch<string[]> =>
    (onNext) => {
      asked.push({ owner, count });
      pending.push(() =>
        onNext(Array.from({ length: Math.min(count, total) }, (_, index) => `${owner} ${index + 1}`)),
      );
      return () => {};
    };
  const answer = () => act(() => pending.splice(0).forEach((send) => send()));
  return { asked, watchFirst, answer };
}

function Names({ owner, watchFirst }: { owner: string; watchFirst: (owner: string) => (count: number) => Watch<string[]> }) {
  const { watched, loadMore } = usePagedWatch(
    useCallback((count: number) => watchFirst(owner)(count), [watchFirst, owner]),
    2,
  );
  return (
    <>
      <p>{watched.status === 'ready' ? watched.value.join(', ') : 'Loading...'}</p>
      <LoadMoreButton loadMore={loadMore} what="names" />
    </>
  );
}

describe('usePagedWatch', () => {
  it('reads a page, then one page more per Load more, keeping the shorter list meanwhile, until all are there', async () => {
    const list = fakeList(5);
    render(<Names owner="Asha" watchFirst={list.watchFirst} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await list.answer();
    expect(screen.getByText('Asha 1, Asha 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more names' }));
    expect(screen.getByText('Asha 1, Asha 2')).toBeTruthy();
    await list.answer();
    expect(screen.getByText('Asha 1, Asha 2, Asha 3, Asha 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more names' }));
    await list.answer();
    expect(screen.getByText('Asha 1, Asha 2, Asha 3, Asha 4, Asha 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more names' })).toBeNull();
    expect(list.asked.map(({ count }) => count)).toEqual([2, 4, 6]);
  });

  it("starts another person's list at one page, never showing the first person's meanwhile", async () => {
    const list = fakeList(5);
    const { rerender } = render(<Names owner="Asha" watchFirst={list.watchFirst} />);
    await list.answer();
    fireEvent.click(screen.getByRole('button', { name: 'Load more names' }));
    await list.answer();
    rerender(<Names owner="Ravi" watchFirst={list.watchFirst} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await list.answer();
    expect(screen.getByText('Ravi 1, Ravi 2')).toBeTruthy();
    expect(list.asked.at(-1)).toEqual({ owner: 'Ravi', count: 2 });
  });
});
