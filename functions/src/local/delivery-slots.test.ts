import { describe, expect, it } from 'vitest';
import { deliverySlots, type AsideWaits } from './delivery-slots.ts';

describe('deliverySlots', () => {
  it('runs at most its size at once, the rest in the order they came, and frees a slot when work fails', async () => {
    const slots = deliverySlots(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const work = (i: number, fail = false) =>
      slots.run(
        () =>
          new Promise<number>((resolve, reject) => {
            started.push(i);
            finish.set(i, () => (fail ? reject(new Error(`work ${i}`)) : resolve(i)));
          }),
      );
    const runs = [work(1, true), work(2), work(3), work(4)];
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect([slots.busy, slots.waiting]).toEqual([2, 2]);
    finish.get(1)!();
    await expect(runs[0]).rejects.toThrow('work 1');
    expect(started).toEqual([1, 2, 3]);
    finish.get(3)!();
    finish.get(2)!();
    await Promise.all([runs[1], runs[2]]);
    expect(started).toEqual([1, 2, 3, 4]);
    finish.get(4)!();
    expect(await runs[3]).toBe(4);
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });

  it("serves the waiting a trigger at a time in turn, so one trigger's backlog does not hold back another's", async () => {
    const slots = deliverySlots(1);
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const work = (name: string, queue: string) =>
      slots.run(
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            finishers.push(resolve);
          }),
        queue,
      );
    const runs = [
      work('listing 1', 'keepListing'),
      work('listing 2', 'keepListing'),
      work('listing 3', 'keepListing'),
      work('listing 4', 'keepListing'),
      work('search 1', 'keepStoreSearch'),
    ];
    expect(slots.waiting).toBe(4);
    // Each finishes in the order it started, which frees the slot for the next.
    for (let i = 0; i < runs.length; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      finishers[i]!();
    }
    await Promise.all(runs);
    // First come, first served would have run the search last, after every listing queued before it.
    expect(started).toEqual(['listing 1', 'listing 2', 'search 1', 'listing 3', 'listing 4']);
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });

  it('lets the next handler start while one waits aside (its gathered commit), and none past that', async () => {
    let count = 0;
    let heard = () => {};
    const aside: AsideWaits = {
      get count() {
        return count;
      },
      onWait: (listener) => {
        heard = listener;
        return () => (heard = () => {});
      },
    };
    const slots = deliverySlots(1, aside);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const work = (i: number) =>
      slots.run(
        () =>
          new Promise<void>((resolve) => {
            started.push(i);
            finish.set(i, resolve);
          }),
      );
    const runs = [work(1), work(2), work(3)];
    await Promise.resolve();
    expect(started).toEqual([1]);
    // The first waits aside: the second starts; the third still waits for a slot.
    count = 1;
    heard();
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect([slots.busy, slots.aside, slots.waiting]).toEqual([2, 1, 1]);
    // Back from its wait, the first goes on without a slot of its own; the third waits for one to end.
    count = 0;
    finish.get(1)!();
    await runs[0];
    expect(started).toEqual([1, 2]);
    finish.get(2)!();
    await runs[1];
    expect(started).toEqual([1, 2, 3]);
    finish.get(3)!();
    await runs[2];
    expect([slots.busy, slots.aside, slots.waiting]).toEqual([0, 0, 0]);
  });
});
