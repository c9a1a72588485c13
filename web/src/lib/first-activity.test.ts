import { describe, expect, it, vi } from 'vitest';

// A fresh module each time: the first activity is remembered for the page's life.
const fresh = async () => {
  vi.resetModules();
  return (await import('./first-activity.ts')).firstActivity;
};

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20))]);

describe('the first activity on the page', () => {
  it('waits for the person: focus moved by the page is not them', async () => {
    const firstActivity = await fresh();
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(await settled(firstActivity())).toBe(false);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'])(
    'settles at a %s anywhere on the page, and stays settled',
    async (type) => {
      const firstActivity = await fresh();
      const activity = firstActivity();
      document.body.dispatchEvent(new Event(type, { bubbles: false }));
      expect(await settled(activity)).toBe(true);
      expect(await settled(firstActivity())).toBe(true);
    },
  );
});
