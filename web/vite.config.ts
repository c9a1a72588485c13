import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogues } from './vite-catalogues.ts';
import { chunkGroups } from './vite-chunks.ts';
import { FIRST_READ, firstLoad } from './vite-first-load.ts';

// In `npm run dev` the local functions host serves /api and /__/firebase; Vite forwards to it.
const hostUrl = process.env.LOCAL_HOST_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), catalogues(), firstLoad()],
  // `npm run dev -- --inspect` sets XSTATE_INSPECT=on for the dev server; a build never gets it, so the
  // inspector's code is dead there and left out (web/src/lib/inspect.ts).
  define: {
    'import.meta.env.XSTATE_INSPECT': JSON.stringify(
      command === 'serve' && process.env.XSTATE_INSPECT === 'on' ? 'on' : '',
    ),
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': hostUrl, '/__': hostUrl },
  },
  // The Firebase Auth and Firestore SDKs alone are ~600 kB minified; `npm run bench` tracks the gzip size.
  // The manifest (dist/.vite/, which Hosting's ignore of dot paths leaves out) names each page's chunks, so
  // `npm run bench` can add up the JavaScript a page needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', 'first-read': FIRST_READ },
      // The browser's chunks only: the server renderer's are read from disk (web/build.ts).
      ...(!isSsrBuild && { output: { codeSplitting: chunkGroups(import.meta.dirname) } }),
    },
  },
}));
