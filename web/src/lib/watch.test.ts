import { describe, expect, it, vi } from 'vitest';
import { firstValue, switchWatch, type Watch } from './watch.ts';

describe('firstValue', () => {
  it('resolves with the first value and stops the watch, ignoring later ones', async () => {
    const stop = vi.fn();
    let next: (value: number) => void = () => {};
    const watch: Watch<number> = (onNext) => {
      next = onNext;
      return stop;
    };
    const first = firstValue(watch);
    next(1);
    next(2);
    expect(await first).toBe(1);
    expect(stop).toHaveBeenCalled();
  });

  it('stops a watch that delivers before it has handed back its stop', async () => {
    const stop = vi.fn();
    const watch: Watch<string> = (onNext) => {
      onNext('known at once');
      return stop;
    };
    expect(await firstValue(watch)).toBe('known at once');
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('rejects with the watch’s failure', async () => {
    const watch: Watch<number> = (_onNext, onError) => {
      onError(new Error('permission-denied'));
      return () => {};
    };
    await expect(firstValue(watch)).rejects.toThrow('permission-denied');
  });
});

describe('switchWatch', () => {
  it('starts the inner watch for each new outer value, stopping the last, and ignores a value the same as before', () => {
    let outerNext: (value: string[]) => void = () => {};
    const stops: string[] = [];
    const outer: Watch<string[]> = (onNext) => {
      outerNext = onNext;
      return () => stops.push('outer');
    };
    const seen: string[] = [];
    const stop = switchWatch<string[], string>(
      outer,
      (hidden) => (onNext) => {
        onNext(`without ${hidden.join(',') || 'nobody'}`);
        return () => stops.push(`inner ${hidden.join(',')}`);
      },
      (a, b) => a.join() === b.join(),
    )((value: string) => seen.push(value), () => {});
    outerNext([]);
    outerNext(['a']);
    outerNext(['a']);
    stop();
    expect(seen).toEqual(['without nobody', 'without a']);
    expect(stops).toEqual(['inner ', 'outer', 'inner a']);
  });
});
