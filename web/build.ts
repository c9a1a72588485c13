// `npm run build -w web [-- --outDir <dir>]`: Vite's production build, then the visitor pages prerendered into it
// (decision 019). One command, so every caller (npm start, the tests, the bench, Hosting's predeploy) gets both.
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { prerenderPages, webRoot } from './prerender-pages.ts';

const flag = process.argv.indexOf('--outDir');
const outDir = flag === -1 ? join(webRoot, 'dist') : resolve(process.argv[flag + 1] ?? 'dist');
await build({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
await prerenderPages(outDir);
