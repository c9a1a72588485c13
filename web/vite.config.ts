import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the local functions host serves /api and /__/firebase; Vite forwards to it.
const hostUrl = process.env.LOCAL_HOST_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: { '/api': hostUrl, '/__': hostUrl },
  },
  // The Firebase Auth and Firestore SDKs alone are ~600 kB minified; `npm run bench` tracks the gzip size.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
});
