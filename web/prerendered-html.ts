// The visitor pages the build prerenders (decision 019), and how their HTML is put together: the built
// index.html with the rendered app in #root, and a check, before the first paint, for a signed-in member.
import { firstScreenBlock, type FirstScreen } from '../shared/src/navigation/first-screen.ts';
import type { SiteLanguage } from '../shared/src/navigation/site-language.ts';
import { texts } from '../shared/src/texts.ts';
import { AFTER_PAINT } from './src/lib/page-chunks.ts';
import { PERSISTED_USER_PREFIX } from './src/lib/persisted-user.ts';

/**
 * Each prerendered path and the file it is written to in web/dist. The login form's fields are disabled until the
 * app has taken the page over (features/session/auth-screen.tsx): what someone typed before would be lost when it
 * does (a browser test typed into a prerendered login form and signed in with nothing). Not the sign-up form: the
 * form learns its mode from the page only once the app runs, so at build time it would render as the login.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'index.html',
  '/store': 'store.html',
  '/login': 'login.html',
  '/careers': 'careers.html',
  '/about': 'about.html',
  '/support': 'support.html',
  '/terms': 'terms.html',
  '/privacy': 'privacy.html',
  '/refund': 'refund.html',
  // The translated pages' Hindi addresses, drawn in Hindi (decision 065); store and careers are the server's at
  // each request, as in English, these their fallbacks.
  '/hi': 'hi.html',
  '/hi/store': 'hi/store.html',
  '/hi/careers': 'hi/careers.html',
  '/hi/about': 'hi/about.html',
  // Support and the legal pages, translated since decision 079.
  '/hi/support': 'hi/support.html',
  '/hi/terms': 'hi/terms.html',
  '/hi/privacy': 'hi/privacy.html',
  '/hi/refund': 'hi/refund.html',
};

/**
 * Runs in the head, before anything is painted: someone with a persisted Firebase user is a member whose session
 * is loading, so the visitor's page must not show. The style hides it until the script after #root swaps it for
 * SPEC 2's loading text, and main.tsx then starts the app afresh instead of hydrating.
 */
const memberCheck =
  `<script>try{if(Object.keys(localStorage).some(function(k){return k.indexOf('${PERSISTED_USER_PREFIX}')===0}))` +
  `document.documentElement.setAttribute('data-session','member')}catch(e){}</script>` +
  `<style>[data-session=member] #root[data-prerendered]{visibility:hidden}</style>`;
const memberLoading =
  `<script>if(document.documentElement.getAttribute('data-session')==='member'){` +
  `var r=document.getElementById('root');r.removeAttribute('data-prerendered');` +
  `r.innerHTML='<main><p class="platform-loading" role="status">${texts.app.loadingPlatform}</p></main>'}</script>`;

const ROOT = /<div id="root">[\s\S]*?<\/main><\/div>/;
/** The app's entry, as Vite writes it into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The entry's own imports, which Vite lists as module preloads. */
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Starts the app once the page has been painted (decision 021): a prerendered page is its content already, so its
 * scripts (the entry is 80 kB) are asked for after the first frame rather than beside the stylesheets and the
 * largest image, which they would otherwise share a slow link with. rAF runs before the first frame; the timeout
 * after it. A page opened in the background (no frames) starts at once.
 */
function appAfterPaint(entry: string, preloads: readonly string[]): string {
  const start =
    `var go=function(){${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)});import(${JSON.stringify(entry)})};` +
    `if(document.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go)});else go();`;
  return `<script type="module">${start}</script>`;
}

/**
 * The built index.html with the rendered page in #root; the page's own stylesheets (`/assets/…`, as the
 * page-chunks block lists them) linked in the head, so the HTML is painted styled at once rather than restyled
 * (its largest paint moved later); the app's scripts (the entry, its imports and the page's chunks) asked for after
 * the first paint. The data the page was drawn with, if any, opens the head (decision 021).
 */
export function withPrerendered(
  template: string,
  appHtml: string,
  chunks: readonly string[] = [],
  firstScreen?: FirstScreen,
  /** The language it is drawn in: `<html lang>` says it, and main.tsx hydrates in it (decision 065). */
  language: SiteLanguage = 'en',
): string {
  if (!ROOT.test(template)) throw new Error('index.html has no #root with the loading text to replace');
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app’s entry');
  if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to mark');
  const entryImports = [...template.matchAll(ENTRY_PRELOAD)].map((match) => match[1]!);
  const styles = chunks.filter((href) => href.endsWith('.css'));
  const scripts = chunks.filter((href) => !href.endsWith('.css'));
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return (
    template
      .replace('<html lang="en">', `<html lang="${language}" ${AFTER_PAINT}="after-paint">`)
      // First in the head, before first-read.ts's tag: that script runs as soon as it arrives, and looks for it.
      .replace('<head>', () => `<head>${firstScreen ? firstScreenBlock(firstScreen) : ''}`)
      .replace(ENTRY, '')
      .replace(ENTRY_PRELOAD, '')
      .replace('</head>', `${links}${memberCheck}</head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered>${appHtml}</div>${memberLoading}` +
          appAfterPaint(entry, [...entryImports, ...scripts]),
      )
  );
}
