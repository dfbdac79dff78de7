import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.mjs';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks and CSS each route loads (read by scripts/bench/web.mjs).
    manifest: true,
    // The polyfill would be an inline script, which our CSP forbids; every browser we target has it.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
