import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { TriggerProgress } from './delivery-progress.ts';

const at = (millis: number) => Timestamp.fromMillis(millis);

/** A trigger that has settled one change and has `open` more in flight, each pushed on its own (decision 084). */
function inFlight(open: number) {
  const progress = new TriggerProgress({ through: at(0), pending: [], overflow: false }, null);
  progress.begin(at(1)).add('items/settled');
  for (let i = 0; i < open; i++) progress.begin(at(2 + i)).add(`items/${i}`);
  return progress;
}

describe('TriggerProgress.mark', () => {
  it('lists the paths still in flight, each once', () => {
    const progress = inFlight(3);
    progress.begin(at(10)).add('items/1');
    expect(progress.mark()).toEqual({
      through: at(0),
      pending: ['items/settled', 'items/0', 'items/1', 'items/2'],
      overflow: false,
    });
  });

  it('lists none past 500 in flight, and says so, without gathering every one (saved four times a second)', () => {
    const progress = inFlight(50_000);
    const started = performance.now();
    for (let save = 0; save < 20; save++)
      expect(progress.mark()).toEqual({ through: at(0), pending: [], overflow: true });
    // Gathering 50,000 paths 20 times took seconds on this machine; stopping past the 501st takes milliseconds.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
