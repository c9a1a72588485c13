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
  build: { outDir: 'dist', emptyOutDir: true },
});
