// After Vite's build (build.ts): writes each visitor page as HTML (decision 019) into the build, from the built index.html
// and the app rendered by React's server renderer (src/prerender.tsx, loaded through Vite so its imports resolve
// as in the app). `/` is index.html; the others are `<page>.html`, which Hosting's cleanUrls and the local host
// serve at `/<page>`; app.html keeps 'Loading Platform...' for every other path (the members' pages).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { pathToPage } from '../shared/src/navigation/pages.ts';
import { PRERENDERED_PAGES, withPrerendered } from './prerendered-html.ts';
import { pageChunksIn } from './src/lib/page-chunks.ts';

export const webRoot = dirname(fileURLToPath(import.meta.url));

export async function prerenderPages(dist: string): Promise<void> {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, 'app.html'), template);
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const { renderVisitorPage } = (await vite.ssrLoadModule(
      '/src/prerender.tsx',
    )) as typeof import('./src/prerender.tsx');
    const chunks = pageChunksIn(template);
    for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
      const { page, data } = chunks[pathToPage(path)];
      writeFileSync(join(dist, file), withPrerendered(template, await renderVisitorPage(path), [...page, ...data]));
    }
  } finally {
    await vite.close();
  }
}
