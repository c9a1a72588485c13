// The first sign that a person is using the page: what a visitor's page waits for before it fetches
// what its first screen does not need (Firestore's SDK for live data, Firebase Auth), so none of it competes
// with the first load. A moved pointer, a touch, a key, a wheel or a scroll all count; focus does not, as a
// page can move it on its own.
const EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

let active: Promise<void> | null = null;

/** Settles at the person's first move on the page; never at build time, where there is no window. */
export function firstActivity(): Promise<void> {
  return (active ??= new Promise((resolve) => {
    if (typeof window === 'undefined') return;
    const options = { capture: true, passive: true } as const;
    const heard = () => {
      for (const type of EVENTS) window.removeEventListener(type, heard, options);
      resolve();
    };
    for (const type of EVENTS) window.addEventListener(type, heard, options);
  }));
}
