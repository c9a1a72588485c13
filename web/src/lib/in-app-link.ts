// A link inside the app (a listing's page, a person's): a plain click moves the app there without a reload, by
// pushing the address and telling the navigation (web/src/app/use-navigation.ts listens to popstate); any other
// click (a new tab, a download) is the browser's, as for any link.
import type { MouseEvent } from 'react';

export function followInApp(event: MouseEvent<HTMLAnchorElement>, url: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
