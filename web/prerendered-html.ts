// The visitor pages the build prerenders (decision 019), and how their HTML is put together: the built
// index.html with the rendered app in #root, and a check, before the first paint, for a signed-in member.
import { texts } from '../shared/src/texts.ts';
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

/**
 * The built index.html with the rendered page in #root, and the page's own chunks (`/assets/…`, as the
 * page-chunks block lists them) linked in the head: its stylesheets, so the HTML is painted styled at once rather
 * than restyled (its largest paint moved later) when first-read.ts's preloads bring them; its scripts as module
 * preloads, asked for with the page rather than once first-read.ts has arrived to ask.
 */
export function withPrerendered(template: string, appHtml: string, chunks: readonly string[] = []): string {
  if (!ROOT.test(template)) throw new Error('index.html has no #root with the loading text to replace');
  const links = chunks
    .map((href) =>
      href.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `<link rel="modulepreload" crossorigin href="${href}">`,
    )
    .join('');
  return template
    .replace('</head>', `${links}${memberCheck}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered>${appHtml}</div>${memberLoading}`);
}
