import { describe, expect, it, vi } from 'vitest';
import { deferrablePorts, deferredPort, loadOnce } from './deferred-port.ts';
import type { Watch } from './watch.ts';

interface NumbersPort {
  watchNumbers(from: number): Watch<number>;
  double(value: number): Promise<number>;
}

/** A port that is not there until `arrive` is called, with a record of the subscriptions it served. */
function slowPort() {
  const live = new Set<(value: number) => void>();
  const adapter: NumbersPort = {
    watchNumbers: (from) => (onNext) => {
      const next = (value: number) => onNext(from + value);
      live.add(next);
      return () => live.delete(next);
    },
    double: (value) => Promise.resolve(value * 2),
  };
  let arrive!: () => void;
  const load = vi.fn(() => new Promise<NumbersPort>((resolve) => (arrive = () => resolve(adapter))));
  return { load, arrive: () => arrive(), emit: (value: number) => live.forEach((next) => next(value)), live };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a deferred port', () => {
  it('answers a call once its adapter has loaded, loading it once for every caller', async () => {
    const slow = slowPort();
    const port = deferredPort(slow.load);
    const answers = Promise.all([port.double(2), port.double(5)]);
    slow.arrive();
    expect(await answers).toEqual([4, 10]);
    expect(slow.load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a watch until it is subscribed', async () => {
    const slow = slowPort();
    const port = deferredPort(slow.load);
    const watch = port.watchNumbers(1);
    await settle();
    expect(slow.load).not.toHaveBeenCalled();
    watch(() => {}, () => {});
    expect(slow.load).toHaveBeenCalledTimes(1);
  });

  it('subscribes a watch when the adapter arrives, with the arguments it was given', async () => {
    const slow = slowPort();
    const port = deferredPort(slow.load);
    const seen: number[] = [];
    port.watchNumbers(100)((value) => seen.push(value), vi.fn());
    slow.arrive();
    await settle();
    slow.emit(1);
    expect(seen).toEqual([101]);
  });

  it('never subscribes a watch stopped before the adapter arrived', async () => {
    const slow = slowPort();
    const port = deferredPort(slow.load);
    const stop = port.watchNumbers(0)(vi.fn(), vi.fn());
    stop();
    slow.arrive();
    await settle();
    expect(slow.live.size).toBe(0);
  });

  it('stops a watch that is running', async () => {
    const slow = slowPort();
    const port = deferredPort(slow.load);
    const stop = port.watchNumbers(0)(vi.fn(), vi.fn());
    slow.arrive();
    await settle();
    expect(slow.live.size).toBe(1);
    stop();
    expect(slow.live.size).toBe(0);
  });

  it('reports a failed load to the watch and the call, and loads again next time', async () => {
    const adapter: NumbersPort = { watchNumbers: () => () => () => {}, double: (value) => Promise.resolve(value) };
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(adapter);
    const port = deferredPort<NumbersPort>(load);
    const onError = vi.fn();
    port.watchNumbers(0)(vi.fn(), onError);
    await expect(port.double(1)).rejects.toThrow('offline');
    await settle();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(await port.double(3)).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps each method the same function, and is not mistaken for a promise', async () => {
    const port = deferredPort(slowPort().load);
    expect(port.watchNumbers).toBe(port.watchNumbers);
    expect(await Promise.resolve(port)).toBe(port);
  });
});

describe('loadOnce', () => {
  it('shares one load until it fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValue('yes');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('no');
    expect(await Promise.all([once(), once()])).toEqual(['yes', 'yes']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('deferrablePorts', () => {
  it('accepts ports that keep the convention and refuses, when compiled, one that does not', () => {
    const ok = { numbers: { watchNumbers: () => () => () => {}, double: (value: number) => Promise.resolve(value) } };
    expect(deferrablePorts(ok)).toBe(ok);
    // @ts-expect-error A method that is not a watch must return a promise: a deferred port could not answer it.
    deferrablePorts({ numbers: { now: () => 1 } });
    // @ts-expect-error A watch… method must return a Watch.
    deferrablePorts({ numbers: { watchNumbers: () => Promise.resolve(1) } });
  });
});
