// The web build's server renderer (web/src/render-page.tsx, bundled into <web build>/server/ by web/build.ts)
// and the pages it renders into. The local host hands it `web/dist`; the deployed function the copy the
// functions' build puts beside it (functions/build.mjs).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  RENDERER_DIR,
  RENDERER_FILE,
  type FirstScreen,
  type FirstScreenPath,
  type RenderPage,
} from '@marketplace/shared/navigation/first-screen';

export interface PageRenderer {
  /**
   * The page for `path` (a page served with its data, or a listing's own page; a Hindi address in Hindi) drawn with
   * its data; `origin` gives it its canonical and hreflang links (decision 065).
   */
  render(path: string, screen: FirstScreen, origin?: string): Promise<string>;
  /**
   * The page as the build drew it, without data (the app reads its data itself): served when rendering fails.
   * `/app` is the app's own page, 'Loading Platform...' until it starts (a listing's fallback).
   */
  prebuilt(path: FirstScreenPath | `/hi${FirstScreenPath}` | '/app'): Promise<string>;
}

/** The built index.html every page is rendered into (web/prerender-pages.ts keeps it as app.html). */
const TEMPLATE = 'app.html';
const BUNDLE = join(RENDERER_DIR, RENDERER_FILE);

export function webBuildRenderer(webDir: string): PageRenderer {
  // Loaded at once and kept: the bundle is a few hundred kB of JavaScript to evaluate, which the first visitor
  // should not wait for (a failure is reported by the request that needs it).
  let loaded: Promise<{ renderPage: RenderPage; template: string }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([
      import(pathToFileURL(join(webDir, BUNDLE)).href) as Promise<{ renderPage: RenderPage }>,
      readFile(join(webDir, TEMPLATE), 'utf8'),
    ]).then(([bundle, template]) => ({ renderPage: bundle.renderPage, template }))).catch((error: unknown) => {
      // A failed load is tried again at the next request rather than remembered.
      loaded = undefined;
      throw error;
    });
  load().catch(() => {});
  return {
    async render(path, screen, origin) {
      const { renderPage, template } = await load();
      return renderPage(template, path, screen, origin);
    },
    prebuilt: (path) => readFile(join(webDir, `${path.slice(1)}.html`), 'utf8'),
  };
}
