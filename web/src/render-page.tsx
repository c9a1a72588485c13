// The web build's server entry (decisions 019 and 021): a visitor's page rendered to HTML by React's own server
// renderer, as the app's first render in the browser draws it, so the browser paints content before any script
// has run and main.tsx hydrates it. The build bundles this file for Node (web/build.ts) and renders the visitor
// pages with it; the server renders the store and careers with it at each request, with their data
// (functions/src/features/pages). Never loaded in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { hasHindiAddress, languageOfPath, pathIn } from '@marketplace/shared/navigation/language-paths';
import { pathToPage } from '@marketplace/shared/navigation/pages';
import { jobPageHead, languageLinks, listingHead, withHead, type PageHead } from '@marketplace/shared/seo/page-head';
import type { FirstScreen, RenderPage } from '@marketplace/shared/navigation/first-screen';
import { withPrerendered } from '../prerendered-html.ts';
import { App } from './app/app.tsx';
import heads from './i18n/en/head.json';
import storeWords from './i18n/en/store.json';
import { messages as hindi } from './i18n/hi/index.ts';
import { catalogue, hindiCatalogueGiven, translate } from './i18n/i18n.ts';
import type { Locale } from './i18n/locale.ts';
import type { FirebaseServices } from './lib/firebase.ts';
import { pageChunksIn } from './lib/page-chunks.ts';

/**
 * What the app is handed on the server: nothing answers (no session, no Firestore), so every page renders as a
 * visitor sees it before anything has been read, with the data it was given.
 */
const serverServices = {
  app: () => new Promise(() => {}),
  auth: () => new Promise(() => {}),
  authRequested: new Promise(() => {}),
  firestore: () => new Promise(() => {}),
  config: { apiKey: '', authDomain: '', projectId: '' },
  authEmulatorUrl: null,
} as unknown as FirebaseServices;

// Every Hindi page is drawn here with the whole catalogue (decision 065); the browser fetches it only for Hindi.
hindiCatalogueGiven(hindi);
catalogue(heads);
catalogue(storeWords);

/**
 * The built index.html (`template`) with the page for `address` in #root, in the address's language (a Hindi one
 * is drawn in Hindi with `<html lang="hi">`: decision 065), its own chunks linked, and its data (when given) in the
 * page for the app to start from. `prerender` waits for the pages' lazy chunks.
 */
export const renderPage: RenderPage = async (template, address, firstScreen, origin) => {
  const { language, path } = languageOfPath(address);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        services={serverServices}
        assumeVisitor
        url={{ pathname: address, search: '' }}
        firstScreen={firstScreen}
        locale={language}
      />
    </StrictMode>,
    {
      // Every boundary's content inline, however big: past React's default size (12,800 bytes, a store page of 24
      // products) it sends the fallback and the content hidden, for a script to swap in; with JavaScript off, or
      // before the scripts, the page shows no heading and no products.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error inside a Suspense boundary does not fail the render: React sends the boundary's fallback (no
      // content) for the browser to draw. Say so, with the page, or a page served without its content is a mystery.
      onError: (error) =>
        console.error(
          JSON.stringify({
            severity: 'ERROR',
            message: 'page rendered without a part',
            pathname: address,
            error: error instanceof Error ? error.stack : String(error),
          }),
        ),
    },
  );
  const { page, data } = pageChunksIn(template)[pathToPage(path)];
  const html = withPrerendered(template, await new Response(prelude).text(), [...page, ...data], firstScreen, language);
  // A listing's or a job's own page says what it is in its head: canonical, previews, structured data (decision 052);
  // the other translated pages their title in their language, canonical and alternates (decision 065).
  const head = headOf(firstScreen, language) ?? visitorHead(language, path, origin);
  return head ? withHead(html, head) : html;
};

/** The head of a translated visitor page (home, store, careers, about) in `language`; null for the others. */
function visitorHead(language: Locale, path: string, origin: string | undefined): PageHead | null {
  if (!hasHindiAddress(path)) return null;
  const page = pathToPage(path);
  return {
    title: translate(language, `head.${page}.title`),
    description: translate(language, `head.${page}.description`),
    tags: origin === undefined ? '' : languageLinks(`${origin}${pathIn(language, path)}`),
  };
}
function headOf(screen: FirstScreen | undefined, language: Locale): PageHead | null {
  if (screen?.listing)
    return listingHead(screen.listing, {
      absentTitle: translate(language, 'store.absentTitle'),
      absentDescription: translate(language, 'store.absentDescription'),
      byline: (seller) =>
        translate(language, 'store.byline', { seller: seller || translate(language, 'store.aSeller') }),
    });
  if (screen?.job) {
    const { id, url } = screen.job;
    return jobPageHead(
      screen.jobs?.find((job) => job.id === id),
      url,
    );
  }
  return null;
}
