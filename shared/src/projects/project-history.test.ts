import { describe, expect, it } from 'vitest';
import { fixedEventId } from './project-history.ts';

describe('fixedEventId', () => {
  it('keeps the take and every once-only step of a project of one milestone under the ids they always had', () => {
    expect(fixedEventId({ kind: 'taken' })).toBe('taken');
    expect(fixedEventId({ kind: 'released' })).toBe('released');
    expect(fixedEventId({ kind: 'funded', milestone: 0 })).toBe('funded');
    expect(fixedEventId({ kind: 'delivered' })).toBeNull();
  });

  // Decision 068: a later milestone's funding or release is a step of its own, kept beside the first's, not over it.
  it("keeps a later milestone's once-only step under an id of its own", () => {
    expect(fixedEventId({ kind: 'funded', milestone: 1 })).toBe('funded-m2');
    expect(fixedEventId({ kind: 'auto-released', milestone: 4 })).toBe('auto-released-m5');
    expect(fixedEventId({ kind: 'delivered', milestone: 2 })).toBeNull();
    expect(fixedEventId({ kind: 'taken', milestone: 1 })).toBe('taken');
  });
});
