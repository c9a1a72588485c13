// Opens Stately's browser inspector (a new window) and attaches it to every actor; loaded only by
// `npm run dev -- --inspect` (main.tsx), never part of a production build.
import { createBrowserInspector } from '@statelyai/inspect';
import { attachInspector } from './inspect.ts';

export function startBrowserInspector(): void {
  const inspector = createBrowserInspector();
  attachInspector((event) => inspector.inspect.next?.(event));
}
