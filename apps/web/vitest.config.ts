import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Not merged with vite.config.ts: tests need the `@` alias but not the React plugin (no Fast Refresh).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/testing/setup.ts'],
    // A screen test types and clicks through whole forms; on a loaded two-core machine (CI beside
    // the other suites) some take longer than the default five seconds without being stuck.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
