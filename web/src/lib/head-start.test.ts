import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../tests/support/fail-on-console.ts';
import { afterFirstActivity, withHeadStart } from './head-start.ts';
import type { Watch } from './watch.ts';

/** A live feed with a record of its subscriptions. */
function liveFeed() {
  const listeners = new Set<{ onNext: (value: string) => void; onError: (error: unknown) => void }>();
  const watch: Watch<string> = (onNext, onError) => {
    const listener = { onNext, onError };
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    watch: vi.fn(watch),
    emit: (value: string) => listeners.forEach((listener) => listener.onNext(value)),
    fail: (error: unknown) => listeners.forEach((listener) => listener.onError(error)),
    listeners,
  };
}

/** The person's first move on the page, made when the test says. */
function activity() {
  let act!: () => void;
  const acted = new Promise<void>((resolve) => (act = resolve));
  return { goLive: () => acted, act: async () => (act(), await settle()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a watch with a head start', () => {
  it('shows the first read at once, and subscribes live only once the person acts (no timer)', async () => {
    vi.useFakeTimers();
    const live = liveFeed();
    const person = activity();
    const values: string[] = [];
    withHeadStart(() => Promise.resolve('read'), live.watch, person.goLive)((value) => values.push(value), () => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(values).toEqual(['read']);
    expect(live.watch).not.toHaveBeenCalled();
    vi.useRealTimers();

    await person.act();
    expect(live.watch).toHaveBeenCalledTimes(1);
    live.emit('live');
    expect(values).toEqual(['read', 'live']);
  });

  it('passes the live subscription’s errors on', async () => {
    const live = liveFeed();
    const person = activity();
    const errors: unknown[] = [];
    withHeadStart(() => Promise.resolve('read'), live.watch, person.goLive)(() => {}, (error) => errors.push(error));
    await person.act();
    live.fail('denied');
    expect(errors).toEqual(['denied']);
  });

  it('goes live at once when the first read fails, and says why', async () => {
    expectConsole('warn', /The quick first read failed/);
    const live = liveFeed();
    const values: string[] = [];
    withHeadStart(() => Promise.reject(new Error('offline')), live.watch, activity().goLive)(
      (value) => values.push(value),
      () => {},
    );
    await settle();
    expect(live.watch).toHaveBeenCalledTimes(1);
    live.emit('live');
    expect(values).toEqual(['live']);
  });

  it('neither shows the read nor subscribes when stopped before the read answers', async () => {
    const live = liveFeed();
    const person = activity();
    const values: string[] = [];
    let answer!: (value: string) => void;
    const stop = withHeadStart(() => new Promise<string>((resolve) => (answer = resolve)), live.watch, person.goLive)(
      (value) => values.push(value),
      () => {},
    );
    stop();
    answer('read');
    await person.act();
    expect(values).toEqual([]);
    expect(live.watch).not.toHaveBeenCalled();
  });

  it('does not subscribe when stopped while waiting to go live, and stops the live subscription after', async () => {
    const waiting = liveFeed();
    const person = activity();
    const stopWaiting = withHeadStart(() => Promise.resolve('read'), waiting.watch, person.goLive)(() => {}, () => {});
    await settle();
    stopWaiting();
    await person.act();
    expect(waiting.watch).not.toHaveBeenCalled();

    const subscribed = liveFeed();
    const stop = withHeadStart(() => Promise.resolve('read'), subscribed.watch, person.goLive)(() => {}, () => {});
    await settle();
    expect(subscribed.listeners.size).toBe(1);
    stop();
    expect(subscribed.listeners.size).toBe(0);
  });
});

describe('a watch after the first activity', () => {
  it('subscribes only once the person acts, and not at all if stopped before', async () => {
    const live = liveFeed();
    const person = activity();
    const values: string[] = [];
    afterFirstActivity(live.watch, person.goLive)((value) => values.push(value), () => {});
    const stopped = afterFirstActivity(live.watch, person.goLive)(() => {}, () => {});
    stopped();
    await settle();
    expect(live.watch).not.toHaveBeenCalled();
    await person.act();
    expect(live.watch).toHaveBeenCalledTimes(1);
    live.emit('rated');
    expect(values).toEqual(['rated']);
  });
});
