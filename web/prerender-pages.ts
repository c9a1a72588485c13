// After Vite's builds (build.ts): writes each visitor page as HTML (decision 019) into the build, from the built
// index.html and the app rendered by React's server renderer (the server bundle of src/render-page.tsx, the one
// the server renders the store and careers with at each request: decision 021). `/` is index.html; the others are
// `<page>.html`, which Hosting's cleanUrls and the local host serve at `/<page>`; app.html keeps 'Loading
// Platform...' for every other path (the members' pages) and is the template the server renders into.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RENDERER_DIR, RENDERER_FILE, type RenderPage } from '../shared/src/navigation/first-screen.ts';
import { PRERENDERED_PAGES } from './prerendered-html.ts';

export const webRoot = dirname(fileURLToPath(import.meta.url));

export async function prerenderPages(dist: string): Promise<void> {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'app.html'), template);
  const bundle = pathToFileURL(join(dist, RENDERER_DIR, RENDERER_FILE)).href;
  const { renderPage } = (await import(bundle)) as { renderPage: RenderPage };
  const origin = buildOrigin();
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), await renderPage(template, path, undefined, origin));
  }
}

/**
 * The site's address for the canonical and hreflang links of pages drawn at build time (decision 065): SITE_ORIGIN
 * when the build is given one (a custom domain), else Hosting's own address for the project .firebaserc names.
 */
export function buildOrigin(): string {
  const configured = process.env.SITE_ORIGIN?.replace(/\/+$/, '');
  if (configured) return configured;
  const rc = JSON.parse(readFileSync(join(webRoot, '..', '.firebaserc'), 'utf8')) as {
    projects?: { default?: string };
  };
  return `https://${rc.projects?.default ?? 'demo-marketplace'}.web.app`;
}
