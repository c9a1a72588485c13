// The build's prerender entry (decision 019): a visitor's page rendered to HTML by React's own server renderer,
// as the app's first render in the browser draws it, so the browser paints content before any script has run
// and main.tsx hydrates it. Data areas (the store's products, the jobs) render their loading state; the live data
// fills them in. Runs in Node at build time only (web/prerender-pages.ts), never in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from './app/app.tsx';
import type { FirebaseServices } from './lib/firebase.ts';

/**
 * What the app is handed at build time: nothing answers (no session, no Firestore), so every page renders as a
 * visitor sees it before its data arrives.
 */
const buildTimeServices = {
  app: () => new Promise(() => {}),
  auth: () => new Promise(() => {}),
  authRequested: new Promise(() => {}),
  firestore: () => new Promise(() => {}),
  config: { apiKey: '', authDomain: '', projectId: '' },
  authEmulatorUrl: null,
} as unknown as FirebaseServices;

export async function renderVisitorPage(pathname: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App services={buildTimeServices} assumeVisitor url={{ pathname, search: '' }} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
