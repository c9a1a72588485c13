import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLogic, readyLogic } from './lazy-logic.ts';
import { useLogic, type LazyLogic } from './use-logic.ts';

function Shows({ logic }: { logic: LazyLogic<string> }) {
  return <p>{useLogic(logic)}</p>;
}

const screenOf = (logic: LazyLogic<string>) => (
  <Suspense fallback={<p>waiting</p>}>
    <Shows logic={logic} />
  </Suspense>
);

describe('a machine loaded with its screen', () => {
  afterEach(cleanup);

  it('waits for its chunk once, then draws at once on every later screen', async () => {
    let arrive!: (logic: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const logic = lazyLogic(load);
    const first = await act(async () => render(screenOf(logic)));
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => arrive('the machine'));
    expect(screen.getByText('the machine')).toBeTruthy();
    first.unmount();
    render(screenOf(logic));
    // Settled: read without suspending, so no fallback is drawn on the way.
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('the machine')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the chunk again after a failed load (offline for a moment)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('the machine');
    const logic = lazyLogic(load);
    await expect(logic.load()).rejects.toThrow('offline');
    await expect(logic.load()).resolves.toBe('the machine');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("draws a test's machine at hand without suspending", () => {
    render(screenOf(readyLogic('at hand')));
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('at hand')).toBeTruthy();
  });
});
