import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pathToPage } from '@marketplace/shared/navigation/pages';
import { App } from './app/app.tsx';
import { preloadPage } from './app/page-view.tsx';
import { loadFirebase } from './lib/firebase.ts';
import { recordVisit } from './lib/record-visit.ts';
import './app/styles.css';

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
  const root = createRoot(rootElement);
  recordVisit();
  preloadPage(pathToPage(window.location.pathname));
  loadFirebase().then(
    (services) =>
      root.render(
        <StrictMode>
          <App services={services} />
        </StrictMode>,
      ),
    (error: unknown) => {
      console.error('Fatal: Firebase could not start.', error);
      root.render(<p className="startup-error">The platform could not start. Please reload the page.</p>);
    },
  );
}
