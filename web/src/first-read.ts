// The first page's needs, asked for before the app's own script has arrived. index.html loads this
// small entry async ahead of main.tsx (web/vite-first-load.ts puts it there). It preloads the page's chunks,
// whose names the build wrote into the page, and fetches the configuration to start the page's public read
// over REST, for the page to take when it renders (app/visitor-reads.ts). Both entries share the modules it
// uses, so the configuration is fetched once.
import { FIRST_SCREEN_ID } from '@marketplace/shared/navigation/first-screen';
import { canSee, pathToPage, type Page } from '@marketplace/shared/navigation/pages';
import { prefetchPageData } from './app/visitor-reads.ts';
import { loadConfig } from './lib/firebase-config.ts';
import { AFTER_PAINT, PAGE_CHUNKS_ID, type PageChunks } from './lib/page-chunks.ts';
import { firstActivity } from './lib/first-activity.ts';
import { hasPersistedUser } from './lib/persisted-user.ts';

const page = pathToPage(window.location.pathname);
const signedIn = hasPersistedUser();
// Signed out, a member's page (an email's dashboard link) sends its visitor to log in first (needsSignIn): its own
// chunks would go unused (and the browser warns of preloads left unused), the login page's are what comes next.
const firstShown: Page = signedIn || canSee('visitor', page) ? page : 'login';

/**
 * The page's chunks; for someone this browser keeps signed in, also what a member's session needs first (Auth,
 * Firestore's SDK: the dashboard's data), whichever page they open.
 */
function preloadChunks(first: Page): void {
  const block = document.getElementById(PAGE_CHUNKS_ID);
  if (!block?.textContent) return;
  const all = JSON.parse(block.textContent) as Partial<PageChunks>;
  // A prerendered page asks for its own chunks with the app's entry, after its first paint (decision 021).
  const chunks = document.documentElement.hasAttribute(AFTER_PAINT) ? undefined : all[first];
  const member = signedIn ? (all.dashboard?.data ?? []) : [];
  for (const file of new Set([...(chunks?.page ?? []), ...(chunks?.data ?? []), ...member])) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // The app's own module scripts are fetched in CORS mode; a preload in another mode would not be reused.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

preloadChunks(firstShown);
// Listening from the start, also while a prerendered page's app waits for the first paint (decision 020).
void firstActivity();
// A page the server drew with its data (decision 021) needs no first read: the data is in it, the images too.
// Its block opens the head, so it is parsed before this script could run.
const served = document.getElementById(FIRST_SCREEN_ID) !== null;
loadConfig().then(
  (config) => served || prefetchPageData(page, config),
  // main.tsx asks for the configuration again and says so if it still cannot be had.
  () => {},
);
