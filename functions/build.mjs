// Bundles the functions for deployment: shared is compiled in, npm dependencies stay external. The `pages`
// function's renderer and pages are copied from the web build into lib/web (decision 021): build the web app
// first (firebase.json's predeploy does).
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { functionsBundleOptions } from './bundle-options.mjs';

await build({ ...functionsBundleOptions(), entryPoints: ['src/index.ts'], outfile: 'lib/index.js' });

// WEB_DIST: a web build elsewhere (the deploy test builds one of its own).
const webDist = process.env.WEB_DIST
  ? pathToFileURL(`${process.env.WEB_DIST.replace(/\/$/, '')}/`)
  : new URL('../web/dist/', import.meta.url);
const pagesDir = new URL('./lib/web/', import.meta.url);
// The renderer's place in a web build: RENDERER_DIR and RENDERER_FILE in shared/src/navigation/first-screen.ts.
if (!existsSync(new URL('server/render-page.mjs', webDist))) {
  throw new Error(`${webDist.pathname} has no server renderer: build the web app first (npm run build -w web).`);
}
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
// The Hindi addresses' fallbacks too (decision 065).
mkdirSync(new URL('hi/', pagesDir), { recursive: true });
for (const file of ['app.html', 'store.html', 'careers.html', 'hi/store.html', 'hi/careers.html'])
  cpSync(new URL(file, webDist), new URL(file, pagesDir));
cpSync(new URL('server/', webDist), new URL('server/', pagesDir), { recursive: true });
