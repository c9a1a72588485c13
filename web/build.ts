// `npm run build -w web [-- --outDir <dir>]`: Vite's production build; the server entry bundled for Node
// (src/render-page.tsx, into <outDir>/server/, which Hosting and the local host never serve); then the visitor
// pages prerendered into the build with it (decisions 019 and 021). One command, so every caller (npm start, the
// tests, the bench, the predeploys of Hosting and the functions) gets all three.
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { RENDERER_DIR, RENDERER_FILE } from '../shared/src/navigation/first-screen.ts';
import { prerenderPages, webRoot } from './prerender-pages.ts';

const flag = process.argv.indexOf('--outDir');
const outDir = flag === -1 ? join(webRoot, 'dist') : resolve(process.argv[flag + 1] ?? 'dist');
const configFile = join(webRoot, 'vite.config.ts');
await build({ root: webRoot, configFile, build: { outDir, emptyOutDir: true } });
await build({
  root: webRoot,
  configFile,
  logLevel: 'warn',
  // React and everything it renders, bundled: the functions' deploy carries the folder without the web's packages.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/render-page.tsx',
    outDir: join(outDir, RENDERER_DIR),
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    // .mjs: the functions' deploy has no package.json saying these are modules.
    rolldownOptions: {
      input: 'src/render-page.tsx',
      output: { entryFileNames: RENDERER_FILE, chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
});
await prerenderPages(outDir);
