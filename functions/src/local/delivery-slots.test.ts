import { describe, expect, it } from 'vitest';
import { deliverySlots } from './delivery-slots.ts';

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
});
