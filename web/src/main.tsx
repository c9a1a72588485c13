import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { readFirstScreen } from './lib/first-screen.ts';
import { loadFirebase } from './lib/firebase.ts';
import { firstActivity } from './lib/first-activity.ts';
import { recordVisit } from './lib/record-visit.ts';
import { showIn, startInChosenLocale } from './i18n/language-choice.ts';
import './app/styles.css';
import './i18n/devanagari.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  // SPEC 8: a missing root element is a fatal error logged to the console.
  console.error('Fatal: the #root element is missing; the app cannot start.');
} else {
  // A literal test of the build-time constant, so a production build drops the import and its chunk.
  if (import.meta.env.XSTATE_INSPECT === 'on') {
    import('./lib/start-inspector.ts')
      .then(({ startBrowserInspector }) => startBrowserInspector())
      .catch((error: unknown) => console.error('The XState inspector could not start.', error));
  }
  // A visitor's page came prerendered (decision 019): the app takes over the HTML on screen. It was rendered for
  // the bare path, so an address with a query (an order link, /store?order=…) opens more than it shows and is
  // drawn afresh, as is anything else (a member's page, or a prerendered one a member's session has swapped for
  // the loading text). A visitor's page shows at once either way, never 'Loading Platform...'.
  const prerendered = rootElement.hasAttribute('data-prerendered');
  const hydrate = prerendered && window.location.search === '';
  recordVisit();
  // A page drawn in Hindi (a Hindi address, decision 065) hydrates in Hindi: its catalogue comes before the app
  // takes it over. Otherwise Hindi, when chosen, is fetched beside Firebase's start; a page drawn in English hydrates
  // in English and then changes (decision 060), so its HTML always matches the first render.
  const drawnIn = hydrate && document.documentElement.lang === 'hi' ? 'hi' : 'en';
  // If it cannot come, the page is drawn afresh rather than hydrated in a language the app cannot read.
  const catalogueReady =
    drawnIn === 'hi'
      ? showIn('hi').then(
          () => true,
          (error: unknown) => {
            console.error('The page’s language could not be loaded.', error);
            return false;
          },
        )
      : Promise.resolve(true);
  startInChosenLocale().catch((error: unknown) => console.error('The chosen language could not be loaded.', error));
  // Listening from the start: a move made while the first read is still on its way counts (decision 020).
  void firstActivity();
  Promise.all([loadFirebase(), catalogueReady]).then(
    ([services, catalogueCame]) => {
      const app = (
        <StrictMode>
          <App services={services} assumeVisitor={prerendered} firstScreen={readFirstScreen()} locale={drawnIn} />
        </StrictMode>
      );
      if (hydrate && catalogueCame) {
        hydrateRoot(rootElement, app);
        return;
      }
      // As a transition React renders in slices, yielding to the browser between them, rather than in one long
      // task that would hold a phone's first taps back; the loading text in index.html shows meanwhile.
      startTransition(() => createRoot(rootElement).render(app));
    },
    (error: unknown) => {
      console.error('Fatal: Firebase could not start.', error);
      if (prerendered) rootElement.removeAttribute('data-prerendered');
      createRoot(rootElement).render(
        <p className="startup-error">The platform could not start. Please reload the page.</p>,
      );
    },
  );
}
