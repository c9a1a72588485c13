// A watch whose first value is known draws it from the very first render, on the server as in the browser, so
// a page the server drew with its data hydrates without a mismatch (decision 021).
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useWatch } from './use-watch.ts';
import { startingWith, type Watch } from './watch.ts';

function Names({ watch }: { watch: Watch<string[]> }) {
  const watched = useWatch(watch);
  return <p>{watched.status === 'ready' ? watched.value.join(', ') : 'Loading...'}</p>;
}

// act() outside a testing library: React is told it runs in tests, for this file alone (the worker's next file
// shares its globals: decision 085).
const reactFlags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  reactFlags.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete reactFlags.IS_REACT_ACT_ENVIRONMENT;
});

describe('useWatch', () => {
  it('shows the loading state until a plain watch answers', () => {
    expect(renderToString(<Names watch={() => () => {}} />)).toBe('<p>Loading...</p>');
  });

  it('shows a known first value from the first render, and hydrates the server’s HTML without a mismatch', async () => {
    const live = vi.fn<Watch<string[]>>(() => () => {});
    const watch = startingWith(['Kit A', 'Kit B'], live);
    const html = renderToString(<Names watch={watch} />);
    expect(html).toBe('<p>Kit A, Kit B</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    // A mismatch is reported here (and logged, which fails the test: tests/support/fail-on-console.ts).
    const recoverable = vi.fn();
    let feed: ((value: string[]) => void) | undefined;
    live.mockImplementation((onNext) => {
      feed = onNext;
      return () => {};
    });
    const root = await act(async () => hydrateRoot(container, <Names watch={watch} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('<p>Kit A, Kit B</p>');
    // Then what the live subscription says.
    await act(async () => feed!(['Kit C']));
    expect(container.innerHTML).toBe('<p>Kit C</p>');
    act(() => root.unmount());
  });
});
