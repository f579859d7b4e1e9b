import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // In development the API runs on its own port; in production one process serves both.
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin, '/dev': apiOrigin },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the store's code: keep them in chunks of their own.
        manualChunks(id) {
          if (!id.includes('/node_modules/')) return undefined;
          return /\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)
            ? 'react'
            : 'vendor';
        },
      },
    },
  },
});
